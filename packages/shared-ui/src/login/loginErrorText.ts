import { ApiRequestError, isApiError, Messages, type ApiError } from '@shop/api-clients';

export const LOGIN_RATE_LIMITED = '登录尝试过于频繁，请稍后再试';
const LOGIN_UNAVAILABLE = '登录失败，请稍后再试';

/**
 * What the login form shows for a failed login. The server's own text is shown as it is (it never says whether the
 * account exists); only when it gave none does the form fall back to a text of its own.
 */
export function loginErrorText(error: unknown): string {
  const e: ApiError | null = error instanceof ApiRequestError ? error.error : isApiError(error) ? error : null;
  if (!e) return LOGIN_UNAVAILABLE;
  if (e.status === 'failed') return `${Messages.OFFLINE}，${Messages.OFFLINE_DETAIL}`;
  const fromServer = e.message && /[\u4e00-\u9fff]/.test(e.message) ? e.message : '';
  if (e.status === 429) return fromServer || LOGIN_RATE_LIMITED;
  return fromServer || LOGIN_UNAVAILABLE;
}
