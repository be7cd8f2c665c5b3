/**
 * Pricing of cart, quote and checkout lines (docs/buying.md, Money, Quantity breaks, Unfit lines). Import from here:
 * `priceLines(db, lines, now?)` prices lines against the catalogue, `totalsOfFen(amounts)` gives subtotal, 13 % VAT
 * and total, `pricedLineToYuan` turns a priced line into the contract's yuan fields.
 */
export { priceLine, priceLines, type PriceLineInput, type PricedCampaign, type PricedLine } from './priceLines';
export { totalsOfFen, type TotalsFen } from './totals';
export { pricedLineToYuan, type PricedLineYuan } from './toYuan';
export type { PricingError } from './errors';
