import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { ApiError } from './apiError';
import type { ServiceKind } from './config';
import { performRequest, type ShopRequest } from './request';
import { installRefreshTransport } from './user/refreshTransport';

export type { ApiError } from './apiError';

installRefreshTransport();

export type ShopBaseQuery = BaseQueryFn<string | ShopRequest, unknown, ApiError>;

/**
 * RTK Query base query for one service family: adds applicationId, lang and sessionId, the service's base URL,
 * API key and headers, unwraps its envelope, and refreshes + retries once on SESSION_EXPIRED.
 */
export function createBaseQuery(defaults: { service?: ServiceKind } = {}): ShopBaseQuery {
  return async (args, api) => {
    const req: ShopRequest = typeof args === 'string' ? { url: args } : args;
    const result = await performRequest({ service: defaults.service, signal: api.signal, ...req });
    return result.error ? { error: result.error } : { data: result.data };
  };
}

/** Base query of the `/api` families (status envelope). */
export const shopBaseQuery = createBaseQuery({ service: 'api' });
/** First-cut name, kept for existing imports. */
export const statusBaseQuery = shopBaseQuery;
export const customerBaseQuery = createBaseQuery({ service: 'customer' });
