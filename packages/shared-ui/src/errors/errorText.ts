import { DEFAULT_ERROR_MESSAGE, Messages, toApiError } from '@shop/api-clients';

const CJK = /[\u4e00-\u9fff]/;

/**
 * The one way a page turns a failed call into text (issue 9): the server's own Chinese message as it is (a login's
 * never says whether the account exists; 无权查看该订单, 订单不存在 ...), the offline text when no answer came, and
 * otherwise `fallback` — also for messages that are not Chinese (a JavaScript error's, a proxy's English page), which
 * a customer must never see. `rateLimited` is the fallback of a 429 without a text of its own.
 *
 * It reads every failure the clients produce: an RTK Query error (the base query always gives an ApiError), a thrown
 * ApiRequestError, an ApiError; anything else is the fallback.
 */
export function errorText(
  error: unknown,
  fallback: string = DEFAULT_ERROR_MESSAGE,
  { rateLimited }: { rateLimited?: string } = {},
): string {
  const e = toApiError(error);
  if (!e) return fallback;
  const fromServer = e.message && CJK.test(e.message) ? e.message : '';
  // a request the page itself cancelled says so; any other call without an answer is the network's
  if (e.status === 'failed') return e.errorCode === 'ABORTED' ? fromServer || fallback : `${Messages.OFFLINE}，${Messages.OFFLINE_DETAIL}`;
  if (e.status === 429 && rateLimited) return fromServer || rateLimited;
  return fromServer || fallback;
}
