/**
 * Order family contract schemas (SPEC §7 orders, `/api/order/v1/...`, status envelope): written once here, the types
 * derived from them (re-exported as types by ./types.ts). Server and tests only at run time — see ../common/schemas.ts.
 */
import { Answers, PagingProperties, Query, Text, Type, type Static } from '../common/schemas';

/**
 * The order lifecycle (docs/product-rules.md, 订单状态):
 * PENDING_CONFIRM 待确认: placed on the account period, the shop's check still to run (a job confirms it);
 * PENDING_PAYMENT 待付款: placed with online payment, not paid yet;
 * CONFIRMED 备货中: accepted (paid, or on the account period), nothing shipped yet;
 * PARTIALLY_SHIPPED 部分发货; SHIPPED 已发货: every unit left the warehouse; COMPLETED 已完成: delivered;
 * CANCELLED 已取消.
 */
export const OrderStatus = Type.Union([
  Type.Literal('PENDING_CONFIRM'),
  Type.Literal('PENDING_PAYMENT'),
  Type.Literal('CONFIRMED'),
  Type.Literal('PARTIALLY_SHIPPED'),
  Type.Literal('SHIPPED'),
  Type.Literal('COMPLETED'),
  Type.Literal('CANCELLED'),
]);
export type OrderStatus = Static<typeof OrderStatus>;

/** ONLINE: paid online before the order is prepared; ACCOUNT_PERIOD: billed on the customer's statement (月结). */
export const PaymentMethod = Type.Union([Type.Literal('ONLINE'), Type.Literal('ACCOUNT_PERIOD')]);
export type PaymentMethod = Static<typeof PaymentMethod>;

export const OrderLine = Type.Object({
  /** line number inside the slip, as a decimal string ('1', '2', ...) */
  soLineNumber: Type.String(),
  partNumber: Type.String(),
  /** product (series) name when ordered */
  productName: Type.String(),
  brandName: Type.String(),
  quantity: Type.Integer(),
  /** CNY, tax included */
  unitPrice: Type.Number(),
  /** quantity × unitPrice */
  amount: Type.Number(),
  shippedQty: Type.Integer(),
});
export type OrderLine = Static<typeof OrderLine>;

export const OrderSlip = Type.Object({
  orderSlipNumber: Type.String(),
  /** null for an individual customer's order */
  customerCode: Type.Union([Type.String(), Type.Null()]),
  orderUserCode: Type.String(),
  orderUserName: Type.String(),
  /** YYYY-MM-DD (China time) */
  orderDate: Type.String(),
  status: OrderStatus,
  statusDisp: Type.String(),
  totalAmount: Type.Number(),
  lineList: Type.Array(OrderLine),
});
export type OrderSlip = Static<typeof OrderSlip>;

/** GET /api/order/v1/orderSlip/search */
export const OrderSlipSearchQuery = Query({
  /** exact slip number (optional filter) */
  orderSlipNumber: Type.Optional(Text(32)),
  ...PagingProperties,
});
export type OrderSlipSearchQuery = Static<typeof OrderSlipSearchQuery>;
export const OrderSlipSearchResult = Type.Object({
  totalCount: Type.Integer(),
  pageNo: Type.Integer(),
  pageSize: Type.Integer(),
  /** newest first */
  orderSlipList: Type.Array(OrderSlip),
});
export type OrderSlipSearchResult = Static<typeof OrderSlipSearchResult>;

/** GET /api/order/v1/orderSlip/authCheck */
export const OrderAuthCheckQuery = Query({ soSlipNumber: Text(32, 1), soLineNumber: Type.Optional(Text(8)) });
export type OrderAuthCheckQuery = Static<typeof OrderAuthCheckQuery>;

/** One line as the after-sales form needs it. */
export const ApplicableLine = Type.Object({
  soLineNumber: Type.String(),
  partNumber: Type.String(),
  productName: Type.String(),
  quantity: Type.Integer(),
  shippedQty: Type.Integer(),
  /** shipped quantity minus what open after-sales applications of the line already claim */
  applicableQty: Type.Integer(),
});
export type ApplicableLine = Static<typeof ApplicableLine>;

/**
 * 200 when the caller may see the order (and line). canApply: an after-sales application can be made now (the line,
 * or with no line any line, has shipped quantity not yet claimed; the order is not cancelled).
 */
export const OrderAuthCheckResult = Type.Object({
  soSlipNumber: Type.String(),
  soLineNumber: Type.Optional(Type.String()),
  canApply: Type.Boolean(),
  /** why not, when canApply is false (Chinese) */
  cannotApplyReason: Type.Optional(Type.String()),
  orderDate: Type.String(),
  status: OrderStatus,
  statusDisp: Type.String(),
  /** the requested line only, or every line of the slip */
  lineList: Type.Array(ApplicableLine),
});
export type OrderAuthCheckResult = Static<typeof OrderAuthCheckResult>;

/** Request and response schemas of each order route, as the server declares them. */
export const OrderRoutes = {
  orderSlipSearch: { querystring: OrderSlipSearchQuery, response: Answers(OrderSlipSearchResult) },
  orderSlipAuthCheck: { querystring: OrderAuthCheckQuery, response: Answers(OrderAuthCheckResult) },
};
