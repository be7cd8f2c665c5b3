/**
 * Response envelopes of SPEC §3. The API builds its responses from these types and the
 * clients unwrap them with the same types, so the two sides cannot drift.
 *
 * - `StatusEnvelope`  – the `/api/v1/*` families (catalogue, personalisation, order, user, notification):
 *                       status 0 is success, anything else a failure whose errorMessage is shown.
 * - `ReturnFlgEnvelope` – the customer-service family (`/Customer/*`): returnFlg 0 is success.
 * - `MessageEnvelope` – recommendation calls: message 'success' is success.
 * - `MsgEnvelope`     – outlet banner calls: msg '一切ok' is success.
 */
export interface StatusEnvelope<T> {
  status: number;
  errorMessage: string;
  /** machine-readable code for failures (e.g. INVALID_PARAM); absent on success */
  errorCode?: string;
  data: T | null;
}
export interface ReturnFlgEnvelope<T> {
  returnFlg: number;
  returnMSG: string;
  data: T | null;
}
export interface MessageEnvelope<T> {
  message: string;
  data: T | null;
}
export interface MsgEnvelope<T> {
  msg: string;
  data: T | null;
}

export const DEFAULT_ERROR_MESSAGE = '未知错误';
export const RECOMMEND_OK = 'success';
export const OUTLET_BANNER_OK = '一切ok';

/** A success: status 0, and data as given (typed non-null, so it matches a route's response schema). */
export function ok<T>(data: T): StatusEnvelope<T> & { status: 0; data: T } {
  return { status: 0, errorMessage: '', data };
}
export function fail(errorMessage: string, errorCode = 'ERROR', status = 1): StatusEnvelope<never> {
  return { status, errorMessage, errorCode, data: null };
}
export function returnOk<T>(data: T, returnMSG = ''): ReturnFlgEnvelope<T> {
  return { returnFlg: 0, returnMSG, data };
}
export function returnFail(returnMSG: string, returnFlg = 1): ReturnFlgEnvelope<never> {
  return { returnFlg, returnMSG, data: null };
}

/** The second family answers its data bare; failures come as HTTP 400/500 with `{ message }`. */
export interface JpErrorBody {
  message?: string;
}

/**
 * Machine-readable failure codes carried in `errorCode` of the status envelope. Clients branch on these, never on
 * the Chinese text.
 */
export const ErrorCode = {
  /** HTTP 401: the sessionId was valid once but has expired, idled out or been replaced; refresh and retry */
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  /** HTTP 401: no sessionId, or one the server never issued */
  NOT_LOGGED_IN: 'NOT_LOGGED_IN',
  /** HTTP 401: wrong login id or password (the message never says which) */
  LOGIN_FAILED: 'LOGIN_FAILED',
  /** HTTP 401: refresh token unknown, expired or revoked */
  REFRESH_INVALID: 'REFRESH_INVALID',
  /** HTTP 401: refresh token presented twice; the whole session family is revoked */
  REFRESH_REUSED: 'REFRESH_REUSED',
  /** HTTP 403 */
  FORBIDDEN: 'FORBIDDEN',
  /** HTTP 400 */
  INVALID_PARAM: 'INVALID_PARAM',
  /** HTTP 429 */
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Chinese texts shared by client and server. */
export const Messages = {
  OFFLINE: '网络连接不可用',
  OFFLINE_DETAIL: '请检查网络连接后重试',
  LOGIN_FAILED: '账号或密码错误',
  SESSION_EXPIRED: '登录已过期，请重新登录',
  NOT_LOGGED_IN: '请先登录',
  FORBIDDEN: '没有操作权限',
  TOO_MANY_REQUESTS: '操作过于频繁，请稍后再试',
  UPLOAD_FORMAT: '文件格式不正确，请重新上传',
  UPLOAD_FAILED: '上传失败，请重新上传',
  POLL_TIMEOUT: '处理结果查询超时，请稍后在列表中查看',
} as const;
