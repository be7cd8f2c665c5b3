/**
 * Order family contract schemas (SPEC §7 orders, `/api/order/v1/...`, status envelope): written once here, the types
 * derived from them (re-exported as types by ./types.ts). Server and tests only at run time — see ../common/schemas.ts.
 */
import { Answers, Body, Nullable, PagingProperties, Query, Text, Type, type Static } from '../common/schemas';

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

/** A China date as the API writes it: YYYY-MM-DD. */
const DateText = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', maxLength: 10 });

/** The filters of the order list, its counts and the line search (each optional; dates inclusive, China time). */
const OrderFilterProperties = {
  /** an order number, or its beginning ('SO2026' finds all of 2026) */
  orderSlipNumber: Type.Optional(Text(32)),
  /** orders with a line whose part number contains this (case-insensitive) */
  partNumber: Type.Optional(Text(64)),
  dateFrom: Type.Optional(DateText),
  dateTo: Type.Optional(DateText),
};

/** GET /api/order/v1/orderSlip/search */
export const OrderSlipSearchQuery = Query({
  ...OrderFilterProperties,
  status: Type.Optional(OrderStatus),
  ...PagingProperties,
});
export type OrderSlipSearchQuery = Static<typeof OrderSlipSearchQuery>;

/**
 * One order of the list: the slip as after-sales reads it, plus what the order list shows. Amounts in yuan
 * (CNY, tax included), computed in fen on the server: subtotalAmount + taxAmount = totalAmount.
 */
export const OrderSlipSummary = Type.Object({
  ...OrderSlip.properties,
  paymentMethod: PaymentMethod,
  paymentMethodDisp: Type.String(),
  /** the 13 % VAT inside totalAmount */
  taxAmount: Type.Number(),
  /** totalAmount without VAT (不含税) */
  subtotalAmount: Type.Number(),
  customerOrderNumber: Type.String(),
  quoteSlipNumber: Nullable(Type.String()),
  /** the caller may cancel it now (ORDER, the company's orderCancelDisplayFlag '1', a state before shipping) */
  cancellable: Type.Boolean(),
});
export type OrderSlipSummary = Static<typeof OrderSlipSummary>;

export const OrderSlipSearchResult = Type.Object({
  totalCount: Type.Integer(),
  pageNo: Type.Integer(),
  pageSize: Type.Integer(),
  /** newest first */
  orderSlipList: Type.Array(OrderSlipSummary),
});
export type OrderSlipSearchResult = Static<typeof OrderSlipSearchResult>;

/** GET /api/order/v1/orderSlip/count: the same filters as search (status and paging aside). */
export const OrderSlipCountQuery = Query(OrderFilterProperties);
export type OrderSlipCountQuery = Static<typeof OrderSlipCountQuery>;
export const OrderStatusCount = Type.Object({ status: OrderStatus, statusDisp: Type.String(), count: Type.Integer() });
export type OrderStatusCount = Static<typeof OrderStatusCount>;
export const OrderSlipCountResult = Type.Object({
  /** every status together */
  totalCount: Type.Integer(),
  /** one entry per status, in lifecycle order, zeros included */
  statusCountList: Type.Array(OrderStatusCount),
});
export type OrderSlipCountResult = Static<typeof OrderSlipCountResult>;

/** GET /api/order/v1/orderSlip/detail */
export const OrderSlipDetailQuery = Query({ orderSlipNumber: Text(32, 1) });
export type OrderSlipDetailQuery = Static<typeof OrderSlipDetailQuery>;

export const OrderLineDetail = Type.Object({
  ...OrderLine.properties,
  seriesCode: Nullable(Type.String()),
  customerPartNumber: Type.String(),
  branchNumber: Type.String(),
  daysToShip: Nullable(Type.Integer()),
  /** YYYY-MM-DD the line is promised to leave the warehouse */
  shipDate: Nullable(Type.String()),
});
export type OrderLineDetail = Static<typeof OrderLineDetail>;

export const OrderShipment = Type.Object({
  shipmentNumber: Type.String(),
  carrier: Type.String(),
  trackingNumber: Type.String(),
  /** ISO date-time */
  shippedAt: Type.String(),
  deliveredAt: Nullable(Type.String()),
  lineList: Type.Array(Type.Object({ soLineNumber: Type.String(), partNumber: Type.String(), quantity: Type.Integer() })),
});
export type OrderShipment = Static<typeof OrderShipment>;

export const OrderStatusChange = Type.Object({
  status: OrderStatus,
  statusDisp: Type.String(),
  /** a user name, 系统 (jobs) or 仓库 (warehouse) */
  actorDisp: Type.String(),
  note: Type.String(),
  /** ISO date-time */
  at: Type.String(),
});
export type OrderStatusChange = Static<typeof OrderStatusChange>;

/** A ship-to address as printed on the order (copied at confirmation). */
export const ShipToSnapshot = Type.Object({
  receiverName: Type.String(),
  companyName: Type.String(),
  department: Type.String(),
  zipCode: Type.String(),
  province: Type.String(),
  city: Type.String(),
  district: Type.String(),
  address: Type.String(),
  tel: Type.String(),
  mobile: Type.String(),
});
export type ShipToSnapshot = Static<typeof ShipToSnapshot>;

/** '1' 增值税专用发票 (special VAT invoice: bank details required), '2' 增值税普通发票 */
export const InvoiceType = Type.Union([Type.Literal('1'), Type.Literal('2')]);
export type InvoiceType = Static<typeof InvoiceType>;

/** Invoice information of an order (SPEC §5 taxNo, openingBank, bankAccount rules apply). */
export const InvoiceInfo = Type.Object({
  invoiceType: InvoiceType,
  /** the company name on the invoice */
  invoiceTitle: Text(100),
  taxNo: Text(30),
  openingBank: Text(100),
  bankAccount: Text(40),
  registeredAddress: Text(200),
  registeredTel: Text(30),
});
export type InvoiceInfo = Static<typeof InvoiceInfo>;

export const OrderSlipDetail = Type.Object({
  ...OrderSlipSummary.properties,
  lineList: Type.Array(OrderLineDetail),
  shipmentList: Type.Array(OrderShipment),
  /** oldest first */
  statusHistoryList: Type.Array(OrderStatusChange),
  shipTo: Nullable(ShipToSnapshot),
  invoice: Nullable(InvoiceInfo),
  requestedDeliveryDate: Nullable(Type.String()),
  remark: Type.String(),
  /** why cancel is not offered (Chinese), when cancellable is false */
  cancelDisabledReason: Type.Optional(Type.String()),
});
export type OrderSlipDetail = Static<typeof OrderSlipDetail>;

/** GET /api/order/v1/orderItem/search: order lines across the visible orders, newest order first. */
export const OrderItemSearchQuery = Query({
  ...OrderFilterProperties,
  status: Type.Optional(OrderStatus),
  ...PagingProperties,
});
export type OrderItemSearchQuery = Static<typeof OrderItemSearchQuery>;
export const OrderItem = Type.Object({
  ...OrderLineDetail.properties,
  orderSlipNumber: Type.String(),
  orderDate: Type.String(),
  orderUserName: Type.String(),
  status: OrderStatus,
  statusDisp: Type.String(),
});
export type OrderItem = Static<typeof OrderItem>;
export const OrderItemSearchResult = Type.Object({
  totalCount: Type.Integer(),
  pageNo: Type.Integer(),
  pageSize: Type.Integer(),
  orderItemList: Type.Array(OrderItem),
});
export type OrderItemSearchResult = Static<typeof OrderItemSearchResult>;

/** Where the lines of an order come from: the caller's selected cart lines, or an answered quote at its prices. */
export const OrderSource = Type.Union([Type.Literal('CART'), Type.Literal('QUOTE')]);
export type OrderSource = Static<typeof OrderSource>;

/** One line to order: a cart line (source CART) or a quote line (source QUOTE), with the customer's branch number. */
export const ConfirmLine = Type.Object({
  cartLineId: Type.Optional(Type.Integer({ minimum: 1, maximum: 9007199254740991 })),
  lineNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: 9999 })),
  /** SPEC §5 customerOrderItemBranchNumber (half-width ASCII), at most ORDER_LIMITS.branchNumberMax; '' for none */
  branchNumber: Type.Optional(Text(64)),
  /**
   * the unit price (yuan) the buyer was shown (confirmPreview's); when given and the price is no longer that, the
   * order is refused (该限量折扣商品剩余数量不足 when a limited campaign ran out, else 价格已变化) instead of being
   * placed at another price
   */
  expectedUnitPrice: Type.Optional(Type.Number({ minimum: 0, maximum: 100000000 })),
});
export type ConfirmLine = Static<typeof ConfirmLine>;

/** POST /api/order/v1/orderSlip/confirm (ORDER, Idempotency-Key) */
export const OrderConfirmRequest = Body({
  source: OrderSource,
  /** with source QUOTE: the answered quote to order */
  quoteSlipNumber: Type.Optional(Text(32)),
  /** an address of the caller's address book (shipToInfo/search) */
  shipToId: Type.Integer({ minimum: 1, maximum: 9007199254740991 }),
  invoice: InvoiceInfo,
  /** the customer's own order number ('' for none; SPEC §5 customerOrderItemBranchNumber rules) */
  customerOrderNumber: Type.Optional(Text(64)),
  /** at least one; every line of a quote is ordered (quote lines not listed are refused) */
  lines: Type.Array(ConfirmLine, { minItems: 1, maxItems: 500 }),
  /** YYYY-MM-DD, not before the earliest ship date and within 180 days */
  requestedDeliveryDate: Type.Optional(DateText),
  paymentMethod: PaymentMethod,
  remark: Type.Optional(Text(200)),
});
export type OrderConfirmRequest = Static<typeof OrderConfirmRequest>;
export const OrderConfirmAnswer = Type.Object({ requestId: Type.String() });
export type OrderConfirmAnswer = Static<typeof OrderConfirmAnswer>;

/**
 * GET /api/order/v1/orderSlip/confirmResult: by requestId (the confirm's answer), or by the Idempotency-Key the
 * confirm was sent with (a client whose confirm answer was lost still finds its order).
 */
export const OrderConfirmResultQuery = Query({
  requestId: Type.Optional(Text(128)),
  idempotencyKey: Type.Optional(Text(255)),
});
export type OrderConfirmResultQuery = Static<typeof OrderConfirmResultQuery>;
/** DONE: the order exists; PROCESSING: the confirmation still runs; NOT_FOUND: no order was made (confirm again). */
export const OrderConfirmResult = Type.Union([
  Type.Object({ state: Type.Literal('DONE'), orderSlipNumber: Type.String() }),
  Type.Object({ state: Type.Literal('PROCESSING') }),
  Type.Object({ state: Type.Literal('NOT_FOUND') }),
]);
export type OrderConfirmResult = Static<typeof OrderConfirmResult>;

/** GET /api/order/v1/orderSlip/confirmPreview: what the confirm page shows before 提交订单. */
export const ConfirmPreviewQuery = Query({
  source: OrderSource,
  quoteSlipNumber: Type.Optional(Text(32)),
});
export type ConfirmPreviewQuery = Static<typeof ConfirmPreviewQuery>;

export const PreviewLine = Type.Object({
  /** source CART */
  cartLineId: Nullable(Type.Integer()),
  /** source QUOTE */
  lineNumber: Nullable(Type.Integer()),
  partNumber: Type.String(),
  productName: Type.String(),
  brandName: Type.String(),
  quantity: Type.Integer(),
  customerPartNumber: Type.String(),
  /** yuan, tax included: the price now (cart) or the quote's */
  unitPrice: Type.Number(),
  amount: Type.Number(),
  daysToShip: Nullable(Type.Integer()),
  /** YYYY-MM-DD if ordered today */
  shipDate: Nullable(Type.String()),
});
export type PreviewLine = Static<typeof PreviewLine>;

export const BlockedLine = Type.Object({
  cartLineId: Nullable(Type.Integer()),
  lineNumber: Nullable(Type.Integer()),
  partNumber: Type.String(),
  quantity: Type.Integer(),
  /** why it cannot be ordered, and what to do (Chinese) */
  reason: Type.String(),
  /** the line can be quoted instead (unfit 3, 5, 8) */
  quotable: Type.Boolean(),
});
export type BlockedLine = Static<typeof BlockedLine>;

export const ConfirmPreview = Type.Object({
  source: OrderSource,
  quoteSlipNumber: Nullable(Type.String()),
  /** valid-until date of the quote's prices */
  quoteValidUntil: Nullable(Type.String()),
  lineList: Type.Array(PreviewLine),
  /** selected cart lines that cannot be ordered (left in the cart) */
  blockedLineList: Type.Array(BlockedLine),
  subtotalAmount: Type.Number(),
  taxAmount: Type.Number(),
  totalAmount: Type.Number(),
  /** ONLINE always; ACCOUNT_PERIOD when the company's settlementType allows it */
  paymentMethodList: Type.Array(Type.Object({ paymentMethod: PaymentMethod, paymentMethodDisp: Type.String() })),
  /** from the company (name, tax number, address, telephone); null for an individual customer */
  defaultInvoice: Nullable(InvoiceInfo),
  /**
   * false when the company's shipToChangeFlag is not '1' (SPEC §6): its orders go to its default address only; an
   * individual customer ships to any address of their own book
   */
  shipToChangeable: Type.Boolean(),
  /** YYYY-MM-DD: requestedDeliveryDate may be from here ... */
  earliestDeliveryDate: Type.String(),
  /** ... to here (180 days) */
  latestDeliveryDate: Type.String(),
});
export type ConfirmPreview = Static<typeof ConfirmPreview>;

/** POST /api/order/v1/orderSlip/cancel (ORDER + orderCancelDisplayFlag '1') */
export const OrderCancelRequest = Body({ orderSlipNumber: Text(32, 1), reason: Type.Optional(Text(200)) });
export type OrderCancelRequest = Static<typeof OrderCancelRequest>;
export const OrderCancelAnswer = Type.Object({ orderSlipNumber: Type.String(), status: OrderStatus, statusDisp: Type.String() });
export type OrderCancelAnswer = Static<typeof OrderCancelAnswer>;

/** POST /api/order/v1/orderSlip/reorder (CART): the order's lines go into the caller's cart (merged like cart/add). */
export const OrderReorderRequest = Body({ orderSlipNumber: Text(32, 1) });
export type OrderReorderRequest = Static<typeof OrderReorderRequest>;
export const OrderReorderAnswer = Type.Object({
  /** lines added to or merged into the cart */
  addedCount: Type.Integer(),
  /** part numbers no longer in the catalogue (not added) */
  skippedPartNumberList: Type.Array(Type.String()),
});
export type OrderReorderAnswer = Static<typeof OrderReorderAnswer>;

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
  orderSlipCount: { querystring: OrderSlipCountQuery, response: Answers(OrderSlipCountResult) },
  orderSlipDetail: { querystring: OrderSlipDetailQuery, response: Answers(OrderSlipDetail) },
  orderItemSearch: { querystring: OrderItemSearchQuery, response: Answers(OrderItemSearchResult) },
  orderSlipAuthCheck: { querystring: OrderAuthCheckQuery, response: Answers(OrderAuthCheckResult) },
  orderSlipConfirmPreview: { querystring: ConfirmPreviewQuery, response: Answers(ConfirmPreview) },
  orderSlipConfirm: { querystring: Query({}), body: OrderConfirmRequest, response: Answers(OrderConfirmAnswer) },
  orderSlipConfirmResult: { querystring: OrderConfirmResultQuery, response: Answers(OrderConfirmResult) },
  orderSlipCancel: { querystring: Query({}), body: OrderCancelRequest, response: Answers(OrderCancelAnswer) },
  orderSlipReorder: { querystring: Query({}), body: OrderReorderRequest, response: Answers(OrderReorderAnswer) },
};
