import { sql, type SQL } from 'drizzle-orm';
import type { FullTextSearchResult, PartNumber, SeriesSummary, SuggestResult } from '@shop/api-clients/catalogue/types';
import { queryRows, type Orm } from '../db/client';
import type { Paging } from '../http/commonQuery';
import { normalizeText, queryTokens, type QueryTokens } from './tokenize';
import { PART_COLUMNS, PART_FROM, SERIES_JOINS, SERIES_SUMMARY_COLUMNS, startsWith, textArray } from './sqlParts';

const HAS_CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;

/**
 * What a keyword asks for.
 * - tokens: every series whose search_tokens contain all of them matches (GIN `@>`).
 * - prefixes: whitespace-separated terms without Chinese that contain a letter or digit, upper-cased:
 *   parts whose number starts with one of them match (btree range on part_number_upper), restricted to
 *   series that have the keyword's Chinese tokens when there are any ("轴承 6204").
 */
interface ParsedKeyword {
  normalized: string;
  tokens: QueryTokens;
  prefixes: string[];
}

function parseKeyword(keyword: string): ParsedKeyword {
  const normalized = normalizeText(keyword).trim().replace(/\s+/g, ' ');
  const prefixes = [
    ...new Set(
      normalized
        .split(' ')
        .filter((t) => t !== '' && !HAS_CJK.test(t) && /[a-z0-9]/.test(t))
        .map((t) => t.toUpperCase()),
    ),
  ].slice(0, 5);
  return { normalized, tokens: queryTokens(normalized), prefixes };
}

function anyPrefix(prefixes: string[]): SQL {
  return sql`(${sql.join(
    prefixes.map((p) => startsWith(sql`p.part_number_upper`, p)),
    sql` or `,
  )})`;
}

interface SeriesHit {
  seriesCode: string;
  categoryCode: string;
  partCount: number;
  score: number;
}
interface PrefixHit {
  seriesCode: string;
  categoryCode: string;
  n: number;
}

/** Series whose tokens contain every query token, best first. */
async function matchSeries(db: Orm, k: ParsedKeyword, limit?: number): Promise<SeriesHit[]> {
  if (k.tokens.all.length === 0) return [];
  const kw = k.normalized;
  return queryRows<SeriesHit>(
    db,
    sql`select s.series_code as "seriesCode", s.category_code as "categoryCode", s.part_count as "partCount",
          (case when lower(s.series_code) = ${kw} then 40 when starts_with(lower(s.series_code), ${kw}) then 12 else 0 end
           + case when strpos(lower(s.series_name), ${kw}) > 0 then 10 else 0 end
           + case when strpos(lower(c.category_name), ${kw}) > 0 then 6 else 0 end
           + case when lower(c2.category_name) = ${kw} or lower(c1.category_name) = ${kw} or lower(c.category_name) = ${kw} then 8 else 0 end
           + case when strpos(lower(b.brand_name), ${kw}) > 0 or lower(b.brand_name_en) = ${kw} then 4 else 0 end
           + case when b.own_brand then 1 else 0 end)::int as score
        from catalogue_series s ${SERIES_JOINS}
        left join catalogue_category c2 on c2.category_code = c.parent_code
        left join catalogue_category c1 on c1.category_code = c2.parent_code
        where s.search_tokens @> ${textArray(k.tokens.all)}
        order by score desc, s.sort, s.series_code
        ${limit ? sql`limit ${limit}` : sql``}`,
  );
}

/** Parts whose number starts with a query term, counted per series. */
async function matchPrefixes(db: Orm, k: ParsedKeyword): Promise<PrefixHit[]> {
  if (k.prefixes.length === 0) return [];
  // counted from the (part_number_upper, series_code) index alone; only the series with hits are then read
  const restrict = k.tokens.cjk.length
    ? sql`and p.series_code in (select series_code from catalogue_series where search_tokens @> ${textArray(k.tokens.cjk)})`
    : sql``;
  const counts = await queryRows<{ seriesCode: string; n: number }>(
    db,
    sql`select p.series_code as "seriesCode", count(*)::int as n from catalogue_part p
        where ${anyPrefix(k.prefixes)} ${restrict} group by p.series_code`,
  );
  if (counts.length === 0) return [];
  const categories = await queryRows<{ seriesCode: string; categoryCode: string }>(
    db,
    sql`select series_code as "seriesCode", category_code as "categoryCode" from catalogue_series
        where series_code = any(${textArray(counts.map((c) => c.seriesCode))})`,
  );
  const categoryOf = new Map(categories.map((c) => [c.seriesCode, c.categoryCode]));
  return counts
    .map((c) => ({ ...c, categoryCode: categoryOf.get(c.seriesCode) ?? '' }))
    .sort((a, b) => b.n - a.n || (a.seriesCode < b.seriesCode ? -1 : a.seriesCode > b.seriesCode ? 1 : 0));
}

async function seriesSummaries(db: Orm, codes: string[]): Promise<SeriesSummary[]> {
  if (codes.length === 0) return [];
  const rows = await queryRows<SeriesSummary>(
    db,
    sql`select ${SERIES_SUMMARY_COLUMNS} from catalogue_series s ${SERIES_JOINS} where s.series_code = any(${textArray(codes)})`,
  );
  const byCode = new Map(rows.map((r) => [r.seriesCode, r]));
  return codes.map((c) => byCode.get(c)).filter((r): r is SeriesSummary => r !== undefined);
}

async function categoryNames(db: Orm, codes: string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await queryRows<{ code: string; name: string }>(
    db,
    sql`select category_code as code, category_name as name from catalogue_category where category_code = any(${textArray(codes)})`,
  );
  return new Map(rows.map((r) => [r.code, r.name]));
}

/**
 * Matching parts in one order: first parts whose number starts with a query term (by part number),
 * then the parts of matching series (series by score, parts by their order in the series), each part
 * once. Counts come from the per-series hit lists, so only the rows of the requested page are read.
 */
export async function fullTextSearch(db: Orm, keyword: string, paging: Paging): Promise<FullTextSearchResult> {
  const k = parseKeyword(keyword);
  const [seriesHits, prefixHits] = await Promise.all([matchSeries(db, k), matchPrefixes(db, k)]);

  const prefixCountBySeries = new Map(prefixHits.map((h) => [h.seriesCode, h.n]));
  const prefixTotal = prefixHits.reduce((a, h) => a + h.n, 0);
  // a part already listed among the prefix hits is not listed again under its series
  const rest = seriesHits.map((h) => ({ ...h, remaining: h.partCount - (prefixCountBySeries.get(h.seriesCode) ?? 0) }));
  const totalCount = prefixTotal + rest.reduce((a, h) => a + h.remaining, 0);

  const offset = (paging.pageNo - 1) * paging.pageSize;
  const partNumberList: PartNumber[] = [];
  if (offset < prefixTotal) {
    const restrict = k.tokens.cjk.length ? sql`and s.search_tokens @> ${textArray(k.tokens.cjk)}` : sql``;
    partNumberList.push(
      ...(await queryRows<PartNumber>(
        db,
        sql`select ${PART_COLUMNS} from ${PART_FROM} where ${anyPrefix(k.prefixes)} ${restrict}
            order by p.part_number_upper limit ${paging.pageSize} offset ${offset}`,
      )),
    );
  }
  let skip = Math.max(0, offset - prefixTotal);
  for (const h of rest) {
    const want = paging.pageSize - partNumberList.length;
    if (want <= 0) break;
    if (skip >= h.remaining) {
      skip -= h.remaining;
      continue;
    }
    const notPrefixed = prefixCountBySeries.has(h.seriesCode) ? sql`and not ${anyPrefix(k.prefixes)}` : sql``;
    partNumberList.push(
      ...(await queryRows<PartNumber>(
        db,
        sql`select ${PART_COLUMNS} from ${PART_FROM} where p.series_code = ${h.seriesCode} ${notPrefixed}
            order by p.seq limit ${want} offset ${skip}`,
      )),
    );
    skip = 0;
  }

  // series: those holding prefix hits first, then the token matches
  const orderedSeries = [...new Set([...prefixHits.map((h) => h.seriesCode), ...seriesHits.map((h) => h.seriesCode)])];
  const perCategory = new Map<string, number>();
  for (const h of prefixHits) perCategory.set(h.categoryCode, (perCategory.get(h.categoryCode) ?? 0) + h.n);
  for (const h of rest) if (h.remaining > 0) perCategory.set(h.categoryCode, (perCategory.get(h.categoryCode) ?? 0) + h.remaining);
  const [seriesList, names] = await Promise.all([
    seriesSummaries(db, orderedSeries.slice(0, paging.pageSize)),
    categoryNames(db, [...perCategory.keys()]),
  ]);
  const topCategories = rankCategories(perCategory, names, k.normalized).slice(0, 10);

  return {
    keyword,
    totalCount,
    pageNo: paging.pageNo,
    pageSize: paging.pageSize,
    seriesList,
    seriesTotalCount: orderedSeries.length,
    partNumberList,
    categoryList: topCategories.map(([categoryCode, count]) => ({ categoryCode, categoryName: names.get(categoryCode) ?? '', count })),
  };
}

/**
 * Related categories of a search, most relevant first: those whose own name holds a word of the keyword (轴承 →
 * 深沟球轴承, 滚针轴承) before those that only hold matching series (直线光轴 in 轴承钢), then by hits, then by code.
 */
function rankCategories(hits: Map<string, number>, names: Map<string, string>, normalizedKeyword: string): [string, number][] {
  const words = normalizedKeyword.split(' ').filter((w) => w !== '');
  const named = new Set(
    [...hits.keys()].filter((code) => {
      const name = normalizeText(names.get(code) ?? '');
      return words.some((w) => name.includes(w));
    }),
  );
  return [...hits].sort((a, b) => Number(named.has(b[0])) - Number(named.has(a[0])) || b[1] - a[1] || a[0].localeCompare(b[0]));
}

const SUGGEST_LIMIT = 10;

/** Type-ahead: part numbers by prefix, series by tokens, categories by name. */
export async function suggest(db: Orm, keyword: string): Promise<SuggestResult> {
  const k = parseKeyword(keyword);
  if (k.normalized === '') return { partNumberList: [], seriesList: [], categoryList: [] };
  const [parts, seriesHits, categoryList] = await Promise.all([
    k.prefixes.length
      ? queryRows<SuggestResult['partNumberList'][number]>(
          db,
          sql`select p.part_number as "partNumber", p.series_code as "seriesCode", s.series_name as "seriesName", b.brand_name as "brandName"
              from ${PART_FROM} where ${anyPrefix(k.prefixes)}
              order by p.part_number_upper limit ${SUGGEST_LIMIT}`,
        )
      : Promise.resolve([]),
    matchSeries(db, k, SUGGEST_LIMIT),
    queryRows<SuggestResult['categoryList'][number]>(
      db,
      // strpos: the keyword is plain text, no pattern characters to escape
      sql`select category_code as "categoryCode", category_name as "categoryName" from catalogue_category
          where strpos(lower(category_name), ${k.normalized}) > 0
          order by level desc, length(category_name), sort limit ${SUGGEST_LIMIT}`,
    ),
  ]);
  // series of the suggested parts fill up the series list when the tokens found few
  const codes = [...new Set([...seriesHits.map((h) => h.seriesCode), ...parts.map((p) => p.seriesCode)])].slice(0, SUGGEST_LIMIT);
  const series = await seriesSummaries(db, codes);
  return {
    partNumberList: parts,
    seriesList: series.map(({ seriesCode, seriesName, brandName }) => ({ seriesCode, seriesName, brandName })),
    categoryList,
  };
}
