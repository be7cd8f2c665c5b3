import { expect, fillLogin, test } from '../support/shop';

test('a signed-out visitor opening /my directly signs in through the popup and stays on /my', async ({ page, net }) => {
  await page.goto('/my');
  const popup = page.getByTestId('login-popup');
  await expect(popup).toBeVisible();
  await expect(page).toHaveURL(/\/my$/);
  await fillLogin(popup);
  await expect(popup).toBeHidden();
  await expect(page.getByTestId('user-name')).toBeVisible();
  await expect(page.getByTestId('my-home')).toBeVisible();
  await expect(page).toHaveURL(/\/my$/);
  // the login popup is the shell's: the account remote was never needed
  expect(net.appAssets('account')).toEqual([]);
});

test('a signed-out visitor navigating to a login-required page gets the popup, then the page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('home')).toBeVisible();
  await page.getByTestId('shop-footer').getByRole('link', { name: '订单查询' }).click();
  const popup = page.getByTestId('login-popup');
  await expect(popup).toBeVisible();
  await expect(page).toHaveURL(/\/order\/list$/);
  await fillLogin(popup);
  await expect(page.getByTestId('order-list')).toBeVisible();
  await expect(page).toHaveURL(/\/order\/list$/);
});
