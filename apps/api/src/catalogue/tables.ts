import { boolean, check, index, integer, jsonb, numeric, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { PriceBreak, SpecItem } from '@shop/api-clients/catalogue/types';
import { textC } from '../db/columns';

export const categories = pgTable(
  'catalogue_category',
  {
    categoryCode: text('category_code').primaryKey(),
    categoryName: text('category_name').notNull(),
    parentCode: text('parent_code'),
    level: smallint('level').notNull(),
    sort: integer('sort').notNull(),
    /** series in this category and all categories below it, kept by the seed */
    seriesCount: integer('series_count').notNull().default(0),
  },
  (t) => [index('catalogue_category_parent_idx').on(t.parentCode, t.sort)],
);

export const brands = pgTable('catalogue_brand', {
  brandCode: text('brand_code').primaryKey(),
  brandName: text('brand_name').notNull(),
  brandNameEn: text('brand_name_en').notNull(),
  ownBrand: boolean('own_brand').notNull().default(false),
  sort: integer('sort').notNull(),
  seriesCount: integer('series_count').notNull().default(0),
});

export const series = pgTable(
  'catalogue_series',
  {
    seriesCode: text('series_code').primaryKey(),
    seriesName: text('series_name').notNull(),
    brandCode: text('brand_code')
      .notNull()
      .references(() => brands.brandCode),
    /** always a leaf (level 3) category */
    categoryCode: text('category_code')
      .notNull()
      .references(() => categories.categoryCode),
    sort: integer('sort').notNull(),
    description: text('description').notNull(),
    attributes: jsonb('attributes').$type<{ name: string; value: string }[]>().notNull(),
    specList: jsonb('spec_list').$type<SpecItem[]>().notNull(),
    specSummary: text('spec_summary').notNull(),
    cadAvailable: boolean('cad_available').notNull(),
    /** yuan as exact text (see db/money.ts): no float stands for a stored price */
    minPrice: numeric('min_price', { precision: 12, scale: 2, mode: 'string' }).notNull(),
    minDaysToShip: integer('min_days_to_ship').notNull(),
    partCount: integer('part_count').notNull(),
    /**
     * Search tokens (see catalogue/tokenize.ts): CJK unigrams and bigrams of the series, category and
     * brand names plus lowercased ASCII words and their prefixes. Queried with `@>` through a GIN index,
     * which, unlike a trigram index, also serves one- and two-character Chinese words.
     */
    searchTokens: text('search_tokens').array().notNull(),
  },
  (t) => [
    index('catalogue_series_category_idx').on(t.categoryCode, t.sort),
    index('catalogue_series_brand_idx').on(t.brandCode),
    index('catalogue_series_tokens_idx').using('gin', t.searchTokens),
  ],
);

export const parts = pgTable(
  'catalogue_part',
  {
    partNumber: text('part_number').primaryKey(),
    /** upper-cased part number for case-insensitive prefix search (`LIKE 'SFJ10%'`) */
    partNumberUpper: textC('part_number_upper').notNull(),
    seriesCode: text('series_code')
      .notNull()
      .references(() => series.seriesCode),
    /** position inside the series (spec-value order) */
    seq: integer('seq').notNull(),
    /** specCode -> specValueDisp (what PartNumber.specValues shows) */
    specValues: jsonb('spec_values').$type<Record<string, string>>().notNull(),
    /** specCode -> specValue (what a spec filter sends) */
    specKeys: jsonb('spec_keys').$type<Record<string, string>>().notNull().default({}),
    priceBreaks: jsonb('price_breaks').$type<PriceBreak[]>().notNull(),
    daysToShip: integer('days_to_ship').notNull(),
    /** units on hand; an order reserves min(quantity, stock) in its own transaction (the rest ships later) */
    stockQty: integer('stock_qty').notNull(),
    /**
     * SPEC §4 unfit-type code when the part cannot simply be bought online: '1' short-lead-time box, '2' large
     * volume, '3' special order, '4' non-standard, '5' unregistered, '6' multiple, '7' business unit, '8' each-time,
     * '9' other, 's' system. null means fit ('0' is never stored).
     */
    unfitType: text('unfit_type'),
    /** unfit '6': a delegate (non-own-brand) supplier exists, shown as "multiple non-own-brand" */
    hasDelegate: boolean('has_delegate').notNull().default(false),
    /** SPEC §4: '1' permanently discontinued */
    discontinueFlag: text('discontinue_flag').notNull().default('0'),
    /** temporarily not sold (error CE7062) */
    saleSuspended: boolean('sale_suspended').notNull().default(false),
    /** the part to buy instead of a discontinued or suspended one (error CE6088 names it in angle brackets) */
    replacementPartNumber: text('replacement_part_number'),
  },
  (t) => [
    // series_code is carried in the index so prefix hits can be grouped by series with an index-only scan
    index('catalogue_part_upper_idx').on(t.partNumberUpper, t.seriesCode),
    index('catalogue_part_series_idx').on(t.seriesCode, t.seq),
  ],
);

/**
 * A limited-quantity discount campaign on one part (SPEC §1 限量折扣): a campaign price for up to limit_qty units in
 * all. sold_qty grows in the ordering transaction with a guarded update (`sold_qty + n <= limit_qty`), so two buyers
 * racing for the last unit cannot both get it.
 */
export const campaigns = pgTable(
  'catalogue_campaign',
  {
    campaignCode: text('campaign_code').primaryKey(),
    campaignName: text('campaign_name').notNull(),
    partNumber: text('part_number')
      .notNull()
      .references(() => parts.partNumber),
    /** yuan as exact text, tax included */
    campaignPrice: numeric('campaign_price', { precision: 12, scale: 2, mode: 'string' }).notNull(),
    limitQty: integer('limit_qty').notNull(),
    soldQty: integer('sold_qty').notNull().default(0),
    /** most units one order may take at the campaign price; null: no per-order cap */
    perOrderMax: integer('per_order_max'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('catalogue_campaign_part_idx').on(t.partNumber),
    check('catalogue_campaign_sold_within_limit', sql`${t.soldQty} >= 0 and ${t.soldQty} <= ${t.limitQty}`),
  ],
);
