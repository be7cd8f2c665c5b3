/**
 * The catalogue family's declared seam: the only module other API families import from catalogue
 * (shop/boundaries). Catalogue imports no other family.
 *
 * Used by the order family:
 * - seriesWithBrandNames, firstPartOfSeries: its seed step turns demo order plans into lines of real catalogue parts;
 * - unitPriceFenFor: the unit price in fen at a quantity (the same break rule price/check answers with);
 * - findParts: the order tests check that seeded lines are catalogue parts;
 * - demoPartSamples: the cart seed step fills demo carts with a part of each kind;
 * - findPartsForPricing, partKey: order/pricing prices cart, quote and checkout lines;
 * - reserveStock, releaseStock, takeCampaignUnits, releaseCampaignUnits: checkout takes stock and campaign units in its
 *   transaction, cancel gives them back.
 */
export { unitPriceFenFor } from './priceCheck';
export { demoPartSamples, firstPartOfSeries, seriesWithBrandNames, type DemoPartSamples } from './seedLookups';
export { findParts } from './service';
export { findPartsForPricing, partKey, type PartForPricing, type RunningCampaign } from './partsForPricing';
export { releaseCampaignUnits, releaseStock, reserveStock, takeCampaignUnits } from './stock';
