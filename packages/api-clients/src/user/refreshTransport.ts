import { configureSession, type RefreshTransport } from '@shop/session';
import { ApiRequestError } from '../apiError';
import { performRequest } from '../request';
import { AuthPaths, type RefreshResponse } from './types';

/**
 * The refresh call of SPEC §7 through the configured API base: a refused token answers null (the session is over),
 * no answer or a 5xx throws (keep the session, try again later).
 */
export const apiRefreshTransport: RefreshTransport = async (refreshTokenHash) => {
  const r = await performRequest<RefreshResponse>({
    url: AuthPaths.refresh,
    method: 'POST',
    body: { refreshTokenHash },
    sessionIdIn: 'none',
    noRefresh: true,
  });
  if (!r.error) return r.data;
  if (r.error.status === 'failed' || r.error.status >= 500 || r.error.status === 429) throw new ApiRequestError(r.error);
  return null;
};

/** Makes @shop/session refresh through this package (done on import of the base query; call again after a reset). */
export function installRefreshTransport(): void {
  configureSession({ refreshTransport: apiRefreshTransport });
}
