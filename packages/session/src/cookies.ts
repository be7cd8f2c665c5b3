import { browser } from './adapters';
import { getSessionConfig } from './config';

export const ACCESS_TOKEN_COOKIE = 'GACCESSTOKENKEY';
export const REFRESH_HASH_COOKIE = 'GREFRESHTOKENHASH';

function options() {
  const { cookieDomain, cookieExpiresDays } = getSessionConfig();
  const secure = browser.location?.protocol === 'https:';
  return { expires: cookieExpiresDays, path: '/', sameSite: 'Lax' as const, secure, ...(cookieDomain ? { domain: cookieDomain } : {}) };
}

export function getSessionIdCookie(): string | undefined {
  return getSessionConfig().cookies.get(ACCESS_TOKEN_COOKIE) || undefined;
}

export function getRefreshHashCookie(): string | undefined {
  return getSessionConfig().cookies.get(REFRESH_HASH_COOKIE) || undefined;
}

/** Both session cookies, 365 days, on the configured site-wide domain. */
export function setSessionCookies(sessionId: string, refreshTokenHash: string): void {
  const { cookies } = getSessionConfig();
  const opts = options();
  cookies.set(ACCESS_TOKEN_COOKIE, sessionId, opts);
  cookies.set(REFRESH_HASH_COOKIE, refreshTokenHash, opts);
}

/**
 * Logout clears every cookie script can see. A cookie may have been written with or without the shared domain,
 * so both variants are removed. HttpOnly cookies (the server's msm_sid) are cleared by the logout call instead.
 */
export function clearAllCookies(): void {
  const { cookies, cookieDomain } = getSessionConfig();
  for (const name of Object.keys(cookies.all())) {
    cookies.remove(name, { path: '/' });
    if (cookieDomain) cookies.remove(name, { path: '/', domain: cookieDomain });
  }
}
