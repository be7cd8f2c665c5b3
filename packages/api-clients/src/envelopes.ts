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

export function ok<T>(data: T): StatusEnvelope<T> {
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
