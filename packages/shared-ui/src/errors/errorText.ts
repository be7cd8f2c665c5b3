import { Messages, toApiError } from '@shop/api-clients';

/**
 * What a form shows for a failed call: the server's own Chinese text as it is (a login's never says whether the
 * account exists), the offline text when no answer came, and only otherwise `fallback` (`rateLimited` for a 429
 * without a text of its own, when given).
 */
export function serverErrorText(error: unknown, fallback: string, { rateLimited }: { rateLimited?: string } = {}): string {
  const e = toApiError(error);
  if (!e) return fallback;
  if (e.status === 'failed') return `${Messages.OFFLINE}，${Messages.OFFLINE_DETAIL}`;
  const fromServer = e.message && /[\u4e00-\u9fff]/.test(e.message) ? e.message : '';
  if (e.status === 429 && rateLimited) return fromServer || rateLimited;
  return fromServer || fallback;
}
