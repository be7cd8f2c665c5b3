/**
 * The catalogue family's declared seam: the only module other API families import from catalogue
 * (shop/boundaries). Catalogue imports no other family.
 *
 * Used by the order family:
 * - seriesWithBrandNames, firstPartOfSeries: its seed step turns demo order plans into lines of real catalogue parts;
 * - unitPriceFor: the price break that applies to a quantity (the same rule price/check answers with);
 * - findParts: the order tests check that seeded lines are catalogue parts.
 */
export { unitPriceFor } from './priceCheck';
export { firstPartOfSeries, seriesWithBrandNames } from './seedLookups';
export { findParts } from './service';
