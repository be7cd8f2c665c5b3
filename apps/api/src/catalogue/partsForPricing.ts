import { sql } from 'drizzle-orm';
import type { PriceBreak } from '@shop/api-clients/catalogue/types';
import { queryRows, type Orm } from '../db/client';
import { textArray } from './sqlParts';
import { normalizeText } from './tokenize';

/** A limited-quantity campaign running on a part at the time asked about. */
export interface RunningCampaign {
  campaignCode: string;
  campaignName: string;
  /** yuan as exact text, tax included */
  campaignPrice: string;
  limitQty: number;
  soldQty: number;
  perOrderMax: number | null;
  startsAt: Date;
  endsAt: Date;
}

/** Everything pricing needs to know about one part. */
export interface PartForPricing {
  partNumber: string;
  seriesCode: string;
  seriesName: string;
  brandCode: string;
  brandName: string;
  ownBrand: boolean;
  priceBreaks: PriceBreak[];
  daysToShip: number;
  stockQty: number;
  unfitType: string | null;
  hasDelegate: boolean;
  discontinueFlag: string;
  saleSuspended: boolean;
  replacementPartNumber: string | null;
  /** the cheapest campaign running at `now`, if any */
  campaign: RunningCampaign | null;
}

/** The key a part number is looked up by: trimmed, NFKC (full-width letters and digits), upper case. */
export function partKey(partNumber: string): string {
  return normalizeText(partNumber.trim()).toUpperCase();
}

interface Row extends Omit<PartForPricing, 'campaign'> {
  key: string;
  campaignCode: string | null;
  campaignName: string | null;
  campaignPrice: string | null;
  limitQty: number | null;
  soldQty: number | null;
  perOrderMax: number | null;
  startsAt: string | Date | null;
  endsAt: string | Date | null;
}

const asDate = (v: string | Date) => (v instanceof Date ? v : new Date(v));

/**
 * Parts by part number (case and width ignored, keyed by partKey), with their series, brand and the campaign running
 * at `now`. One query whatever the number of lines (a 500-line cart is one round trip).
 */
export async function findPartsForPricing(
  db: Orm,
  partNumbers: readonly string[],
  now: Date = new Date(),
): Promise<Map<string, PartForPricing>> {
  const keys = [...new Set(partNumbers.map(partKey).filter((k) => k !== ''))];
  if (keys.length === 0) return new Map();
  const at = now.toISOString();
  const rows = await queryRows<Row>(
    db,
    sql`select p.part_number_upper as key, p.part_number as "partNumber", p.series_code as "seriesCode", s.series_name as "seriesName",
               s.brand_code as "brandCode", b.brand_name as "brandName", b.own_brand as "ownBrand",
               p.price_breaks as "priceBreaks", p.days_to_ship as "daysToShip", p.stock_qty as "stockQty",
               p.unfit_type as "unfitType", p.has_delegate as "hasDelegate", p.discontinue_flag as "discontinueFlag",
               p.sale_suspended as "saleSuspended", p.replacement_part_number as "replacementPartNumber",
               c.campaign_code as "campaignCode", c.campaign_name as "campaignName", c.campaign_price::text as "campaignPrice",
               c.limit_qty as "limitQty", c.sold_qty as "soldQty", c.per_order_max as "perOrderMax",
               c.starts_at as "startsAt", c.ends_at as "endsAt"
        from catalogue_part p
        join catalogue_series s on s.series_code = p.series_code
        join catalogue_brand b on b.brand_code = s.brand_code
        left join lateral (
          select * from catalogue_campaign c
          where c.part_number = p.part_number and c.starts_at <= ${at}::timestamptz and c.ends_at > ${at}::timestamptz
          order by c.campaign_price, c.campaign_code limit 1
        ) c on true
        where p.part_number_upper = any(${textArray(keys)})`,
  );
  const out = new Map<string, PartForPricing>();
  for (const r of rows) {
    const { key, campaignCode, campaignName, campaignPrice, limitQty, soldQty, perOrderMax, startsAt, endsAt, ...part } = r;
    const campaign: RunningCampaign | null =
      campaignCode && campaignName && campaignPrice && limitQty !== null && soldQty !== null && startsAt && endsAt
        ? { campaignCode, campaignName, campaignPrice, limitQty, soldQty, perOrderMax, startsAt: asDate(startsAt), endsAt: asDate(endsAt) }
        : null;
    out.set(key, { ...part, campaign });
  }
  return out;
}
