/**
 * Order family contract (SPEC §7 orders, `/api/order/v1/...`, status envelope). Shared by apps/api/src/order (server)
 * and the RTK Query endpoints in ./api.ts. The request and response schemas are written once in ./schemas.ts
 * (TypeBox); the types below are derived from them and re-exported type-only, so no TypeBox reaches a browser bundle.
 */
import type { OrderStatus, PaymentMethod } from './schemas';

export type {
  ApplicableLine,
  BlockedLine,
  ConfirmLine,
  ConfirmPreview,
  ConfirmPreviewQuery,
  InvoiceInfo,
  InvoiceType,
  OrderAuthCheckQuery,
  OrderAuthCheckResult,
  OrderCancelAnswer,
  OrderCancelRequest,
  OrderConfirmAnswer,
  OrderConfirmRequest,
  OrderConfirmResult,
  OrderConfirmResultQuery,
  OrderItem,
  OrderItemSearchQuery,
  OrderItemSearchResult,
  OrderLine,
  OrderLineDetail,
  OrderReorderAnswer,
  OrderReorderRequest,
  OrderShipment,
  OrderSlip,
  OrderSlipCountQuery,
  OrderSlipCountResult,
  OrderSlipDetail,
  OrderSlipDetailQuery,
  OrderSlipSearchQuery,
  OrderSlipSearchResult,
  OrderSlipSummary,
  OrderSource,
  OrderStatus,
  OrderStatusChange,
  OrderStatusCount,
  PaymentMethod,
  PreviewLine,
  ShipToSnapshot,
} from './schemas';

export const OrderPaths = {
  orderSlipSearch: '/api/order/v1/orderSlip/search',
  /** orders per status for the list's filters */
  orderSlipCount: '/api/order/v1/orderSlip/count',
  /** one order: lines with ship dates, shipments, status history, ship-to, invoice */
  orderSlipDetail: '/api/order/v1/orderSlip/detail',
  /** line-level search */
  orderItemSearch: '/api/order/v1/orderItem/search',
  /** SPEC §6 order-authorisation check of the after-sales pages */
  orderSlipAuthCheck: '/api/order/v1/orderSlip/authCheck',
  /** what the confirm page shows (lines priced now or at the quote's prices, payment methods, default invoice) */
  orderSlipConfirmPreview: '/api/order/v1/orderSlip/confirmPreview',
  /** SPEC §4 confirmation: request (Idempotency-Key) ... */
  orderSlipConfirm: '/api/order/v1/orderSlip/confirm',
  /** ... then result poll */
  orderSlipConfirmResult: '/api/order/v1/orderSlip/confirmResult',
  orderSlipCancel: '/api/order/v1/orderSlip/cancel',
  /** the order's lines back into the cart */
  orderSlipReorder: '/api/order/v1/orderSlip/reorder',
} as const;

/** Limits both sides check (SPEC §5 rule parameters the spec leaves open; the choice is documented in docs/buying.md). */
export const ORDER_LIMITS = {
  /** customerOrderNumber: SPEC §5 customerOrderItemBranchNumber (half-width ASCII), max 30 */
  customerOrderNumberMax: 30,
  /** branch number per line: the same rule, max 10 */
  branchNumberMax: 10,
  /** requestedDeliveryDate at most this many days after the order date */
  deliveryWithinDays: 180,
  remarkMax: 200,
} as const;

/** The validation rule strings (@shop/validation) of the confirm form, one per field, shared by page and server. */
export const ORDER_FIELD_RULES = {
  customerOrderNumber: `customerOrderItemBranchNumber:${ORDER_LIMITS.customerOrderNumberMax}`,
  branchNumber: `customerOrderItemBranchNumber:${ORDER_LIMITS.branchNumberMax}`,
  invoiceTitle: 'required|max:100',
  taxNo: 'taxNo|newTaxNo|max:30',
  /** required for invoiceType '1' (增值税专用发票); the server adds required then */
  openingBank: 'openingBank|max:100',
  bankAccount: 'bankAccount|max:40',
  registeredAddress: 'max:200',
  registeredTel: 'tel|max:30',
} as const;

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  ONLINE: '在线支付',
  ACCOUNT_PERIOD: '账期支付（月结）',
};

/** Chinese texts of the order-authorisation check (server answers them, pages show them). */
export const OrderMessages = {
  /** 403: the order belongs to the caller's company, but the caller may not see it */
  FORBIDDEN: '无权查看该订单',
  /** 404: no such order, or it belongs to another company / customer (existence is not revealed) */
  NOT_FOUND: '订单不存在',
  /** 404: the order is visible but has no such line */
  LINE_NOT_FOUND: '订单明细不存在',
} as const;

/** Chinese refusals of checkout, cancel and reorder (the server answers them; pages show them as they are). */
export const CheckoutMessages = {
  NO_ORDER_PERMISSION: '您没有下单权限',
  NO_CART_PERMISSION: '您没有使用购物车的权限',
  NO_PRICE_PERMISSION: '您没有查看价格的权限，无法下单',
  COMPANY_REQUIRED: '请先完善公司信息',
  /** shipToChangeFlag '0' (SPEC §6): another address than the company's default was chosen */
  SHIP_TO_FIXED: '贵公司的订单只能发往默认收货地址，如需更改请联系公司主账号',
  NO_LINES: '请选择要下单的商品',
  CART_LINE_NOT_FOUND: '购物车中没有该商品，请刷新购物车后重试',
  CART_LINE_DUPLICATE: '同一商品行不能重复提交',
  LINE_NOT_ORDERABLE: (partNumber: string, reason: string) => `型号 ${partNumber} 不能下单：${reason}`,
  QUOTE_REQUIRED: '请指定要下单的报价单',
  QUOTE_NOT_FOUND: '报价单不存在',
  QUOTE_NOT_ORDERABLE: '该报价单当前不能下单（仅已报价且在有效期内的报价单可以下单）',
  QUOTE_LINES_MISMATCH: '按报价下单时须包含报价单的全部明细',
  SHIP_TO_NOT_FOUND: '收货地址不存在，请重新选择',
  PAYMENT_NOT_ALLOWED: '贵公司未开通账期支付，请选择在线支付',
  DELIVERY_DATE_TOO_EARLY: (earliest: string) => `希望交货日期不能早于最早发货日期 ${earliest}`,
  DELIVERY_DATE_TOO_LATE: (days: number) => `希望交货日期须在 ${days} 天之内`,
  DELIVERY_DATE_INVALID: '希望交货日期格式不正确',
  INVOICE_FIELD: (label: string, message: string) => `发票信息「${label}」：${message}`,
  CUSTOMER_ORDER_NUMBER: (message: string) => `客户订单号：${message}`,
  BRANCH_NUMBER: (partNumber: string, message: string) => `型号 ${partNumber} 的分支号：${message}`,
  CAMPAIGN_SOLD_OUT: '该限量折扣商品剩余数量不足',
  PRICE_CHANGED: (partNumber: string) => `型号 ${partNumber} 的价格已变化，请刷新后重新确认订单`,
  REQUEST_NOT_FOUND: '没有找到该下单请求',
  CANCEL_NO_PERMISSION: '您没有取消订单的权限',
  CANCEL_NOT_ALLOWED: (statusDisp: string) => `订单状态为「${statusDisp}」，不能取消`,
  REORDER_NOTHING: '该订单的商品已全部下架，无法再次购买',
} as const;

/** Machine-readable codes in errorCode of the status envelope. */
export const OrderErrorCode = {
  ORDER_FORBIDDEN: 'ORDER_FORBIDDEN',
  ORDER_NOT_FOUND: 'ORDER_NOT_FOUND',
  COMPANY_REQUIRED: 'COMPANY_REQUIRED',
  LINE_NOT_ORDERABLE: 'LINE_NOT_ORDERABLE',
  CAMPAIGN_SOLD_OUT: 'CAMPAIGN_SOLD_OUT',
  PRICE_CHANGED: 'PRICE_CHANGED',
  QUOTE_NOT_ORDERABLE: 'QUOTE_NOT_ORDERABLE',
  SHIP_TO_NOT_FOUND: 'SHIP_TO_NOT_FOUND',
  ORDER_NOT_CANCELLABLE: 'ORDER_NOT_CANCELLABLE',
  ORDER_INVALID: 'ORDER_INVALID',
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

/** The states an order can still be cancelled in (nothing has left the warehouse). */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['PENDING_CONFIRM', 'PENDING_PAYMENT', 'CONFIRMED'];

/** Pattern of an order slip number: SO + year + six digits (e.g. SO2026010003). */
export const ORDER_SLIP_NUMBER_PATTERN = /^SO\d{10}$/;
