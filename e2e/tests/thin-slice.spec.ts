import { expect, test } from '../support/shop';
import { apiData, categoryTree, firstPart, leaves, seriesPage, type PartNumber, type SeriesDetail } from '../support/catalogueApi';

/** The catalogue's thin slice: home, keyword search, part-number search, a category with paging, a detail page. */

/** the category page's default page size (apps/vona2 lib/pageParams DEFAULT_PAGE_SIZE) */
const CATEGORY_PAGE_SIZE = 20;

test('home shows the category tree from the API', async ({ page, request }) => {
  const tree = await categoryTree(request);
  expect(tree.length).toBeGreaterThan(0);
  await page.goto('/');
  const home = page.getByTestId('home');
  for (const top of tree.slice(0, 3)) {
    await expect(home.getByRole('link', { name: top.categoryName, exact: true }).first()).toBeVisible();
  }
  const leaf = leaves(tree)[0]!;
  await expect(home.getByRole('link', { name: leaf.categoryName, exact: true }).first()).toBeVisible();
});

test('the header category menu opens on hover and leads to a leaf category page', async ({ page, request }) => {
  const tree = await categoryTree(request);
  const top = tree[1] ?? tree[0]!;
  const mid = top.children![0]!;
  const leaf = (mid.children ?? [mid])[0]!;
  await page.goto('/maker');
  const menu = page.getByTestId('category-menu');
  await menu.getByRole('link', { name: '全部商品分类' }).hover();
  const panel = page.getByRole('menu', { name: '全部商品分类' });
  await panel.getByRole('menuitem', { name: top.categoryName, exact: true }).hover();
  await panel.getByTestId('category-menu-sub').getByRole('menuitem', { name: leaf.categoryName, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/vona2/${encodeURIComponent(leaf.categoryCode)}$`));
  await expect(page.getByTestId('category-listing').getByRole('heading', { name: leaf.categoryName })).toBeVisible();
  await expect(panel).toHaveCount(0);
});

test('searching 轴承 from the header lists matching parts', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByTestId('home')).toBeVisible();
  const box = page
    .getByTestId('shop-header')
    .getByRole('searchbox', { name: '搜索商品' })
    .or(page.getByTestId('shop-header').getByLabel('搜索商品'));
  const suggested = page.waitForResponse((r) => r.url().includes('/api/v1/partNumber/suggest'), { timeout: 10_000 }).catch(() => null);
  await box.first().fill('轴承');
  // the user has seen the suggestions before pressing Enter
  await suggested;
  await box.first().press('Enter');

  await expect(page).toHaveURL(/\/vona2\/result\?/);
  expect(new URL(page.url()).searchParams.get('keyword')).toBe('轴承');
  const result = page.getByTestId('search-result');
  await expect(result.getByTestId('hit-counts')).toContainText('轴承');

  const expected = await apiData<{ totalCount: number; partNumberList: PartNumber[]; seriesList: { seriesName: string }[] }>(
    request,
    `/api/v1/fullText/search?${new URLSearchParams({ keyword: '轴承', pageNo: '1', pageSize: '20' })}`,
  );
  expect(expected.totalCount).toBeGreaterThan(0);
  await expect(result.getByRole('link', { name: expected.partNumberList[0]!.partNumber, exact: true })).toBeVisible();
  await expect(result.getByRole('row').filter({ hasText: expected.partNumberList[0]!.partNumber })).toHaveCount(1);
});

test('a part-number prefix search finds that part', async ({ page, request }) => {
  const part = await firstPart(request);
  expect(part.partNumber.length).toBeGreaterThan(3);
  // everything but the last character: the part and its neighbours share it
  const prefix = part.partNumber.slice(0, -1);

  await page.goto(`/vona2/result?keyword=${encodeURIComponent(prefix)}`);
  const result = page.getByTestId('search-result');
  await expect(result.getByTestId('hit-counts')).toContainText(prefix);
  await expect(result.getByRole('link', { name: part.partNumber, exact: true })).toBeVisible();
  // every part number listed on the first page starts with the prefix (prefix matches rank first)
  // the part table's rows are keyed by part number
  const listed = await result.locator('tr[data-row-key]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-key') ?? ''));
  expect(listed.length).toBeGreaterThan(0);
  for (const pn of listed) expect(pn.toUpperCase().startsWith(prefix.toUpperCase()), pn).toBe(true);
});

test('a category page lists its series, pages to page 2, and opens a detail page with its spec table', async ({ page, request }) => {
  const tree = await categoryTree(request);
  const leaf = leaves(tree).find((c) => c.seriesCount > CATEGORY_PAGE_SIZE);
  expect(leaf, 'a leaf category with more than one page of series').toBeTruthy();
  const page1 = await seriesPage(request, leaf!.categoryCode, 1, CATEGORY_PAGE_SIZE);
  const page2 = await seriesPage(request, leaf!.categoryCode, 2, CATEGORY_PAGE_SIZE);

  await page.goto(`/vona2/${encodeURIComponent(leaf!.categoryCode)}`);
  const listing = page.getByTestId('category-listing');
  await expect(listing.getByRole('heading', { name: leaf!.categoryName })).toBeVisible();
  const rows = listing.getByTestId('series-row');
  await expect(rows).toHaveCount(page1.seriesList.length);
  await expect(rows.first()).toContainText(page1.seriesList[0]!.seriesName);

  await listing.getByRole('listitem', { name: '2', exact: true }).or(listing.locator('.ant-pagination-item-2')).first().click();
  await expect(page).toHaveURL(/[?&]pageNo=2(&|$)/);
  await expect(rows.first()).toContainText(page2.seriesList[0]!.seriesName);
  await expect(rows).toHaveCount(page2.seriesList.length);

  // the detail page of the first series on page 2
  const s = page2.seriesList[0]!;
  await rows.first().getByRole('link', { name: s.seriesName, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/vona2/detail/${encodeURIComponent(s.seriesCode)}`));
  const detail = await apiData<SeriesDetail>(request, `/api/v1/series/search?seriesCode=${encodeURIComponent(s.seriesCode)}`);
  const main = page.getByTestId('shop-main');
  await expect(main.getByRole('heading', { name: detail.seriesName }).first()).toBeVisible();
  expect(detail.specList.length).toBeGreaterThan(0);
  const spec = detail.specList[0]!;
  const specTable = main.getByRole('table').filter({ hasText: spec.specName }).first();
  await expect(specTable).toBeVisible();
  await expect(specTable).toContainText(spec.specValueList[0]!.specValueDisp);
});
