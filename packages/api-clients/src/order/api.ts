import { shopApi } from '../shopApi';
import {
  OrderPaths,
  type OrderAuthCheckQuery,
  type OrderAuthCheckResult,
  type OrderSlipSearchQuery,
  type OrderSlipSearchResult,
} from './types';

/** Order slips (SPEC §7 orders) and the order-authorisation check of SPEC §6. */
export const orderApi = shopApi.injectEndpoints({
  endpoints: (b) => ({
    orderSlipSearch: b.query<OrderSlipSearchResult, OrderSlipSearchQuery | void>({
      query: (p) => ({ url: OrderPaths.orderSlipSearch, params: p ?? {} }),
    }),
    /** 403 无权查看该订单 / 404 订单不存在 arrive as the query's error (status and message) */
    orderAuthCheck: b.query<OrderAuthCheckResult, OrderAuthCheckQuery>({
      query: (p) => ({ url: OrderPaths.orderSlipAuthCheck, params: p }),
      providesTags: (_r, _e, p) => [{ type: 'OrderAuth', id: p.soSlipNumber.toUpperCase() }],
    }),
  }),
});

export const { useOrderSlipSearchQuery, useOrderAuthCheckQuery } = orderApi;
