import { shopApi } from '../shopApi';
import {
  OrderPaths,
  type ConfirmPreview,
  type ConfirmPreviewQuery,
  type OrderAuthCheckQuery,
  type OrderAuthCheckResult,
  type OrderCancelAnswer,
  type OrderCancelRequest,
  type OrderConfirmAnswer,
  type OrderConfirmRequest,
  type OrderConfirmResult,
  type OrderConfirmResultQuery,
  type OrderItemSearchQuery,
  type OrderItemSearchResult,
  type OrderReorderAnswer,
  type OrderReorderRequest,
  type OrderSlipCountQuery,
  type OrderSlipCountResult,
  type OrderSlipDetail,
  type OrderSlipDetailQuery,
  type OrderSlipSearchQuery,
  type OrderSlipSearchResult,
} from './types';

/**
 * Order slips (SPEC §7 orders), checkout and the order-authorisation check of SPEC §6.
 *
 * Confirmation is SPEC §4's request then poll under one Idempotency-Key: call it through createConfirmAction
 * (@shop/api-clients/confirm), e.g.
 * `request: ({ headers }) => confirm({ body, headers }).unwrap()`, `poll: (t, { idempotencyKey }) =>
 * dispatch(orderApi.endpoints.orderConfirmResult.initiate({ requestId: t.requestId, idempotencyKey }, { forceRefetch: true }))`.
 */
export const orderApi = shopApi.injectEndpoints({
  endpoints: (b) => ({
    orderSlipSearch: b.query<OrderSlipSearchResult, OrderSlipSearchQuery | void>({
      query: (p) => ({ url: OrderPaths.orderSlipSearch, params: p ?? {} }),
      providesTags: (r) => [
        { type: 'Order', id: 'LIST' },
        ...(r?.orderSlipList ?? []).map((o) => ({ type: 'Order' as const, id: o.orderSlipNumber })),
      ],
    }),
    orderSlipCount: b.query<OrderSlipCountResult, OrderSlipCountQuery | void>({
      query: (p) => ({ url: OrderPaths.orderSlipCount, params: p ?? {} }),
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    orderSlipDetail: b.query<OrderSlipDetail, OrderSlipDetailQuery>({
      query: (p) => ({ url: OrderPaths.orderSlipDetail, params: p }),
      providesTags: (_r, _e, p) => [{ type: 'Order', id: p.orderSlipNumber.toUpperCase() }],
    }),
    orderItemSearch: b.query<OrderItemSearchResult, OrderItemSearchQuery | void>({
      query: (p) => ({ url: OrderPaths.orderItemSearch, params: p ?? {} }),
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    /** 403 无权查看该订单 / 404 订单不存在 arrive as the query's error (status and message) */
    orderAuthCheck: b.query<OrderAuthCheckResult, OrderAuthCheckQuery>({
      query: (p) => ({ url: OrderPaths.orderSlipAuthCheck, params: p }),
      providesTags: (_r, _e, p) => [{ type: 'OrderAuth', id: p.soSlipNumber.toUpperCase() }],
    }),
    orderConfirmPreview: b.query<ConfirmPreview, ConfirmPreviewQuery>({
      query: (p) => ({ url: OrderPaths.orderSlipConfirmPreview, params: p }),
      providesTags: [
        { type: 'Order', id: 'PREVIEW' },
        // the cart's own tag (cart/api.ts), so a cart change refetches the preview
        { type: 'Cart', id: 'LINES' },
      ],
      keepUnusedDataFor: 0,
    }),
    /** pass `headers` from createConfirmAction (the Idempotency-Key) */
    orderConfirm: b.mutation<OrderConfirmAnswer, { body: OrderConfirmRequest; headers: Record<string, string> }>({
      query: ({ body, headers }) => ({ url: OrderPaths.orderSlipConfirm, method: 'POST', body, headers }),
    }),
    /** the poll; once it answers DONE the order exists and the cart has changed */
    orderConfirmResult: b.query<OrderConfirmResult, OrderConfirmResultQuery>({
      query: (p) => ({ url: OrderPaths.orderSlipConfirmResult, params: p }),
      keepUnusedDataFor: 0,
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data?.state === 'DONE') {
          dispatch(
            shopApi.util.invalidateTags([
              { type: 'Order', id: 'LIST' },
              // every Cart tag: the lines and the header's count (cart/api.ts)
              'Cart',
              { type: 'Quote', id: 'LIST' },
            ]),
          );
        }
      },
    }),
    orderCancel: b.mutation<OrderCancelAnswer, OrderCancelRequest>({
      query: (body) => ({ url: OrderPaths.orderSlipCancel, method: 'POST', body }),
      invalidatesTags: (_r, _e, req) => [
        { type: 'Order', id: 'LIST' },
        { type: 'Order', id: req.orderSlipNumber.toUpperCase() },
      ],
    }),
    orderReorder: b.mutation<OrderReorderAnswer, OrderReorderRequest>({
      query: (body) => ({ url: OrderPaths.orderSlipReorder, method: 'POST', body }),
      invalidatesTags: ['Cart'],
    }),
  }),
});

export const {
  useOrderSlipSearchQuery,
  useOrderSlipCountQuery,
  useOrderSlipDetailQuery,
  useOrderItemSearchQuery,
  useOrderAuthCheckQuery,
  useOrderConfirmPreviewQuery,
  useOrderConfirmMutation,
  useLazyOrderConfirmResultQuery,
  useOrderCancelMutation,
  useOrderReorderMutation,
} = orderApi;
