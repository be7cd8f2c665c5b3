import { href, plannedHref, withQuery } from '../src';
import { ROUTES } from '../src/routes.generated';

describe('href', () => {
  it('fills a pattern from the route tables', () => {
    expect(href('ReturnDetail', { applyNum: 'R20260001' })).toBe('/return/detail/R20260001');
    expect(href('OrderList')).toBe('/order/list');
    expect(href('Home')).toBe('/');
    expect(href('MakerListing', { maker: 'THK' })).toBe('/vona2/maker/THK');
  });

  it('encodes parameters', () => {
    expect(href('SeriesDetail', { seriesCode: 'A/B 轴承?#' })).toBe('/vona2/detail/A%2FB%20%E8%BD%B4%E6%89%BF%3F%23');
    expect(href('ReturnSatisfaction', { applyNum: 42 })).toBe('/return/satisfaction/42');
  });

  it('leaves an optional parameter out when it is not given', () => {
    expect(href('ReturnApplication', { soSlipNumber: 'SO1' })).toBe('/return/application/SO1');
    expect(href('ReturnApplication', { soSlipNumber: 'SO1', soLineNumber: 3 })).toBe('/return/application/SO1/3');
  });

  it('refuses a missing or empty required parameter at run time too (a caller outside the types)', () => {
    // @ts-expect-error applyNum is required
    expect(() => href('ReturnDetail', {})).toThrow('parameter applyNum is missing');
    // @ts-expect-error the parameters object is required
    expect(() => href('ReturnDetail')).toThrow('parameter applyNum is missing');
    expect(() => href('ReturnDetail', { applyNum: '' })).toThrow('parameter applyNum is missing');
    // @ts-expect-error not a page any route table serves
    expect(() => href('NoSuchPage')).toThrow('no route table serves a page named NoSuchPage');
  });

  it('links a page served under a splat by its plain pattern', () => {
    expect(ROUTES.CategoryListing).toBe('/vona2/:category');
    expect(href('CategoryListing', { category: 'C01' })).toBe('/vona2/C01');
  });
});

describe('withQuery', () => {
  it('appends encoded pairs and leaves out undefined and null', () => {
    expect(withQuery(href('SearchResult'), { keyword: '直线 导轨&' })).toBe(
      '/vona2/result?keyword=%E7%9B%B4%E7%BA%BF%20%E5%AF%BC%E8%BD%A8%26',
    );
    expect(withQuery('/x', { a: undefined, b: null })).toBe('/x');
    expect(withQuery('/x?a=1', { b: 2 })).toBe('/x?a=1&b=2');
  });
});

describe('plannedHref', () => {
  it('gives no address while the page is still to build', () => {
    expect(plannedHref('BillingList')).toBeUndefined();
    expect(plannedHref('OrderPay', { from: 'order', orderSlipNumber: 'SO2026500001' })).toBeUndefined();
  });
});

/** Compile-time checks (`pnpm --filter @shop/routes typecheck`): never called. */
export function typeChecks(): void {
  // @ts-expect-error applyNum is required
  href('ReturnDetail', { soSlipNumber: 'x' });
  // @ts-expect-error a parameter the pattern does not have
  href('ReturnDetail', { applyNum: 'R1', extra: 1 });
  // @ts-expect-error a page without parameters takes none
  href('OrderList', { applyNum: 'R1' });
  // @ts-expect-error soSlipNumber is required, soLineNumber alone is not enough
  href('ReturnApplication', { soLineNumber: 1 });
  // @ts-expect-error a planned page has no href until it is built
  href('BillingList');
  // @ts-expect-error a served page is linked with href, not plannedHref
  plannedHref('OrderList');
  // @ts-expect-error boolean is no path parameter
  href('ReturnDetail', { applyNum: true });
}
