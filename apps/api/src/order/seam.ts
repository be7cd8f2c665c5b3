/**
 * The order family's declared seam: the only module other API families import from order (shop/boundaries).
 *
 * Used by the after-sales family (cim), which depends on order and never the other way round:
 * - findOrderForCaller: the SPEC §6 order-authorisation check cim runs before reading or writing anything about an
 *   order (403 无权查看该订单 / 404 订单不存在);
 * - scopeSql / Caller: the visibility rule, applied by cim to applications (they carry the order's customer and
 *   order user), so the rule lives in one place;
 * - ClaimedQtyLookup: the shape of what cim hands to order (through app.ts) so authCheck can say what is still
 *   applicable without order importing cim;
 * - findOrderLineUnchecked: cim's seed step attaches demo applications to demo order lines (no caller: trusted
 *   seeding only, never from a route).
 */
export { findOrderForCaller, type AccessibleOrder } from './access';
export type { ClaimedQtyLookup } from './afterSalesClaims';
export { findOrderLineUnchecked } from './seedLookup';
export { scopeSql, type Caller } from './visibility';
