/** SPEC §2 legacy paths, answered with a real HTTP 301 (query string kept). */
export const LEGACY_REDIRECTS: Record<string, string> = {
  '/vona2/maker': '/maker',
  '/my/coupon_message_list.html': '/my/coupon/',
  '/my/cad_history.html': '/my/cad_history',
  '/my/series_certificate.html': '/my/certificate/series_certificate',
  '/my/feedback.html': '/my/feedback',
  '/my/series_history.html': '/my/series_history',
};

export function legacyRedirect(pathname: string, search: string): string | null {
  const to = LEGACY_REDIRECTS[pathname];
  return to ? to + search : null;
}
