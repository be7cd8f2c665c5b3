import { expect, expectFrame, test } from '../support/shop';

test('an unknown page shows the not-found view inside the frame', async ({ page }) => {
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toContainText('/no/such/page');
  await expectFrame(page);
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page.getByTestId('home')).toBeVisible();
});
