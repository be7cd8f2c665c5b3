import { ApiRequestError, isApiError, Messages, type ApiError } from '@shop/api-clients';

const FALLBACK = '微信登录失败，请稍后重试';

/** The Chinese text of a failed WeChat call: the server's own message, or a text of our own when it gave none. */
export function wechatErrorText(error: unknown): string {
  const e: ApiError | null = error instanceof ApiRequestError ? error.error : isApiError(error) ? error : null;
  if (!e) return FALLBACK;
  if (e.status === 'failed') return `${Messages.OFFLINE}，${Messages.OFFLINE_DETAIL}`;
  return e.message && /[\u4e00-\u9fff]/.test(e.message) ? e.message : FALLBACK;
}

/** The errorCode of a failed call, if the server gave one. */
export function wechatErrorCode(error: unknown): string | undefined {
  const e: ApiError | null = error instanceof ApiRequestError ? error.error : isApiError(error) ? error : null;
  return e?.errorCode;
}
