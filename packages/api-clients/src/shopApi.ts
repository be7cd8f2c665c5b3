import { createApi } from '@reduxjs/toolkit/query/react';
import { customerBaseQuery, shopBaseQuery } from './baseQuery';

/**
 * One createApi for the `/api` base URL; each family (and each remote) adds endpoints with injectEndpoints. The tags
 * of every family are declared here, so that the subpath entries (order/api, cim/api, ...) need nothing from one
 * another: an after-sales application invalidates the order-authorisation check its order gave.
 */
export const shopApi = createApi({
  reducerPath: 'shopApi',
  baseQuery: shopBaseQuery,
  tagTypes: ['Session', 'OrderAuth', 'AfterSalesApply', 'WechatBinding', 'Cart', 'Order', 'Quote'],
  endpoints: () => ({}),
});

/** The customer-service family (`/Customer/*`, returnFlg envelope) on its own base URL. */
export const customerApi = createApi({
  reducerPath: 'customerApi',
  baseQuery: customerBaseQuery,
  endpoints: () => ({}),
});
