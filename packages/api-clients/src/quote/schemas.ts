/**
 * Quote contract schemas (SPEC §7 orders: `/api/order/v1/quoteSlip/...`, status envelope), written once here; the
 * types are derived and re-exported type-only by ./types.ts. Server and tests only at run time (../common/schemas.ts).
 */
import { Answers, Body, Nullable, PagingProperties, Query, Text, Type, type Static } from '../common/schemas';

/** REQUESTED 待报价 → ANSWERED 已报价 (prices fixed until validUntil) → ORDERED 已下单, or EXPIRED 已过期. */
export const QuoteStatus = Type.Union([
  Type.Literal('REQUESTED'),
  Type.Literal('ANSWERED'),
  Type.Literal('ORDERED'),
  Type.Literal('EXPIRED'),
]);
export type QuoteStatus = Static<typeof QuoteStatus>;

/** 'CART': the caller's selected cart lines; 'CUSTOM': a list typed, pasted or uploaded on the quote page. */
export const QuoteSource = Type.Union([Type.Literal('CART'), Type.Literal('CUSTOM')]);
export type QuoteSource = Static<typeof QuoteSource>;

/** YYYY-MM-DD (China date); the service refuses a date that does not exist. */
const DateText = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', maxLength: 10 });

export const QuoteRequestLine = Type.Object({
  partNumber: Text(64, 1),
  /** checked by the service (1..99999, Chinese message per line) */
  quantity: Type.Integer({ minimum: 0, maximum: 100_000_000 }),
  customerPartNumber: Type.Optional(Text(64)),
});
export type QuoteRequestLine = Static<typeof QuoteRequestLine>;

/** POST /api/order/v1/quoteSlip/confirm (Idempotency-Key required) */
export const QuoteConfirmRequest = Body({
  source: QuoteSource,
  /** CUSTOM only: the lines (at most QUOTE_LIMITS.maxCustomLines; the schema cap only keeps junk out) */
  lineList: Type.Optional(Type.Array(QuoteRequestLine, { maxItems: 1000 })),
  remark: Type.Optional(Text(500)),
});
export type QuoteConfirmRequest = Static<typeof QuoteConfirmRequest>;
export const QuoteConfirmTicket = Type.Object({ requestId: Type.String() });
export type QuoteConfirmTicket = Static<typeof QuoteConfirmTicket>;

/** GET /api/order/v1/quoteSlip/confirmResult */
export const QuoteConfirmResultQuery = Query({ requestId: Text(128, 1) });
export type QuoteConfirmResultQuery = Static<typeof QuoteConfirmResultQuery>;
/**
 * DONE: the quote exists; PROCESSING: the confirmation still runs (poll again); NOT_FOUND: nothing was made (the
 * confirmation failed or never arrived): a clean failure, the buyer may submit again.
 */
export const QuoteConfirmResult = Type.Union([
  Type.Object({ state: Type.Literal('DONE'), quoteSlipNumber: Type.String() }),
  Type.Object({ state: Type.Literal('PROCESSING') }),
  Type.Object({ state: Type.Literal('NOT_FOUND') }),
]);
export type QuoteConfirmResult = Static<typeof QuoteConfirmResult>;

export const QuoteLine = Type.Object({
  lineNumber: Type.Integer(),
  partNumber: Type.String(),
  productName: Type.String(),
  brandName: Type.String(),
  quantity: Type.Integer(),
  customerPartNumber: Type.String(),
  /** SPEC §4 unfit code when requested ('3', '5', '8' waited for the pricing step); null: fit */
  unfitType: Nullable(Type.String()),
  /** CNY, tax included; null while unpriced, or declined */
  unitPrice: Nullable(Type.Number()),
  /** unitPrice × quantity */
  amount: Nullable(Type.Number()),
  daysToShip: Nullable(Type.Integer()),
  /** why the line could not be quoted (Chinese); such a line is not ordered */
  declineReason: Nullable(Type.String()),
});
export type QuoteLine = Static<typeof QuoteLine>;

export const QuoteSlip = Type.Object({
  quoteSlipNumber: Type.String(),
  customerCode: Nullable(Type.String()),
  userCode: Type.String(),
  userName: Type.String(),
  status: QuoteStatus,
  statusDisp: Type.String(),
  source: QuoteSource,
  remark: Type.String(),
  /** ISO time; requestDate is its China date (YYYY-MM-DD) */
  requestedAt: Type.String(),
  requestDate: Type.String(),
  answeredAt: Nullable(Type.String()),
  /** the last China date the prices hold; null until answered */
  validUntil: Nullable(Type.String()),
  /** CNY, tax included, over the priced lines; null until answered */
  totalAmount: Nullable(Type.Number()),
  /** 不含税 = round(total / 1.13) and 13 % 增值税 = total − subtotal (docs/buying.md, Money) */
  subtotalAmount: Nullable(Type.Number()),
  taxAmount: Nullable(Type.Number()),
  orderSlipNumber: Nullable(Type.String()),
  /** ANSWERED, still valid, with at least one priced line: 按报价下单 may be offered (ORDER permission aside) */
  orderable: Type.Boolean(),
  lineList: Type.Array(QuoteLine),
});
export type QuoteSlip = Static<typeof QuoteSlip>;

const QuoteFilterProperties = {
  /** the quote number, exact (case ignored) */
  quoteSlipNumber: Type.Optional(Text(32)),
  /** quotes with a line of this part number (prefix, case ignored) */
  partNumber: Type.Optional(Text(64)),
  /** requested on or after / on or before (China dates) */
  dateFrom: Type.Optional(DateText),
  dateTo: Type.Optional(DateText),
};

/** GET /api/order/v1/quoteSlip/search */
export const QuoteSlipSearchQuery = Query({ ...QuoteFilterProperties, status: Type.Optional(QuoteStatus), ...PagingProperties });
export type QuoteSlipSearchQuery = Static<typeof QuoteSlipSearchQuery>;
export const QuoteSlipSearchResult = Type.Object({
  totalCount: Type.Integer(),
  pageNo: Type.Integer(),
  pageSize: Type.Integer(),
  /** newest first */
  quoteSlipList: Type.Array(QuoteSlip),
});
export type QuoteSlipSearchResult = Static<typeof QuoteSlipSearchResult>;

/** GET /api/order/v1/quoteSlip/count: the same filters, no status (the counts are per status) */
export const QuoteSlipCountQuery = Query(QuoteFilterProperties);
export type QuoteSlipCountQuery = Static<typeof QuoteSlipCountQuery>;
export const QuoteSlipCountResult = Type.Object({
  totalCount: Type.Integer(),
  /** every status, in lifecycle order, zero counts included */
  statusCountList: Type.Array(Type.Object({ status: QuoteStatus, statusDisp: Type.String(), count: Type.Integer() })),
});
export type QuoteSlipCountResult = Static<typeof QuoteSlipCountResult>;

/** GET /api/order/v1/quoteSlip/detail */
export const QuoteSlipDetailQuery = Query({ quoteSlipNumber: Text(32, 1) });
export type QuoteSlipDetailQuery = Static<typeof QuoteSlipDetailQuery>;

/** Request and response schemas of each quote route, as the server declares them. */
export const QuoteRoutes = {
  quoteSlipConfirm: { querystring: Query({}), body: QuoteConfirmRequest, response: Answers(QuoteConfirmTicket) },
  quoteSlipConfirmResult: { querystring: QuoteConfirmResultQuery, response: Answers(QuoteConfirmResult) },
  quoteSlipSearch: { querystring: QuoteSlipSearchQuery, response: Answers(QuoteSlipSearchResult) },
  quoteSlipCount: { querystring: QuoteSlipCountQuery, response: Answers(QuoteSlipCountResult) },
  quoteSlipDetail: { querystring: QuoteSlipDetailQuery, response: Answers(QuoteSlip) },
};
