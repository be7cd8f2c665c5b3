import { expect, expectFrame, test } from '../support/shop';

test('an unknown page shows the not-found view inside the frame', async ({ page }) => {
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toContainText('/no/such/page');
  await expectFrame(page);
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page.getByTestId('home')).toBeVisible();
});

test('tech_view without a non-empty kw shows 参数错误 with its detail inside the frame (SPEC §5)', async ({ page }) => {
  for (const url of ['/vona2/result/tech_view', '/vona2/result/tech_view?kw=%20%20']) {
    const res = await page.goto(url);
    expect(res?.status(), url).toBe(500);
    await expect(page.getByTestId('error-message')).toHaveText('参数错误');
    await expect(page.getByTestId('error-detail')).toHaveText('参数 kw 缺失或为空');
    await expectFrame(page);
    // the client's own view, not the category listing's not-found
    await expect(page.getByTestId('not-found')).toHaveCount(0);
  }
});

test('tech_view with kw=轴承 shows the technical view of the matching products', async ({ page }) => {
  const res = await page.goto(`/vona2/result/tech_view?kw=${encodeURIComponent('轴承')}`);
  expect(res?.status()).toBe(200);
  await expect(page.getByTestId('tech-view')).toContainText('技术视图：轴承');
  await expect(page.getByTestId('hit-counts')).toContainText('轴承');
  await expect(page.getByTestId('search-result').locator('tr[data-row-key]').first()).toBeVisible();
  await expect(page.getByTestId('error-message')).toHaveCount(0);
});
