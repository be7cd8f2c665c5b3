/**
 * Leaves the single-page app for another page (the provider's QR-code page). One function, so tests can replace it
 * (jsdom cannot navigate).
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

export function navigateBrowser(url: string): void {
  browser.assign(url);
}
