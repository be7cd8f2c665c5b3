/**
 * Leaves the single-page app for another page (the provider's QR-code page). An object, so tests can replace its
 * method (jsdom cannot navigate).
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
