import {
  getRefreshHashCookie,
  getSessionIdCookie,
  isLoggedIn,
  loadUserSession,
  refreshSession,
  type RefreshOutcome,
  type UserSession,
} from '@shop/session';
import { sessionRestoreChanged } from '@shop/shared-ui';

/** A session this close to its absolute end is refreshed at start rather than on its first refused call. */
const STALE_MARGIN_MS = 60_000;

type StoredSession = UserSession & { sessionExpiresAt?: string };

/**
 * Whether the stored session cannot be used as it is: nobody stored (another app or a cleared storage, while the
 * refresh cookie is still there), a logged-out status, a sessionId other than the cookie's, or its sessionId at
 * (or near) its absolute end.
 */
export function storedSessionIsStale(stored: StoredSession | null, now: number): boolean {
  if (!stored || !isLoggedIn(stored)) return true;
  const cookieId = getSessionIdCookie();
  if (cookieId && cookieId !== stored.sessionId) return true;
  const end = stored.sessionExpiresAt ? Date.parse(stored.sessionExpiresAt) : Number.NaN;
  return Number.isFinite(end) && end - STALE_MARGIN_MS <= now;
}

/**
 * Start-up half of SPEC §4 session refresh: with a refresh-token cookie and a missing or stale stored session, ask
 * for a new sessionId once (single-flight, shared with any call that fails meanwhile) without leaving the page.
 * Guards wait while this runs. Returns null when nothing had to be done.
 */
export async function restoreSessionOnStart(
  dispatch: (action: ReturnType<typeof sessionRestoreChanged>) => unknown,
  now: number = Date.now(),
): Promise<RefreshOutcome | null> {
  if (!getRefreshHashCookie()) return null;
  if (!storedSessionIsStale(loadUserSession() as StoredSession | null, now)) return null;
  dispatch(sessionRestoreChanged(true));
  try {
    return await refreshSession();
  } finally {
    dispatch(sessionRestoreChanged(false));
  }
}
