import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PriceBreak } from '@shop/api-clients/catalogue/types';
import { queryRows, type Orm } from '../db/client';
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

/** Parts of each kind a demo seed step shows (docs/buying.md, Cart and pricing), picked by part number order. */
export interface DemoPartSamples {
  /** fit, on sale, with stock, own brand first (the first part of a series) */
  fit: string[];
  /** unfit code -> one part with it */
  unfit: Record<string, string>;
  /** permanently discontinued, with a replacement */
  discontinuedWithReplacement: string | null;
  /** temporarily suspended, with a replacement */
  suspendedWithReplacement: string | null;
  /** a running campaign with only a few units left */
  campaignNearlySoldOut: string | null;
}

export async function demoPartSamples(db: Orm): Promise<DemoPartSamples> {
  const fit = await queryRows<{ pn: string }>(
    db,
    sql`select p.part_number as pn from catalogue_part p join catalogue_series s on s.series_code = p.series_code
        join catalogue_brand b on b.brand_code = s.brand_code
        where p.seq = 1 and p.stock_qty > 0 and p.unfit_type is null
        order by b.own_brand desc, p.part_number limit 6`,
  );
  const unfit = await queryRows<{ code: string; pn: string }>(
    db,
    sql`select distinct on (unfit_type) unfit_type as code, part_number as pn from catalogue_part
        where unfit_type is not null order by unfit_type, part_number`,
  );
  const first = async (where: SQL) =>
    (await queryRows<{ pn: string }>(db, sql`select part_number as pn from catalogue_part where ${where} order by part_number limit 1`))[0]
      ?.pn ?? null;
  const campaign = await queryRows<{ pn: string }>(
    db,
    sql`select part_number as pn from catalogue_campaign where starts_at <= now() and ends_at > now() and limit_qty - sold_qty between 1 and 3
        order by campaign_code limit 1`,
  );
  return {
    fit: fit.map((r) => r.pn),
    unfit: Object.fromEntries(unfit.map((r) => [r.code, r.pn])),
    discontinuedWithReplacement: await first(sql`discontinue_flag = '1' and replacement_part_number is not null`),
    suspendedWithReplacement: await first(sql`sale_suspended and replacement_part_number is not null`),
    campaignNearlySoldOut: campaign[0]?.pn ?? null,
  };
}
