import type {
  Brand,
  CategorySearchResult,
  PartNumberSearchResult,
  PriceCheckResult,
  SeriesDetail,
  SeriesSearchResult,
  SuggestResult,
} from '@shop/api-clients/catalogue/types';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { yuanToFen } from '../src/db/money';
import { createTestApi, type TestApi } from '../src/testing/testApi';
import { getJson } from './helpers/api';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({ seed: 'all' });
}, 120_000);
afterAll(() => t?.close());

const rows = <T>(q: Parameters<typeof queryRows>[1]) => queryRows<T>(t.db, q);

describe('GET /api/check_health', () => {
  it('answers 200 with app, version, buildTime and db ok', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/check_health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ app: 'api', version: expect.any(String), buildTime: expect.any(String), status: 'ok', db: 'ok' });
  });
});

describe('GET /api/v1/category/search', () => {
  it('without categoryCode answers the level-1 tree with children down to the leaves', async () => {
    const { status, body, data } = await getJson<CategorySearchResult>(t.app, '/api/v1/category/search');
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 0, errorMessage: '' });
    expect(data.category).toBeNull();
    expect(data.children.length).toBeGreaterThanOrEqual(8);
    const leaves = data.children.flatMap((l1) => (l1.children ?? []).flatMap((l2) => l2.children ?? []));
    expect(leaves.length).toBeGreaterThanOrEqual(60);
    expect(leaves.every((l) => l.level === 3 && l.seriesCount >= 1)).toBe(true);
    expect(data.children.map((c) => c.categoryName)).toEqual(expect.arrayContaining(['直线运动', '轴承', '螺丝/螺栓', '气动元件', '电气']));
  });

  it('with categoryCode answers the node, its breadcrumbs and direct children', async () => {
    const { data } = await getJson<CategorySearchResult>(t.app, '/api/v1/category/search?categoryCode=M0101');
    expect(data.category).toMatchObject({ categoryCode: 'M0101', categoryName: '直线导轨', level: 2, parentCode: 'M01' });
    expect(data.breadcrumbs).toEqual([
      { categoryCode: 'M01', categoryName: '直线运动' },
      { categoryCode: 'M0101', categoryName: '直线导轨' },
    ]);
    expect(data.children.map((c) => c.categoryName)).toEqual(['微型直线导轨', '标准直线导轨', '重载直线导轨']);
    expect(data.category!.seriesCount).toBe(data.children.reduce((a, c) => a + c.seriesCount, 0));
  });

  it('answers 404 in the envelope for an unknown category', async () => {
    const { status, body } = await getJson(t.app, '/api/v1/category/search?categoryCode=NOPE');
    expect(status).toBe(404);
    expect(body).toEqual({ status: 404, errorMessage: '未找到分类：NOPE', errorCode: 'NOT_FOUND', data: null });
  });
});

describe('GET /api/v1/brand/search', () => {
  it('lists at least 40 brands, the own brand first and only once', async () => {
    const { data } = await getJson<Brand[]>(t.app, '/api/v1/brand/search');
    expect(data.length).toBeGreaterThanOrEqual(40);
    expect(data.filter((b) => b.ownBrand)).toEqual([expect.objectContaining({ brandCode: 'GPH', brandName: '工品汇' })]);
    expect(data[0]!.ownBrand).toBe(true);
    expect(data.map((b) => b.brandName)).toEqual(
      expect.arrayContaining(['THK', 'SMC', '亚德客 AirTAC', '欧姆龙 OMRON', '上银 HIWIN', '正泰 CHINT']),
    );
  });
});

describe('GET /api/v1/series/search (list)', () => {
  it('pages through the series of a category and everything below it', async () => {
    const { n } = (await rows<{ n: number }>(sql`select count(*)::int as n from catalogue_series where category_code like 'M04%'`))[0]!;
    const seen: string[] = [];
    for (let pageNo = 1; ; pageNo++) {
      const { data } = await getJson<SeriesSearchResult>(t.app, `/api/v1/series/search?categoryCode=M04&pageSize=4&pageNo=${pageNo}`);
      expect(data).toMatchObject({ totalCount: n, pageNo, pageSize: 4 });
      if (data.seriesList.length === 0) break;
      for (const s of data.seriesList) {
        expect(s.categoryCode.startsWith('M04')).toBe(true);
        expect(s.partCount).toBeGreaterThan(0);
        expect(s.minPrice).toBeGreaterThan(0);
      }
      seen.push(...data.seriesList.map((s) => s.seriesCode));
    }
    expect(seen).toHaveLength(n);
    expect(new Set(seen).size).toBe(n);
  });

  it('filters by one or several brands and keeps every brand of the category in brandList', async () => {
    const all = (await getJson<SeriesSearchResult>(t.app, '/api/v1/series/search?categoryCode=M02&pageSize=100')).data;
    const brands = all.brandList.map((b) => b.brandCode);
    expect(brands.length).toBeGreaterThan(1);
    const pick = brands.slice(0, 2);
    const { data } = await getJson<SeriesSearchResult>(
      t.app,
      `/api/v1/series/search?categoryCode=M02&pageSize=100&brandCode=${pick.join(',')}`,
    );
    expect(data.seriesList.every((s) => pick.includes(s.brandCode))).toBe(true);
    expect(data.totalCount).toBe(all.seriesList.filter((s) => pick.includes(s.brandCode)).length);
    expect(data.brandList.map((b) => b.brandCode)).toEqual(brands);
    expect(all.brandList.reduce((a, b) => a + (b.seriesCount ?? 0), 0)).toBe(all.totalCount);
  });

  it('lists the related leaf categories of a brand before the category filter', async () => {
    const { data } = await getJson<SeriesSearchResult>(t.app, '/api/v1/series/search?brandCode=GPH&categoryCode=M01&pageSize=1');
    const { n } = (
      await rows<{ n: number }>(sql`select count(distinct category_code)::int as n from catalogue_series where brand_code = 'GPH'`)
    )[0]!;
    expect(data.categoryList).toHaveLength(n);
    expect(data.categoryList!.some((c) => !c.categoryCode.startsWith('M01'))).toBe(true);
    expect(data.categoryList!.every((c) => c.count > 0 && c.categoryName !== '')).toBe(true);
  });

  it('answers 404 for an unknown category', async () => {
    const { status, body } = await getJson(t.app, '/api/v1/series/search?categoryCode=X99');
    expect(status).toBe(404);
    expect(body.errorCode).toBe('NOT_FOUND');
  });
});

describe('GET /api/v1/series/search?seriesCode= (detail)', () => {
  it('answers the detail with spec list, attributes and breadcrumbs', async () => {
    const [s] = await rows<{ code: string; parts: number }>(
      sql`select series_code as code, part_count as parts from catalogue_series order by sort limit 1`,
    );
    const { data } = await getJson<SeriesDetail>(t.app, '/api/v1/series/search', { seriesCode: s!.code });
    expect(data).toMatchObject({ seriesCode: s!.code, partCount: s!.parts });
    expect(data.breadcrumbs).toHaveLength(3);
    expect(data.breadcrumbs[2]!.categoryCode).toBe(data.categoryCode);
    expect(data.specList.length).toBeGreaterThan(0);
    expect(data.specList[0]!.specValueList.length).toBeGreaterThan(0);
    expect(data.description).toMatch(/。/);
    expect(typeof data.cadAvailable).toBe('boolean');
  });

  it('finds a series whatever the case of the code', async () => {
    const [s] = await rows<{ code: string }>(
      sql`select series_code as code from catalogue_series where series_code ~ '[A-Z]' order by sort limit 1`,
    );
    const { status, data } = await getJson<SeriesDetail>(t.app, '/api/v1/series/search', { seriesCode: s!.code.toLowerCase() });
    expect(status).toBe(200);
    expect(data.seriesCode).toBe(s!.code);
  });

  it('answers 404 with a Chinese message for an unknown series', async () => {
    const { status, body } = await getJson(t.app, '/api/v1/series/search?seriesCode=NO-SUCH-SERIES');
    expect(status).toBe(404);
    expect(body).toEqual({ status: 404, errorMessage: '未找到该商品系列：NO-SUCH-SERIES', errorCode: 'NOT_FOUND', data: null });
  });
});

describe('GET /api/v1/partNumber/search', () => {
  it('lists the parts of a series in spec order and pages them', async () => {
    const [s] = await rows<{ code: string; parts: number }>(
      sql`select series_code as code, part_count as parts from catalogue_series where part_count > 5 order by sort limit 1`,
    );
    const p1 = (await getJson<PartNumberSearchResult>(t.app, '/api/v1/partNumber/search', { seriesCode: s!.code, pageSize: '3' })).data;
    const p2 = (
      await getJson<PartNumberSearchResult>(t.app, '/api/v1/partNumber/search', { seriesCode: s!.code, pageSize: '3', pageNo: '2' })
    ).data;
    expect(p1.totalCount).toBe(s!.parts);
    expect(p1.partNumberList).toHaveLength(3);
    expect(p2.partNumberList).toHaveLength(3);
    expect(p1.partNumberList.map((p) => p.partNumber)).not.toEqual(expect.arrayContaining([p2.partNumberList[0]!.partNumber]));
    const part = p1.partNumberList[0]!;
    expect(part.seriesCode).toBe(s!.code);
    expect(part.priceBreaks.length).toBe(4);
    expect(part.priceBreaks[0]!.minQty).toBe(1);
    expect(part.priceBreaks.at(-1)!.maxQty).toBeNull();
    for (let i = 1; i < part.priceBreaks.length; i++) {
      expect(part.priceBreaks[i]!.minQty).toBe(part.priceBreaks[i - 1]!.maxQty! + 1);
      expect(part.priceBreaks[i]!.unitPrice).toBeLessThanOrEqual(part.priceBreaks[i - 1]!.unitPrice);
    }
  });

  it('filters by spec values (specFilter, SPEC §3 form) and an unknown spec matches nothing', async () => {
    const [s] = await rows<{ code: string }>(
      sql`select series_code as code from catalogue_series where jsonb_array_length(spec_list -> 0 -> 'specValueList') > 1 order by sort limit 1`,
    );
    const detail = (await getJson<SeriesDetail>(t.app, '/api/v1/series/search', { seriesCode: s!.code })).data;
    const spec = detail.specList[0]!;
    const [v1, v2] = spec.specValueList;
    const one = (
      await getJson<PartNumberSearchResult>(t.app, '/api/v1/partNumber/search', {
        seriesCode: s!.code,
        specFilter: `${spec.specCode}::${v1!.specValue}`,
        pageSize: '100',
      })
    ).data;
    expect(one.totalCount).toBeGreaterThan(0);
    expect(one.partNumberList.every((p) => p.specValues[spec.specCode] === v1!.specValueDisp)).toBe(true);
    const two = (
      await getJson<PartNumberSearchResult>(t.app, '/api/v1/partNumber/search', {
        seriesCode: s!.code,
        specFilter: `${spec.specCode}::${v1!.specValue},${v2!.specValue}`,
      })
    ).data;
    expect(two.totalCount).toBeGreaterThan(one.totalCount);
    const none = (
      await getJson<PartNumberSearchResult>(t.app, '/api/v1/partNumber/search', { seriesCode: s!.code, specFilter: 'NOSUCHSPEC::1' })
    ).data;
    expect(none.totalCount).toBe(0);
  });

  it('finds parts by part-number prefix, ignoring case', async () => {
    const [p] = await rows<{ pn: string }>(
      sql`select part_number as pn from catalogue_part where part_number ~ '^[A-Z]{2}' order by part_number limit 1`,
    );
    const prefix = p!.pn.slice(0, 3);
    const { n } = (
      await rows<{ n: number }>(
        sql`select count(*)::int as n from catalogue_part where part_number_upper like ${prefix.toUpperCase() + '%'}`,
      )
    )[0]!;
    const { data } = await getJson<PartNumberSearchResult>(t.app, '/api/v1/partNumber/search', {
      partNumber: prefix.toLowerCase(),
      pageSize: '100',
    });
    expect(data.totalCount).toBe(n);
    expect(data.partNumberList.every((x) => x.partNumber.toUpperCase().startsWith(prefix.toUpperCase()))).toBe(true);
    const sorted = [...data.partNumberList].map((x) => x.partNumber.toUpperCase()).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(data.partNumberList.map((x) => x.partNumber.toUpperCase())).toEqual(sorted);
  });
});

describe('GET /api/v1/partNumber/suggest', () => {
  it('suggests at most 10 part numbers starting with the keyword, plus series and categories', async () => {
    const [p] = await rows<{ pn: string }>(sql`select part_number as pn from catalogue_part order by part_number_upper limit 1 offset 500`);
    const prefix = p!.pn.slice(0, 2);
    const { data } = await getJson<SuggestResult>(t.app, '/api/v1/partNumber/suggest', { keyword: prefix.toLowerCase() });
    expect(data.partNumberList.length).toBeGreaterThan(0);
    expect(data.partNumberList.length).toBeLessThanOrEqual(10);
    expect(data.partNumberList.every((x) => x.partNumber.toUpperCase().startsWith(prefix.toUpperCase()))).toBe(true);
    expect(data.seriesList.length).toBeLessThanOrEqual(10);
  });

  it('suggests categories by name for Chinese words', async () => {
    const { data } = await getJson<SuggestResult>(t.app, '/api/v1/partNumber/suggest', { keyword: '轴承' });
    expect(data.categoryList.length).toBeGreaterThan(0);
    expect(data.categoryList.every((c) => c.categoryName.includes('轴承'))).toBe(true);
    expect(data.seriesList.length).toBeGreaterThan(0);
    expect(data.partNumberList).toEqual([]);
  });
});

describe('POST /api/v1/price/check', () => {
  it('prices each line at its quantity break and flags unknown part numbers', async () => {
    const [p] = await rows<{ pn: string }>(sql`select part_number as pn from catalogue_part order by part_number limit 1`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/price/check',
      payload: {
        sessionId: 'x',
        partNumberList: [
          { partNumber: p!.pn.toLowerCase(), quantity: 1 },
          { partNumber: p!.pn, quantity: 5000 },
          { partNumber: 'NO-SUCH-PART', quantity: 1 },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const data = (res.json() as { data: PriceCheckResult }).data;
    const [a, b, c] = data.priceList;
    expect(a).toMatchObject({ partNumber: p!.pn, found: true, errorMessage: '' });
    expect(a!.unitPrice).toBe(a!.priceBreaks[0]!.unitPrice);
    expect(b!.unitPrice).toBe(b!.priceBreaks.at(-1)!.unitPrice);
    expect(yuanToFen(b!.totalPrice!)).toBe(yuanToFen(b!.unitPrice!) * 5000);
    expect(c).toMatchObject({ partNumber: 'NO-SUCH-PART', found: false, unitPrice: null, errorMessage: '型号不存在' });
    expect(yuanToFen(data.totalPrice)).toBe(yuanToFen(a!.totalPrice!) + yuanToFen(b!.totalPrice!));
  });

  it('adds prices exactly (in fen): 3 × 0.10 + 0.20 + 0.10 is 0.6, not 0.6000000000000001', async () => {
    const pns = ['MONEY-TEST-A', 'MONEY-TEST-B'];
    const breaks = (unitPrice: number) => JSON.stringify([{ minQty: 1, maxQty: null, unitPrice }]);
    await t.db.execute(sql`
      insert into catalogue_part (part_number, part_number_upper, series_code, seq, spec_values, spec_keys, price_breaks, days_to_ship, stock_qty)
      select v.pn, v.pn, p.series_code, v.seq, '{}'::jsonb, '{}'::jsonb, v.breaks::jsonb, 1, 1
      from (select series_code from catalogue_part order by part_number limit 1) p,
           (values (${pns[0]}, 90001, ${breaks(0.1)}), (${pns[1]}, 90002, ${breaks(0.2)})) as v(pn, seq, breaks)`);
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/price/check',
        payload: {
          partNumberList: [
            { partNumber: pns[0], quantity: 3 },
            { partNumber: pns[1], quantity: 1 },
            { partNumber: pns[0], quantity: 1 },
          ],
        },
      });
      expect(res.statusCode).toBe(200);
      const data = (res.json() as { data: PriceCheckResult }).data;
      expect(data.priceList.map((l) => l.totalPrice)).toEqual([0.3, 0.2, 0.1]);
      expect(data.totalPrice).toBe(0.6);
      // the JSON text itself carries 2-decimal values
      expect(res.body).toContain('"totalPrice":0.6}');
    } finally {
      await t.db.execute(sql`delete from catalogue_part where part_number in (${pns[0]}, ${pns[1]})`);
    }
  });
});

describe('envelope and request id', () => {
  it('echoes a sane x-request-id and makes one otherwise', async () => {
    const given = await t.app.inject({ method: 'GET', url: '/api/v1/brand/search', headers: { 'x-request-id': 'trace-42.a:b' } });
    expect(given.headers['x-request-id']).toBe('trace-42.a:b');
    const junk = await t.app.inject({ method: 'GET', url: '/api/v1/brand/search', headers: { 'x-request-id': 'has spaces <script>' } });
    expect(junk.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const missing = await t.app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(missing.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
