import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/shop';
import { apiData, categoryTree, leaves, seriesPage } from '../support/catalogueApi';

/**
 * Content in the first response (issue 11): with JavaScript off, a catalogue page still shows what it is about, so the
 * HTML the server sends carries it and nothing waits for a chain of scripts and calls before the first paint.
 * Timings are bench/first-paint.mjs's business; these check only that the content is there.
 */
test.use({ javaScriptEnabled: false });

/** a price as the catalogue writes it: ¥12.30, ¥1,234.50 */
const PRICE = /¥\s?[\d,]+\.\d{2}/;

interface SeriesRow {
  seriesCode: string;
  seriesName: string;
}

async function aLeafWithSeries(request: APIRequestContext) {
  const leaf = leaves(await categoryTree(request)).find((c) => c.seriesCount > 0)!;
  const first = (await seriesPage(request, leaf.categoryCode, 1, 20)).seriesList[0] as SeriesRow;
  return { leaf, first };
}

test('a detail page shows the series name and its prices without JavaScript', async ({ page, request }) => {
  const { first } = await aLeafWithSeries(request);
  const path = `/vona2/detail/${encodeURIComponent(first.seriesCode)}`;

  const html = await (await request.get(path)).text();
  expect(html).toContain(first.seriesName);
  expect(html).toMatch(PRICE);

  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: first.seriesName })).toBeVisible();
  await expect(page.getByTestId('series-pricebox')).toContainText(PRICE);
  // the part table with its prices, not a skeleton waiting for a call
  await expect(page.locator('[data-testid="part-section"] tr[data-row-key]').first()).toContainText(PRICE);
  await expect(page.getByRole('status', { name: '加载中' })).toHaveCount(0);
  await expect(page.getByTestId('shop-header')).toBeVisible();
  await expect(page.getByTestId('shop-footer')).toBeVisible();
});

test('a category page shows its name, its series and their prices without JavaScript', async ({ page, request }) => {
  const { leaf, first } = await aLeafWithSeries(request);
  const path = `/vona2/${encodeURIComponent(leaf.categoryCode)}`;

  const html = await (await request.get(path)).text();
  expect(html).toContain(first.seriesName);
  expect(html).toMatch(PRICE);

  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: leaf.categoryName })).toBeVisible();
  const row = page.getByTestId('series-row').first();
  await expect(row).toContainText(first.seriesName);
  await expect(row).toContainText(PRICE);
  await expect(page.getByRole('status', { name: '加载中' })).toHaveCount(0);
});

test('search results for 轴承 show matching parts with prices without JavaScript', async ({ page, request }) => {
  const keyword = '轴承';
  const hits = await apiData<{ totalCount: number; partNumberList: { partNumber: string }[] }>(
    request,
    `/api/v1/fullText/search?keyword=${encodeURIComponent(keyword)}&pageNo=1&pageSize=20`,
  );
  expect(hits.totalCount).toBeGreaterThan(0);

  await page.goto(`/vona2/result?keyword=${encodeURIComponent(keyword)}`);
  await expect(page.getByTestId('hit-counts')).toContainText(keyword);
  await expect(page.getByText(hits.partNumberList[0]!.partNumber, { exact: true }).first()).toBeVisible();
  await expect(page.locator('main')).toContainText(PRICE);
});
