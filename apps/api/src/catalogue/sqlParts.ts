import { sql, type SQL } from 'drizzle-orm';

/** An array bound as ONE parameter (`= any($1::text[])`, `@> $1::text[]`), on both drivers. */
export const textArray = (values: readonly string[]): SQL => sql`${sql.param([...values])}::text[]`;

/** Columns of a SeriesSummary; needs aliases s (series), b (brand), c (leaf category). */
export const SERIES_SUMMARY_COLUMNS = sql`
  s.series_code as "seriesCode", s.series_name as "seriesName", s.brand_code as "brandCode", b.brand_name as "brandName",
  s.category_code as "categoryCode", c.category_name as "categoryName", s.min_price::float8 as "minPrice",
  s.min_days_to_ship as "minDaysToShip", s.part_count as "partCount", s.spec_summary as "specSummary"`;

export const SERIES_JOINS = sql`
  join catalogue_brand b on b.brand_code = s.brand_code
  join catalogue_category c on c.category_code = s.category_code`;

/**
 * The campaign running now on part p (the cheapest, if several), as the contract's PartCampaign, or null. A scalar
 * subquery on the tiny campaign table through its part index: evaluated for the answered rows only.
 */
const RUNNING_CAMPAIGN = sql`(
  select json_build_object('code', x.campaign_code, 'name', x.campaign_name, 'price', x.campaign_price::float8,
           'remainingQty', x.limit_qty - x.sold_qty, 'perOrderMax', x.per_order_max,
           'endsAt', to_char(x.ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))
  from catalogue_campaign x
  where x.part_number = p.part_number and x.starts_at <= now() and x.ends_at > now()
  order by x.campaign_price, x.campaign_code limit 1)`;

/** Columns of a PartNumber; needs aliases p (part) plus those of SERIES_JOINS. */
export const PART_COLUMNS = sql`
  p.part_number as "partNumber", p.series_code as "seriesCode", s.series_name as "seriesName", s.brand_code as "brandCode",
  b.brand_name as "brandName", s.category_code as "categoryCode", c.category_name as "categoryName",
  p.spec_values as "specValues", p.price_breaks as "priceBreaks", p.days_to_ship as "daysToShip", p.stock_qty as "stockQty",
  p.unfit_type as "unfitType", p.has_delegate as "hasDelegate", p.discontinue_flag as "discontinueFlag",
  p.sale_suspended as "saleSuspended", p.replacement_part_number as "replacementPartNumber",
  ${RUNNING_CAMPAIGN} as campaign`;

export const PART_FROM = sql`catalogue_part p join catalogue_series s on s.series_code = p.series_code ${SERIES_JOINS}`;

/**
 * The half-open range of strings that start with `prefix`, for a `COLLATE "C"` column: [prefix, next)
 * where next is prefix with its last character incremented. Unlike LIKE, it has no wildcard characters
 * to escape and uses the btree whether or not the plan is generic.
 */
function prefixRange(prefix: string): { from: string; to: string | null } {
  const chars = Array.from(prefix);
  const last = chars.pop();
  if (last === undefined) return { from: '', to: null };
  const cp = last.codePointAt(0)!;
  if (cp >= 0x10ffff) return { from: prefix, to: null };
  // skip the surrogate block: those code points cannot appear in stored text
  const next = cp + 1 === 0xd800 ? 0xe000 : cp + 1;
  return { from: prefix, to: chars.join('') + String.fromCodePoint(next) };
}

/** `column` starts with `prefix` (column must be COLLATE "C") */
export function startsWith(column: SQL, prefix: string): SQL {
  const { from, to } = prefixRange(prefix);
  return to === null ? sql`${column} >= ${from}` : sql`(${column} >= ${from} and ${column} < ${to})`;
}
