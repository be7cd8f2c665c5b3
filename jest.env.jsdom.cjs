/* jsdom with the web platform globals Node 20 has but jsdom lacks (fetch, TextEncoder, streams, BroadcastChannel). */
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'TransformStream',
  'WritableStream',
  'structuredClone',
  'BroadcastChannel',
  'AbortController',
  'AbortSignal',
];

/**
 * jsdom has no MessageChannel, and Node's would keep React's scheduler (and jest) alive after the tests; antd's Form
 * batches through one, so this stand-in delivers on a timer, which keeps nothing alive.
 */
class TimerMessageChannel {
  constructor() {
    const make = () => ({ onmessage: null, postMessage() {}, close() {}, start() {}, addEventListener() {}, removeEventListener() {} });
    this.port1 = make();
    this.port2 = make();
    this.port1.postMessage = (data) => void setTimeout(() => this.port2.onmessage && this.port2.onmessage({ data }), 0);
    this.port2.postMessage = (data) => void setTimeout(() => this.port1.onmessage && this.port1.onmessage({ data }), 0);
  }
}
/** antd's Menu measures itself with ResizeObserver, which jsdom lacks; nothing is laid out here anyway. */
class InertResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

class ShopJsdomEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of FROM_NODE) {
      if (typeof this.global[name] === 'undefined' && typeof globalThis[name] !== 'undefined') this.global[name] = globalThis[name];
    }
    if (!this.global.MessageChannel) this.global.MessageChannel = TimerMessageChannel;
    if (!this.global.ResizeObserver) this.global.ResizeObserver = InertResizeObserver;
    // antd measures the scrollbar with getComputedStyle(el, '::-webkit-scrollbar'); jsdom does not implement
    // pseudo-elements and logs an error for each call, so the element's own style answers instead
    const computedStyle = this.global.getComputedStyle.bind(this.global);
    this.global.getComputedStyle = (elt) => computedStyle(elt);
    if (!this.global.matchMedia) {
      this.global.matchMedia = (query) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener() {},
        removeListener() {},
        addEventListener() {},
        removeEventListener() {},
        dispatchEvent: () => false,
      });
    }
  }
}
module.exports = ShopJsdomEnvironment;
