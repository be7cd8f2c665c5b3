import { asc, eq, inArray } from 'drizzle-orm';
import type { PriceBreak } from '@shop/api-clients/catalogue/types';
import type { Orm } from '../db/client';
import { brands, parts, series } from './tables';

/** Every series with its brand's name, by series code (a seed step draws from these with its PRNG). */
export async function seriesWithBrandNames(db: Orm): Promise<{ seriesCode: string; seriesName: string; brandName: string }[]> {
  return db
    .select({ seriesCode: series.seriesCode, seriesName: series.seriesName, brandName: brands.brandName })
    .from(series)
    .innerJoin(brands, eq(brands.brandCode, series.brandCode))
    .orderBy(asc(series.seriesCode));
}

/** The first part (lowest seq) of each of these series, with its price breaks; a series without parts is absent. */
export async function firstPartOfSeries(
  db: Orm,
  seriesCodes: readonly string[],
): Promise<Map<string, { partNumber: string; priceBreaks: PriceBreak[] }>> {
  if (seriesCodes.length === 0) return new Map();
  const rows = await db
    .select({ partNumber: parts.partNumber, seriesCode: parts.seriesCode, priceBreaks: parts.priceBreaks })
    .from(parts)
    .where(inArray(parts.seriesCode, [...seriesCodes]))
    .orderBy(asc(parts.seriesCode), asc(parts.seq));
  const first = new Map<string, { partNumber: string; priceBreaks: PriceBreak[] }>();
  for (const r of rows) if (!first.has(r.seriesCode)) first.set(r.seriesCode, { partNumber: r.partNumber, priceBreaks: r.priceBreaks });
  return first;
}
