/**
 * The after-sales family's declared seam (shop/boundaries). No other API family imports cim: order must not (cim
 * depends on order's authorisation check, so the dependency runs cim → order only).
 *
 * - claimedQtyByLine: implements order's ClaimedQtyLookup; app.ts, the composition root, hands it to orderPlugin so
 *   orderSlip/authCheck can say how much of a line is still applicable for after-sales.
 */
export { claimedQtyByLine } from './claims';
