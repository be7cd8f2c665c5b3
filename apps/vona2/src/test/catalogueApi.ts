import type { FullTextSearchResult, PartNumber, SeriesSearchResult } from '@shop/api-clients';
import { CartMessages, CartPaths } from '@shop/api-clients/cart/types';
import { createFakeApi, fail, ok, type Reply, type Routes } from '@shop/test-support';
import { brands, categories, sfjDetail, sfjParts, sfjSpecs, shaftSeries } from './catalogueFixture';

const notFound = (msg: string): Reply => fail(404, msg, 'NOT_FOUND');

const page = <T>(items: T[], q: URLSearchParams) => {
  const pageNo = Number(q.get('pageNo') ?? 1);
  const pageSize = Number(q.get('pageSize') ?? 20);
  return { pageNo, pageSize, totalCount: items.length, slice: items.slice((pageNo - 1) * pageSize, pageNo * pageSize) };
};

/** The SPEC §3 specFilter, as the real server reads it. */
function applySpecFilter(parts: PartNumber[], filter: string | null): PartNumber[] {
  if (!filter) return parts;
  const items = filter.split('\t').map((it) => {
    const [code, vals] = it.split('::') as [string, string];
    return { code, values: vals.split(',').map((v) => decodeURIComponent(v)) };
  });
  return parts.filter((p) =>
    items.every(({ code, values }) => {
      const spec = sfjSpecs.find((s) => s.specCode === code);
      const shown = values.map((v) => spec?.specValueList.find((x) => x.specValue === v)?.specValueDisp);
      return shown.includes(p.specValues[code]);
    }),
  );
}

/** Older servers ignore specFilter; `honourSpecFilter: false` plays one. */
export interface CatalogueApiOptions {
  honourSpecFilter?: boolean;
  /** what the coupon service answers for the new-customer gift pack (default 0: still on offer) */
  couponStatus?: number;
}

/** The catalogue answers of a fresh fake server, one handler per path. */
function catalogueRoutes(options: CatalogueApiOptions): Routes {
  return {
    '/api/v1/brand/search': () => ok(brands),
    '/api/v1/category/search': ({ query: q }) => {
      const code = q.get('categoryCode');
      if (!code) return ok({ category: null, breadcrumbs: [], children: [categories[0]] });
      const node = categories.find((c) => c.categoryCode === code);
      if (!node) return notFound(`分类不存在：${code}`);
      const crumbs = [];
      for (let n: typeof node | undefined = node; n; n = categories.find((c) => c.categoryCode === n?.parentCode)) {
        crumbs.unshift({ categoryCode: n.categoryCode, categoryName: n.categoryName });
      }
      return ok({ category: { ...node, children: undefined }, breadcrumbs: crumbs, children: node.children ?? [] });
    },
    '/api/v1/series/search': ({ query: q }) => {
      const seriesCode = q.get('seriesCode');
      if (seriesCode) return seriesCode === 'SFJ' ? ok(sfjDetail) : notFound(`商品系列不存在：${seriesCode}`);
      const cat = q.get('categoryCode');
      if (cat && !categories.some((c) => c.categoryCode === cat)) return notFound(`分类不存在：${cat}`);
      const brandCodes = q.get('brandCode')?.split(',') ?? [];
      const inCategory = shaftSeries.filter((s) => !cat || (cat.startsWith('M01') && s.categoryCode.startsWith(cat)));
      const list = inCategory.filter((s) => brandCodes.length === 0 || brandCodes.includes(s.brandCode));
      const p = page(list, q);
      const result: SeriesSearchResult = {
        totalCount: p.totalCount,
        pageNo: p.pageNo,
        pageSize: p.pageSize,
        seriesList: p.slice,
        brandList: brands.filter((b) => inCategory.some((s) => s.brandCode === b.brandCode)),
        categoryList: brandCodes.length ? [{ categoryCode: 'M010201', categoryName: '直线光轴', sort: 1, count: list.length }] : undefined,
      };
      return ok(result);
    },
    '/api/v1/partNumber/search': ({ query: q }) => {
      let parts = sfjParts.filter((p) => !q.get('seriesCode') || p.seriesCode === q.get('seriesCode'));
      const pn = q.get('partNumber');
      if (pn) parts = parts.filter((p) => p.partNumber.startsWith(pn));
      if (options.honourSpecFilter !== false) parts = applySpecFilter(parts, q.get('specFilter'));
      const p = page(parts, q);
      return ok({ totalCount: p.totalCount, pageNo: p.pageNo, pageSize: p.pageSize, partNumberList: p.slice });
    },
    // the cart: a part of the fixture goes in (merged by part number), anything else is answered per line
    [`POST ${CartPaths.add}`]: ({ body }) => {
      const lines = (body?.lineList ?? []) as Array<{ partNumber: string; quantity: number }>;
      const errors = lines
        .map((l, i) => ({ lineNo: i + 1, partNumber: l.partNumber, message: CartMessages.PART_NOT_FOUND }))
        .filter((e) => !sfjParts.some((p) => p.partNumber === e.partNumber));
      return ok({ added: lines.length - errors.length, errors, count: 3 + lines.length - errors.length });
    },
    // coupon service (returnFlg envelope): 1 = the new-customer gift pack is no longer on offer
    '/api/Customer/coupon/checkCouponStatus': () => ({
      status: 200,
      body: { returnFlg: 0, returnMSG: '', status: options.couponStatus ?? 0 },
    }),
    '/api/v1/fullText/search': ({ query: q }) => {
      const kw = q.get('keyword') ?? '';
      const hit = kw.includes('光轴') || kw.toUpperCase().startsWith('SFJ');
      const parts = hit ? sfjParts : [];
      const series = hit ? shaftSeries : [];
      const p = page(parts, q);
      const result: FullTextSearchResult = {
        keyword: kw,
        totalCount: p.totalCount,
        pageNo: p.pageNo,
        pageSize: p.pageSize,
        partNumberList: p.slice,
        seriesList: series.slice(0, 20),
        seriesTotalCount: series.length,
        categoryList: hit ? [{ categoryCode: 'M010201', categoryName: '直线光轴', count: 30 }] : [],
      };
      return ok(result);
    },
  };
}

/**
 * A fake catalogue API (@shop/test-support's createFakeApi over the catalogue fixture), one per test file:
 * install(options) answers as a fresh server, fail(path, message) makes one path fail.
 */
export const createCatalogueApi = () => createFakeApi(catalogueRoutes);
export type CatalogueApi = ReturnType<typeof createCatalogueApi>;
