import { createApi } from '@reduxjs/toolkit/query/react';
import { statusBaseQuery } from './baseQuery';

/** One createApi for the `/api` base URL; each family (and each remote) adds endpoints with injectEndpoints. */
export const shopApi = createApi({
  reducerPath: 'shopApi',
  baseQuery: statusBaseQuery,
  endpoints: () => ({}),
});
