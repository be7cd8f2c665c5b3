import { boolean, index, integer, jsonb, numeric, pgTable, smallint, text } from 'drizzle-orm/pg-core';
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
    stockQty: integer('stock_qty').notNull(),
  },
  (t) => [
    // series_code is carried in the index so prefix hits can be grouped by series with an index-only scan
    index('catalogue_part_upper_idx').on(t.partNumberUpper, t.seriesCode),
    index('catalogue_part_series_idx').on(t.seriesCode, t.seq),
  ],
);
