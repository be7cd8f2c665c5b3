import { createApi } from '@reduxjs/toolkit/query/react';
import { customerBaseQuery, shopBaseQuery } from './baseQuery';

/** One createApi for the `/api` base URL; each family (and each remote) adds endpoints with injectEndpoints. */
export const shopApi = createApi({
  reducerPath: 'shopApi',
  baseQuery: shopBaseQuery,
  tagTypes: ['Session'],
  endpoints: () => ({}),
});

/** The customer-service family (`/Customer/*`, returnFlg envelope) on its own base URL. */
export const customerApi = createApi({
  reducerPath: 'customerApi',
  baseQuery: customerBaseQuery,
  endpoints: () => ({}),
});
