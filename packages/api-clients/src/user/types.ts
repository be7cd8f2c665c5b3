import type { AuthCheckResult, CustomerInfo, UserSession } from '@shop/session';

/**
 * Contract of the auth and user endpoints, shared by the API (apps/api/src/auth, src/user) and the clients.
 * All answers use the status envelope.
 */
export const AuthPaths = {
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  refresh: '/api/auth/refresh',
  /** SPEC §7 lists auth/refresh under user/v1 as well; both paths answer the same */
  refreshUserV1: '/api/user/v1/auth/refresh',
  authCheck: '/api/user/v1/auth/check',
  customerInfo: '/api/user/v1/customerInfo',
} as const;

export interface LoginRequest {
  loginId: string;
  password: string;
}
/** Login and refresh both answer the full user session of SPEC §3. */
export type LoginResponse = UserSession & {
  /** when the sessionId stops being accepted without a refresh (ISO 8601) */
  sessionExpiresAt: string;
};
export interface RefreshRequest {
  refreshTokenHash: string;
}
export type RefreshResponse = LoginResponse;
export type AuthCheckResponse = AuthCheckResult;
/** customerCode is null for an individual customer without a company. */
export type CustomerInfoResponse = CustomerInfo;

/** Name of the server's own HttpOnly session cookie (see packages/session/README.md). */
export const SERVER_SESSION_COOKIE = 'msm_sid';
