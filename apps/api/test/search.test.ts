import type { FullTextSearchResult, PartNumber } from '@shop/api-clients/catalogue/types';
import { sql } from 'drizzle-orm';
import { queryTokens } from '../src/catalogue/tokenize';
import { queryRows } from '../src/db/client';
import { createTestApi, type TestApi } from '../src/testing/testApi';
import { getJson } from './helpers/api';

let t: TestApi;
let seriesTokens: { code: string; tokens: string[]; parts: number; name: string; path: string }[];
beforeAll(async () => {
  t = await createTestApi({ seed: 'all' });
  seriesTokens = await queryRows(
    t.db,
    sql`select s.series_code as code, s.search_tokens as tokens, s.part_count as parts, s.series_name as name,
               c1.category_name || '/' || c2.category_name || '/' || c.category_name as path
        from catalogue_series s join catalogue_category c on c.category_code = s.category_code
        join catalogue_category c2 on c2.category_code = c.parent_code join catalogue_category c1 on c1.category_code = c2.parent_code`,
  );
}, 120_000);
afterAll(() => t?.close());

const search = (keyword: string, pageNo = 1, pageSize = 20) =>
  getJson<FullTextSearchResult>(t.app, '/api/v1/fullText/search', { keyword, pageNo: String(pageNo), pageSize: String(pageSize) });

/** the reference meaning of a keyword without part-number terms: series holding every query token */
function expectedSeries(keyword: string) {
  const want = queryTokens(keyword).all;
  return seriesTokens.filter((s) => want.every((w) => s.tokens.includes(w)));
}

async function allParts(keyword: string): Promise<PartNumber[]> {
  const out: PartNumber[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const { data } = await search(keyword, pageNo, 100);
    out.push(...data.partNumberList);
    if (data.partNumberList.length < 100) return out;
  }
}

describe('full-text search of Chinese words', () => {
  it.each(['轴承', '导轨', '螺丝', '气缸', '弹簧', '轴', '直线导轨'])('%s matches exactly the series holding its tokens', async (kw) => {
    const expected = expectedSeries(kw);
    expect(expected.length).toBeGreaterThan(0);
    const { status, data } = await search(kw);
    expect(status).toBe(200);
    expect(data.keyword).toBe(kw);
    expect(data.seriesTotalCount).toBe(expected.length);
    expect(data.totalCount).toBe(expected.reduce((a, s) => a + s.parts, 0));
    const codes = new Set(expected.map((s) => s.code));
    expect(data.seriesList.every((s) => codes.has(s.seriesCode))).toBe(true);
    expect(data.partNumberList.every((p) => codes.has(p.seriesCode))).toBe(true);
  });

  it('两字词 match where the word really appears (name or category path)', async () => {
    for (const kw of ['轴承', '导轨']) {
      const { data } = await search(kw, 1, 100);
      for (const s of data.seriesList) {
        const row = seriesTokens.find((x) => x.code === s.seriesCode)!;
        expect(`${row.name} ${row.path}`).toContain(kw);
      }
    }
  });

  it('ranks series whose category is the word first (轴承: bearings before linear bushings)', async () => {
    const { data } = await search('轴承');
    expect(data.seriesList[0]!.categoryCode.startsWith('M02')).toBe(true);
  });

  it('lists related categories named after the word first (轴承: 深沟球轴承 before 直线光轴 of 轴承钢), each group by hits', async () => {
    const { data } = await search('轴承');
    const named = data.categoryList.map((c) => c.categoryName.includes('轴承'));
    expect(named[0]).toBe(true);
    // once a category without the word in its name appears, no named one follows
    expect(named.slice(named.indexOf(false) === -1 ? named.length : named.indexOf(false))).not.toContain(true);
    for (const group of [true, false]) {
      const counts = data.categoryList.filter((_, i) => named[i] === group).map((c) => c.count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    }
    expect(data.categoryList.some((c) => c.categoryName === '深沟球轴承')).toBe(true);
  });

  it('螺丝 lists fastener categories', async () => {
    const { data } = await search('螺丝');
    expect(data.categoryList.length).toBeGreaterThan(0);
    expect(data.categoryList.every((c) => c.categoryCode.startsWith('M04'))).toBe(true);
  });

  it('pages through every match exactly once', async () => {
    const { data } = await search('导轨');
    const parts = await allParts('导轨');
    expect(parts).toHaveLength(data.totalCount);
    expect(new Set(parts.map((p) => p.partNumber)).size).toBe(data.totalCount);
  });

  it('a page past the end is empty, not an error', async () => {
    const { status, data } = await search('导轨', 10000, 100);
    expect(status).toBe(200);
    expect(data.partNumberList).toEqual([]);
    expect(data.totalCount).toBeGreaterThan(0);
  });
});

describe('full-text search of part numbers', () => {
  it('lists parts starting with a part-number prefix first, any case', async () => {
    const [p] = await queryRows<{ pn: string }>(
      t.db,
      sql`select part_number as pn from catalogue_part where part_number ~ '^[A-Z]{2,}[0-9]' order by part_number limit 1 offset 40`,
    );
    const prefix = p!.pn.match(/^[A-Z]+[0-9]+/)![0];
    const { n } = (
      await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from catalogue_part where part_number_upper like ${prefix + '%'}`)
    )[0]!;
    const { data } = await search(prefix.toLowerCase(), 1, 100);
    expect(data.totalCount).toBeGreaterThanOrEqual(n);
    const head = data.partNumberList.slice(0, Math.min(n, 100));
    expect(head.every((x) => x.partNumber.toUpperCase().startsWith(prefix))).toBe(true);
    expect(data.seriesList[0]!.seriesCode).toBe(head[0]!.seriesCode);
  });

  it('full-width input finds the same parts (NFKC)', async () => {
    const [p] = await queryRows<{ pn: string }>(
      t.db,
      sql`select part_number as pn from catalogue_part where part_number ~ '^[A-Z]{2}' order by part_number limit 1`,
    );
    const prefix = p!.pn.slice(0, 3);
    const wide = Array.from(prefix)
      .map((ch) => String.fromCharCode(ch.charCodeAt(0) + 0xfee0))
      .join('');
    const narrow = (await search(prefix)).data;
    const full = (await search(wide)).data;
    expect(full.totalCount).toBe(narrow.totalCount);
    expect(full.partNumberList.map((x) => x.partNumber)).toEqual(narrow.partNumberList.map((x) => x.partNumber));
  });

  it('a series code as keyword lists its parts once even though they match twice', async () => {
    const [s] = await queryRows<{ code: string }>(
      t.db,
      sql`select series_code as code from catalogue_series where series_code ~ '^[A-Z]{3,}$' order by sort limit 1`,
    );
    const kw = s!.code.toLowerCase();
    const parts = await allParts(kw);
    const { data } = await search(kw);
    expect(parts).toHaveLength(data.totalCount);
    expect(new Set(parts.map((x) => x.partNumber)).size).toBe(parts.length);
    expect(parts.some((x) => x.seriesCode === s!.code)).toBe(true);
  });

  it('combines a Chinese word and a part-number term (轴承 + bore code)', async () => {
    const [p] = await queryRows<{ pn: string }>(
      t.db,
      sql`select p.part_number as pn from catalogue_part p join catalogue_series s using (series_code) where s.category_code = 'M020101' order by p.part_number limit 1`,
    );
    const term = p!.pn.slice(0, 4);
    const { data } = await search(`轴承 ${term}`);
    expect(data.partNumberList[0]!.partNumber.startsWith(term)).toBe(true);
    expect(data.partNumberList[0]!.categoryCode).toBe('M020101');
  });

  it('a keyword matching nothing answers an empty result', async () => {
    const { status, data } = await search('zzzzqqq不存在的东西');
    expect(status).toBe(200);
    expect(data).toMatchObject({ totalCount: 0, seriesTotalCount: 0, partNumberList: [], seriesList: [], categoryList: [] });
  });
});
