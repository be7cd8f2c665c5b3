/** Kept for imports written before the seam existed; other families import ./seam (lint rule shop/boundaries). */
export * from './seam';
