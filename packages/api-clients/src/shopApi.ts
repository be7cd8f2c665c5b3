import { createAction } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { customerBaseQuery, shopBaseQuery } from './baseQuery';

/**
 * One createApi for the `/api` base URL; each family (and each remote) adds endpoints with injectEndpoints. The tags
 * of every family are declared here, so that the subpath entries (order/api, cim/api, ...) need nothing from one
 * another: an after-sales application invalidates the order-authorisation check its order gave.
 */
/**
 * The answers a server-rendered page was rendered from (`{ shopApi: ..., customerApi: ... }`, the gateway's inline
 * payload): dispatched before hydrating, so the first render in the browser finds them and fetches nothing again.
 */
export const ssrHydrate = createAction<Record<string, unknown>>('shop/ssrHydrate');

function rehydrationOf(action: unknown, reducerPath: string) {
  // RTK Query takes only the fulfilled queries of this slice; anything else in the payload is ignored
  return ssrHydrate.match(action) ? (action.payload[reducerPath] as never) : undefined;
}

export const shopApi = createApi({
  reducerPath: 'shopApi',
  extractRehydrationInfo: (action, { reducerPath }) => rehydrationOf(action, reducerPath),
  baseQuery: shopBaseQuery,
  tagTypes: ['Session', 'OrderAuth', 'AfterSalesApply', 'WechatBinding', 'Cart', 'Order', 'Quote'],
  endpoints: () => ({}),
});

/** The customer-service family (`/Customer/*`, returnFlg envelope) on its own base URL. */
export const customerApi = createApi({
  reducerPath: 'customerApi',
  extractRehydrationInfo: (action, { reducerPath }) => rehydrationOf(action, reducerPath),
  baseQuery: customerBaseQuery,
  endpoints: () => ({}),
});
