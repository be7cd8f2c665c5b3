/**
 * Order family contract (SPEC §7 orders, `/api/order/v1/...`, status envelope). Shared by apps/api/src/order (server)
 * and the RTK Query endpoints in ./api.ts. The request and response schemas are written once in ./schemas.ts
 * (TypeBox); the types below are derived from them and re-exported type-only, so no TypeBox reaches a browser bundle.
 */
import type { OrderStatus } from './schemas';

export type {
  ApplicableLine,
  OrderAuthCheckQuery,
  OrderAuthCheckResult,
  OrderLine,
  OrderSlip,
  OrderSlipSearchQuery,
  OrderSlipSearchResult,
  OrderStatus,
  PaymentMethod,
} from './schemas';

export const OrderPaths = {
  orderSlipSearch: '/api/order/v1/orderSlip/search',
  /** SPEC §6 order-authorisation check of the after-sales pages */
  orderSlipAuthCheck: '/api/order/v1/orderSlip/authCheck',
} as const;

/** Chinese texts of the order-authorisation check (server answers them, pages show them). */
export const OrderMessages = {
  /** 403: the order belongs to the caller's company, but the caller may not see it */
  FORBIDDEN: '无权查看该订单',
  /** 404: no such order, or it belongs to another company / customer (existence is not revealed) */
  NOT_FOUND: '订单不存在',
  /** 404: the order is visible but has no such line */
  LINE_NOT_FOUND: '订单明细不存在',
} as const;

/** Machine-readable codes in errorCode of the status envelope. */
export const OrderErrorCode = {
  ORDER_FORBIDDEN: 'ORDER_FORBIDDEN',
  ORDER_NOT_FOUND: 'ORDER_NOT_FOUND',
} as const;

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  PENDING_CONFIRM: '待确认',
  PENDING_PAYMENT: '待付款',
  CONFIRMED: '备货中',
  PARTIALLY_SHIPPED: '部分发货',
  SHIPPED: '已发货',
  COMPLETED: '已完成',
  CANCELLED: '已取消',
};

/** Pattern of an order slip number: SO + year + six digits (e.g. SO2026010003). */
export const ORDER_SLIP_NUMBER_PATTERN = /^SO\d{10}$/;
