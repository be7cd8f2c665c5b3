/** Session lifetimes and policies; every value can be overridden when registering the plugin (tests move `now`). */
export interface AuthSettings {
  /** absolute lifetime of one sessionId */
  sessionTtlMs: number;
  /** a sessionId unused this long is expired (the client refreshes transparently) */
  idleTimeoutMs: number;
  /** lifetime of a refresh token (and of the msm_sid cookie) */
  refreshTtlMs: number;
  /**
   * a spent refresh token presented again this soon after its rotation (two tabs, a retry) gets the same new pair
   * instead of revoking the family; later, it is a replay and revokes it
   */
  refreshGraceMs: number;
  /** lastSeenAt is written at most this often per session */
  lastSeenWriteMs: number;
  /** require the HttpOnly msm_sid cookie next to a sessionId (see packages/session/README.md) */
  bindCookie: boolean;
  /** Secure attribute on msm_sid (on behind HTTPS) */
  cookieSecure: boolean;
  /**
   * failed logins one client address may make on one login id within loginWindowMs before it must wait loginBaseDelayMs;
   * each further failure doubles the wait, up to loginMaxDelayMs (auth/loginThrottle.ts says why
   * not a lock of the account)
   */
  loginFreeFailures: number;
  loginWindowMs: number;
  loginBaseDelayMs: number;
  loginMaxDelayMs: number;
  now: () => Date;
}

const MINUTE = 60_000;

export const defaultAuthSettings: AuthSettings = {
  sessionTtlMs: 2 * 60 * MINUTE,
  idleTimeoutMs: 30 * MINUTE,
  refreshTtlMs: 30 * 24 * 60 * MINUTE,
  refreshGraceMs: 20_000,
  lastSeenWriteMs: MINUTE,
  bindCookie: true,
  cookieSecure: process.env.NODE_ENV === 'production',
  loginFreeFailures: 5,
  loginWindowMs: 15 * MINUTE,
  loginBaseDelayMs: 30_000,
  loginMaxDelayMs: 15 * MINUTE,
  now: () => new Date(),
};

export function resolveAuthSettings(partial: Partial<AuthSettings> = {}): AuthSettings {
  return { ...defaultAuthSettings, ...partial };
}
