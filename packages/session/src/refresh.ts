import { getSessionConfig } from './config';
import { getRefreshHashCookie, getSessionIdCookie, setSessionCookies } from './cookies';
import { emitSessionChange } from './events';
import { expireSession } from './lifecycle';
import { loadUserSession, saveUserSession } from './userSession';
import type { UserSession } from './types';

export type RefreshOutcome =
  { ok: true; sessionId: string; refreshed: boolean } | { ok: false; reason: 'no-token' | 'rejected' | 'unreachable' };

export const REFRESH_LOCK = 'msm_session_refresh';

let inflight: Promise<RefreshOutcome> | null = null;

/**
 * SPEC §4 session refresh, single-flight: concurrent callers share one request. Pass the sessionId a failed call
 * was sent with; if the cookie already holds a different one (another call or tab refreshed meanwhile), no new
 * refresh happens and the caller just retries with the current id.
 */
export function refreshSession(options: { staleSessionId?: string } = {}): Promise<RefreshOutcome> {
  const current = getSessionIdCookie();
  if (options.staleSessionId && current && current !== options.staleSessionId && !inflight) {
    return Promise.resolve({ ok: true, sessionId: current, refreshed: false });
  }
  inflight ??= runRefresh().finally(() => {
    inflight = null;
  });
  return inflight;
}

async function runRefresh(): Promise<RefreshOutcome> {
  const tokenAtStart = getRefreshHashCookie();
  if (!tokenAtStart) return { ok: false, reason: 'no-token' };
  const { locks } = getSessionConfig();
  // Two tabs spending the same refresh token would look like token theft to the server (reuse detection).
  return locks ? locks.request(REFRESH_LOCK, () => refreshHoldingLock(tokenAtStart)) : refreshHoldingLock(tokenAtStart);
}

async function refreshHoldingLock(tokenAtStart: string): Promise<RefreshOutcome> {
  const token = getRefreshHashCookie();
  if (!token) return { ok: false, reason: 'no-token' };
  const sessionId = getSessionIdCookie();
  if (token !== tokenAtStart && sessionId) {
    // another tab rotated while we waited for the lock
    return { ok: true, sessionId, refreshed: false };
  }
  let result;
  try {
    result = await getSessionConfig().refreshTransport(token);
  } catch {
    return { ok: false, reason: 'unreachable' };
  }
  if (!result?.sessionId || !result.refreshTokenHash) {
    expireSession();
    return { ok: false, reason: 'rejected' };
  }
  setSessionCookies(result.sessionId, result.refreshTokenHash);
  const stored = loadUserSession();
  const next = { ...(stored ?? {}), ...result } as UserSession;
  saveUserSession(next);
  emitSessionChange('refreshed', next);
  return { ok: true, sessionId: result.sessionId, refreshed: true };
}

/** Test helper. */
export function isRefreshInFlight(): boolean {
  return inflight !== null;
}
