import { AuthPaths, ErrorCode } from '@shop/api-clients';
import { expireSession, getRefreshHashCookie, isLoggedIn, loadUserSession } from '@shop/session';

/** Calls whose 401 says nothing about the current session (the login form and the session package handle them). */
const OWN_AUTH_PATHS: readonly string[] = [AuthPaths.login, AuthPaths.logout, AuthPaths.refresh, AuthPaths.refreshUserV1];

/**
 * Whether one answer means the signed-in session is over although nobody refused a refresh: 401 SESSION_EXPIRED
 * while there is no refresh-token cookie to renew it with (the base query then has nothing to refresh with and
 * would leave the page "signed in" with every call failing). A refused refresh and 401 NOT_LOGGED_IN are already
 * turned into expireSession() by @shop/session and @shop/api-clients.
 */
export function sessionLostBy(status: number, errorCode: unknown, url: URL): boolean {
  if (status !== 401 || OWN_AUTH_PATHS.includes(url.pathname)) return false;
  if (errorCode !== ErrorCode.SESSION_EXPIRED) return false;
  return isLoggedIn(loadUserSession()) && !getRefreshHashCookie();
}

/** A fetch for @shop/api-clients that watches every answer (RTK Query endpoints and direct calls alike). */
export function createAuthFailureFetch(inner: typeof fetch): typeof fetch {
  return async (input, init) => {
    const res = await inner(input, init);
    if (res.status !== 401) return res;
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, globalThis.location?.href ?? 'http://localhost/');
    let errorCode: unknown;
    try {
      errorCode = ((await res.clone().json()) as { errorCode?: unknown } | null)?.errorCode;
    } catch {
      errorCode = undefined;
    }
    if (sessionLostBy(res.status, errorCode, url)) expireSession();
    return res;
  };
}
