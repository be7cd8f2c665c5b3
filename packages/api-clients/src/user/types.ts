import type { AuthCheckResult, CustomerInfo, UserSession } from '@shop/session';

/**
 * Contract of the auth and user endpoints, shared by the API (apps/api/src/auth, src/user) and the clients.
 * All answers use the status envelope. Request and response schemas: ./schemas.ts (server and tests only); the
 * session entities are @shop/session's, which those schemas are type-checked to describe exactly.
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

export type { LoginRequest, RefreshRequest } from './schemas';
/** Login and refresh both answer the full user session of SPEC §3 (described exactly by ./schemas.ts's LoginResponse). */
export type LoginResponse = UserSession & {
  /** when the sessionId stops being accepted without a refresh (ISO 8601) */
  sessionExpiresAt: string;
};
export type RefreshResponse = LoginResponse;
export type AuthCheckResponse = AuthCheckResult;
/** customerCode is null for an individual customer without a company. */
export type CustomerInfoResponse = CustomerInfo;

/** Name of the server's own HttpOnly session cookie (see packages/session/README.md). */
export const SERVER_SESSION_COOKIE = 'msm_sid';
