/** Back to the top of the page after a page change (a no-op where scrolling does not exist, e.g. jsdom). */
export function scrollToTop(): void {
  document.querySelector('.v2-page')?.scrollIntoView?.({ block: 'start' });
}
