import { localStore } from './localStore';
import { getRefreshHashCookie, getSessionIdCookie } from './cookies';
import type { UserSession } from './types';

/** Local keys (without the msm_ prefix) that hold user data; logout removes all of them. */
export const USER_SESSION_KEY = 'user';
export const SECOND_FAMILY_LOGIN_INFO_KEY = 'loginInfo';
export const SECOND_FAMILY_USER_INFO_KEY = 'userInfo';
export const SECOND_FAMILY_CUSTOMER_INFO_KEY = 'customerInfo';
export const USER_ENTRY_KEYS = [
  USER_SESSION_KEY,
  SECOND_FAMILY_LOGIN_INFO_KEY,
  SECOND_FAMILY_USER_INFO_KEY,
  SECOND_FAMILY_CUSTOMER_INFO_KEY,
] as const;

export function loadUserSession(): UserSession | null {
  return localStore.get<UserSession>(USER_SESSION_KEY);
}

export function saveUserSession(session: UserSession, options?: { expiresAt?: number | Date }): void {
  localStore.set(USER_SESSION_KEY, session, options);
}

/** Merges fields into the stored session; no-op when nobody is stored. */
export function updateUserSession(patch: Partial<UserSession>): UserSession | null {
  const current = loadUserSession();
  if (!current) return null;
  const next = { ...current, ...patch };
  saveUserSession(next);
  return next;
}

export function clearUserEntries(): void {
  for (const key of USER_ENTRY_KEYS) localStore.remove(key);
}

/** The sessionId to send: the cookie (shared by every tab and app on the domain) wins over the stored copy. */
export function currentSessionId(): string | undefined {
  return getSessionIdCookie() ?? loadUserSession()?.sessionId ?? undefined;
}

export function currentRefreshTokenHash(): string | undefined {
  return getRefreshHashCookie() ?? loadUserSession()?.refreshTokenHash ?? undefined;
}
