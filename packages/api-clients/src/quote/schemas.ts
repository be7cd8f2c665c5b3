/**
 * Quote contract schemas (SPEC §7 orders: `/api/order/v1/quoteSlip/...`, status envelope), written once here; the
 * types are derived and re-exported type-only by ./types.ts. Server and tests only at run time (../common/schemas.ts).
 */
import { Type, type Static } from '../common/schemas';

/** REQUESTED 待报价 → ANSWERED 已报价 (prices fixed until validUntil) → ORDERED 已下单, or EXPIRED 已过期. */
export const QuoteStatus = Type.Union([
  Type.Literal('REQUESTED'),
  Type.Literal('ANSWERED'),
  Type.Literal('ORDERED'),
  Type.Literal('EXPIRED'),
]);
export type QuoteStatus = Static<typeof QuoteStatus>;
