/**
 * jsdom does not implement getComputedStyle for pseudo-elements, which antd's modal asks for when it measures the
 * scrollbar; answering with the element's own style keeps the test output readable.
 */
const original = window.getComputedStyle.bind(window);
window.getComputedStyle = ((elt: Element) => original(elt)) as typeof window.getComputedStyle;

/** jsdom has no ResizeObserver; antd's popups (tooltip, select) observe their size. Nothing resizes in jsdom. */
if (typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

