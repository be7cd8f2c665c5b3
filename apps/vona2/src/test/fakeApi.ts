import { configureApi, ok, fail, resetApiConfig, type FullTextSearchResult, type PartNumber, type SeriesSearchResult } from '@shop/api-clients';
import { brands, categories, sfjDetail, sfjParts, sfjSpecs, shaftSeries } from './catalogueFixture';

type Answer = { status: number; body: unknown };
type Handler = (q: URLSearchParams) => Answer;

/** Every call the fake server saw: path and query. */
interface Call {
  path: string;
  query: URLSearchParams;
}

const okAnswer = (data: unknown): Answer => ({ status: 200, body: ok(data) });
const notFound = (msg: string): Answer => ({ status: 404, body: fail(msg, 'NOT_FOUND') });

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
interface FakeApiOptions {
  honourSpecFilter?: boolean;
  /** what the coupon service answers for the new-customer gift pack (default 0: still on offer) */
  couponStatus?: number;
}

/** The answers of a fresh fake server, one handler per path. */
function defaultRoutes(options: FakeApiOptions): Record<string, Handler> {
  return {
    '/api/v1/brand/search': () => okAnswer(brands),
    '/api/v1/category/search': (q) => {
      const code = q.get('categoryCode');
      if (!code) return okAnswer({ category: null, breadcrumbs: [], children: [categories[0]] });
      const node = categories.find((c) => c.categoryCode === code);
      if (!node) return notFound(`分类不存在：${code}`);
      const crumbs = [];
      for (let n: typeof node | undefined = node; n; n = categories.find((c) => c.categoryCode === n?.parentCode)) {
        crumbs.unshift({ categoryCode: n.categoryCode, categoryName: n.categoryName });
      }
      return okAnswer({ category: { ...node, children: undefined }, breadcrumbs: crumbs, children: node.children ?? [] });
    },
    '/api/v1/series/search': (q) => {
      const seriesCode = q.get('seriesCode');
      if (seriesCode) return seriesCode === 'SFJ' ? okAnswer(sfjDetail) : notFound(`商品系列不存在：${seriesCode}`);
      const cat = q.get('categoryCode');
      if (cat && !categories.some((c) => c.categoryCode === cat)) return notFound(`分类不存在：${cat}`);
      const brandCodes = q.get('brandCode')?.split(',') ?? [];
      const inCategory = shaftSeries.filter((s) => !cat || cat.startsWith('M01') && s.categoryCode.startsWith(cat));
      const list = inCategory.filter((s) => brandCodes.length === 0 || brandCodes.includes(s.brandCode));
      const p = page(list, q);
      const result: SeriesSearchResult = {
        totalCount: p.totalCount, pageNo: p.pageNo, pageSize: p.pageSize, seriesList: p.slice,
        brandList: brands.filter((b) => inCategory.some((s) => s.brandCode === b.brandCode)),
        categoryList: brandCodes.length ? [{ categoryCode: 'M010201', categoryName: '直线光轴', sort: 1, count: list.length }] : undefined,
      };
      return okAnswer(result);
    },
    '/api/v1/partNumber/search': (q) => {
      let parts = sfjParts.filter((p) => !q.get('seriesCode') || p.seriesCode === q.get('seriesCode'));
      const pn = q.get('partNumber');
      if (pn) parts = parts.filter((p) => p.partNumber.startsWith(pn));
      if (options.honourSpecFilter !== false) parts = applySpecFilter(parts, q.get('specFilter'));
      const p = page(parts, q);
      return okAnswer({ totalCount: p.totalCount, pageNo: p.pageNo, pageSize: p.pageSize, partNumberList: p.slice });
    },
    // coupon service (returnFlg envelope): 1 = the new-customer gift pack is no longer on offer
    '/api/Customer/coupon/checkCouponStatus': () => ({ status: 200, body: { returnFlg: 0, returnMSG: '', status: options.couponStatus ?? 0 } }),
    '/api/v1/fullText/search': (q) => {
      const kw = q.get('keyword') ?? '';
      const hit = kw.includes('光轴') || kw.toUpperCase().startsWith('SFJ');
      const parts = hit ? sfjParts : [];
      const series = hit ? shaftSeries : [];
      const p = page(parts, q);
      const result: FullTextSearchResult = {
        keyword: kw, totalCount: p.totalCount, pageNo: p.pageNo, pageSize: p.pageSize, partNumberList: p.slice,
        seriesList: series.slice(0, 20), seriesTotalCount: series.length,
        categoryList: hit ? [{ categoryCode: 'M010201', categoryName: '直线光轴', count: 30 }] : [],
      };
      return okAnswer(result);
    },
  };
}

/**
 * A fake catalogue API answering contract-shaped envelopes. One object per test file: install() puts it in as the
 * api-clients fetch, answering as a fresh server with no calls seen; routes can be overridden per test (e.g. to fail).
 */
export function createFakeApi() {
  const calls: Call[] = [];
  let routes = defaultRoutes({});

  const fakeFetch = async (input: string | URL | Request): Promise<Response> => {
    const url = new URL(String(input));
    calls.push({ path: url.pathname, query: url.searchParams });
    const handler = routes[url.pathname];
    const answer = handler ? handler(url.searchParams) : { status: 404, body: fail('接口不存在', 'NOT_FOUND') };
    const text = JSON.stringify(answer.body);
    return { status: answer.status, statusText: answer.status === 200 ? 'OK' : 'Error', text: async () => text } as Response;
  };

  return {
    calls,
    /** the calls made to one path */
    callsTo: (path: string) => calls.filter((c) => c.path === path),
    /** make one path answer a failure envelope from now on */
    fail(path: string, message: string, status = 500) {
      routes[path] = () => ({ status, body: fail(message, 'ERROR') });
    },
    install(options: FakeApiOptions = {}) {
      calls.length = 0;
      routes = defaultRoutes(options);
      configureApi({ fetch: fakeFetch as typeof fetch, isOnline: () => true });
    },
    uninstall: () => resetApiConfig(),
  };
}
export type FakeApi = ReturnType<typeof createFakeApi>;
