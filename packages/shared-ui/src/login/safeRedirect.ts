// Paths written out, not href(): see BIND_COMPANY_PATH (company/companyNudgeApi.ts); the link test checks them.
/** Where a signed-in user goes when no (usable) return address was given. */
export const DEFAULT_AFTER_LOGIN = '/my';
/** The member login page (account remote). */
export const MEMBER_LOGIN_PATH = '/mydesk2/s/login';
/** The WeChat login page (account remote). */
export const WECHAT_LOGIN_PATH = '/snslogin/wechat';
/** Query parameter of the login pages that names the page to come back to. */
export const REDIRECT_PARAM = 'redirect';

/** Login pages themselves are never a place to come back to (it would loop through the dynamic-login check). */
const LOGIN_PAGES = [MEMBER_LOGIN_PATH, WECHAT_LOGIN_PATH];
const PROBE_ORIGIN = 'http://return.invalid';

/**
 * A return address that stays on this site: a path starting with a single '/' (not '//' or '/\', which browsers
 * read as another host), no scheme, no control characters, and not a login page. Anything else gives `fallback`,
 * so `?redirect=https://evil.example` or `?redirect=//evil.example` cannot send a freshly signed-in user away.
 */
export function safeReturnPath(raw: unknown, fallback: string = DEFAULT_AFTER_LOGIN): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2000) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  if (LOGIN_PAGES.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`))) return fallback;
  return url.pathname + url.search + url.hash;
}

/** A login page that comes back to `returnTo` (when it is a usable return address) afterwards. */
function loginUrl(page: string, returnTo?: string | null): string {
  const target = returnTo ? safeReturnPath(returnTo, '') : '';
  return target ? `${page}?${REDIRECT_PARAM}=${encodeURIComponent(target)}` : page;
}

/** The member login page that comes back to `returnTo` afterwards. */
export function memberLoginUrl(returnTo?: string | null): string {
  return loginUrl(MEMBER_LOGIN_PATH, returnTo);
}

/** The WeChat login page that comes back to `returnTo` afterwards. */
export function wechatLoginUrl(returnTo?: string | null): string {
  return loginUrl(WECHAT_LOGIN_PATH, returnTo);
}

/** The address of a location object (react-router's or window.location) as a path to come back to. */
export function pathOfLocation(loc: { pathname: string; search?: string; hash?: string }): string {
  return `${loc.pathname}${loc.search ?? ''}${loc.hash ?? ''}`;
}
