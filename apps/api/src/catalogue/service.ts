import { sql, type SQL } from 'drizzle-orm';
import type {
  Brand,
  PartNumber,
  PartNumberSearchResult,
  SeriesDetail,
  SeriesSearchResult,
  SeriesSummary,
  SpecItem,
} from '@shop/api-clients/catalogue/types';
import { queryRows, type Orm } from '../db/client';
import { invalidParam, notFound } from '../http/errors';
import type { Paging } from '../http/commonQuery';
import { CategoryTree } from './categories';
import { normalizeText } from './tokenize';
import { PART_COLUMNS, PART_FROM, SERIES_JOINS, SERIES_SUMMARY_COLUMNS, startsWith, textArray } from './sqlParts';

const CODE = /^[A-Za-z0-9_.\-/]{1,64}$/;

export async function listBrands(db: Orm): Promise<Brand[]> {
  return queryRows<Brand>(
    db,
    sql`select brand_code as "brandCode", brand_name as "brandName", own_brand as "ownBrand", sort, series_count as "seriesCount"
        from catalogue_brand order by sort, brand_code`,
  );
}

/** 'NSK,THK' -> ['NSK', 'THK'] (the value list of a SPEC §3 CategorySpec brand item) */
function parseBrandCodes(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  const codes = [
    ...new Set(
      raw
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    ),
  ];
  if (codes.length > 50) throw invalidParam('brandCode 最多 50 个');
  for (const c of codes) if (!CODE.test(c)) throw invalidParam('brandCode 格式不正确');
  return codes;
}

interface SeriesListQuery extends Paging {
  categoryCode?: string;
  brandCode?: string;
}

export async function searchSeries(db: Orm, q: SeriesListQuery): Promise<SeriesSearchResult> {
  const tree = await CategoryTree.load(db);
  const brandCodes = parseBrandCodes(q.brandCode);
  let leaves: string[] | null = null;
  if (q.categoryCode) {
    if (!tree.get(q.categoryCode)) throw notFound(`未找到分类：${q.categoryCode}`);
    leaves = tree.leavesUnder(q.categoryCode);
  }
  const inCategory = leaves ? sql`s.category_code = any(${textArray(leaves)})` : sql`true`;
  const ofBrands = brandCodes.length ? sql`s.brand_code = any(${textArray(brandCodes)})` : sql`true`;
  const where = sql`${inCategory} and ${ofBrands}`;
  const offset = (q.pageNo - 1) * q.pageSize;

  const [countRows, seriesList, brandList] = await Promise.all([
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from catalogue_series s where ${where}`),
    queryRows<SeriesSummary>(
      db,
      sql`select ${SERIES_SUMMARY_COLUMNS} from catalogue_series s ${SERIES_JOINS}
          where ${where} order by s.sort, s.series_code limit ${q.pageSize} offset ${offset}`,
    ),
    // brand filter items: every brand of the category, whatever brands are ticked
    queryRows<Brand>(
      db,
      sql`select b.brand_code as "brandCode", b.brand_name as "brandName", b.own_brand as "ownBrand", b.sort,
                 count(*)::int as "seriesCount"
          from catalogue_series s join catalogue_brand b on b.brand_code = s.brand_code
          where ${inCategory} group by b.brand_code order by b.sort`,
    ),
  ]);
  const result: SeriesSearchResult = { totalCount: countRows[0]?.n ?? 0, pageNo: q.pageNo, pageSize: q.pageSize, seriesList, brandList };

  // "related category" filter: where the ticked brands' series sit (before the category filter), or the
  // leaves under the requested category
  if (brandCodes.length || leaves) {
    const scope = brandCodes.length ? ofBrands : inCategory;
    const counts = await queryRows<{ categoryCode: string; count: number }>(
      db,
      sql`select s.category_code as "categoryCode", count(*)::int as count from catalogue_series s where ${scope} group by s.category_code`,
    );
    result.categoryList = counts
      .map((r) => {
        const c = tree.get(r.categoryCode);
        return { categoryCode: r.categoryCode, categoryName: c?.categoryName ?? '', sort: c?.sort ?? 0, count: r.count };
      })
      .sort((a, b) => a.categoryCode.localeCompare(b.categoryCode));
  }
  return result;
}

interface SeriesDetailRow extends SeriesSummary {
  description: string;
  attributes: { name: string; value: string }[];
  specList: SpecItem[];
  cadAvailable: boolean;
}

export async function getSeriesDetail(db: Orm, seriesCode: string): Promise<SeriesDetail> {
  const select = (cond: SQL) =>
    queryRows<SeriesDetailRow>(
      db,
      sql`select ${SERIES_SUMMARY_COLUMNS}, s.description, s.attributes, s.spec_list as "specList", s.cad_available as "cadAvailable"
          from catalogue_series s ${SERIES_JOINS} where ${cond} order by s.series_code limit 1`,
    );
  // exact code first; a code typed in the other case still finds its series
  let [row] = await select(sql`s.series_code = ${seriesCode}`);
  if (!row) [row] = await select(sql`upper(s.series_code) = ${seriesCode.toUpperCase()}`);
  if (!row) throw notFound(`未找到该商品系列：${seriesCode}`);
  const tree = await CategoryTree.load(db);
  return { ...row, breadcrumbs: tree.breadcrumbs(row.categoryCode) };
}

/**
 * `specCode::v1,v2<TAB>specCode2::v3` (SPEC §3 CategorySpec; a ',' inside a value is percent-encoded).
 * Returns specCode -> accepted specValues.
 */
function parseSpecFilter(raw: string | undefined): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (raw === undefined || raw.trim() === '') return out;
  for (const item of raw.split('\t')) {
    if (item.trim() === '') continue;
    const sep = item.indexOf('::');
    if (sep <= 0) throw invalidParam('specFilter 格式不正确，应为 specCode::值1,值2');
    const code = item.slice(0, sep).trim();
    if (!/^[A-Za-z0-9_]{1,32}$/.test(code)) throw invalidParam('specFilter 中的规格代码格式不正确');
    let values: string[];
    try {
      values = item
        .slice(sep + 2)
        .split(',')
        .map((v) => decodeURIComponent(v))
        .filter((v) => v !== '');
    } catch {
      throw invalidParam('specFilter 编码不正确');
    }
    if (values.length === 0) throw invalidParam(`specFilter 中 ${code} 没有取值`);
    if (values.length > 100) throw invalidParam('specFilter 取值过多');
    out.set(code, [...new Set([...(out.get(code) ?? []), ...values])]);
  }
  if (out.size > 20) throw invalidParam('specFilter 规格项过多');
  return out;
}

interface PartSearchQuery extends Paging {
  seriesCode?: string;
  partNumber?: string;
  specFilter?: string;
}

export async function searchParts(db: Orm, q: PartSearchQuery): Promise<PartNumberSearchResult> {
  const seriesCode = q.seriesCode?.trim() || undefined;
  const prefix = q.partNumber ? normalizeText(q.partNumber.trim()).toUpperCase() : '';
  if (!seriesCode && !prefix) throw invalidParam('请指定 seriesCode 或 partNumber');
  const specs = parseSpecFilter(q.specFilter);

  const conds: SQL[] = [];
  if (seriesCode) conds.push(sql`p.series_code = ${seriesCode}`);
  if (prefix) conds.push(startsWith(sql`p.part_number_upper`, prefix));
  for (const [code, values] of specs) conds.push(sql`p.spec_keys ->> ${code} = any(${textArray(values)})`);
  const where = sql.join(conds, sql` and `);
  const order = seriesCode ? sql`p.seq` : sql`p.part_number_upper`;
  const offset = (q.pageNo - 1) * q.pageSize;

  const [countRows, partNumberList] = await Promise.all([
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from catalogue_part p where ${where}`),
    queryRows<PartNumber>(
      db,
      sql`select ${PART_COLUMNS} from ${PART_FROM} where ${where} order by ${order} limit ${q.pageSize} offset ${offset}`,
    ),
  ]);
  return { totalCount: countRows[0]?.n ?? 0, pageNo: q.pageNo, pageSize: q.pageSize, partNumberList };
}

/** Parts by exact part number, case-insensitive, keyed by the upper-cased number. */
export async function findParts(db: Orm, partNumbers: readonly string[]): Promise<Map<string, PartNumber>> {
  const keys = [...new Set(partNumbers.map((p) => normalizeText(p.trim()).toUpperCase()))];
  if (keys.length === 0) return new Map();
  const rows = await queryRows<PartNumber & { key: string }>(
    db,
    sql`select ${PART_COLUMNS}, p.part_number_upper as key from ${PART_FROM} where p.part_number_upper = any(${textArray(keys)})`,
  );
  return new Map(rows.map(({ key, ...part }) => [key, part]));
}
