import type { Page } from '@playwright/test';
import { expect, fillLogin, test } from '../support/shop';
import { apiData, categoryTree, firstSeries } from '../support/catalogueApi';

/**
 * The login-required pages of SPEC §2 outside /my (issue 4): /account/regist/bindCompany, /catalog/catalogIndex and
 * /vona2/review/{seriesCode}. Opened signed out, each stays at its URL behind the shell's login popup and shows
 * itself after the login.
 */

async function logInThroughPopup(page: Page, loginId: string): Promise<void> {
  const popup = page.getByTestId('login-popup');
  await expect(popup).toBeVisible();
  await fillLogin(popup, loginId);
  await expect(popup).toBeHidden();
  await expect(page.getByTestId('user-name')).toBeVisible();
}

test('/catalog/catalogIndex asks for a login, then lists the top-level categories with links', async ({ page, request }) => {
  const tree = await categoryTree(request);
  await page.goto('/catalog/catalogIndex');
  await expect(page.getByTestId('login-required')).toBeVisible();
  await logInThroughPopup(page, 'jinggong_admin');
  await expect(page).toHaveURL(/\/catalog\/catalogIndex$/);
  const index = page.getByTestId('catalog-index');
  await expect(index.getByRole('heading', { name: '电子目录' })).toBeVisible();
  await expect(index.getByTestId('catalog-category')).toHaveCount(tree.length);
  for (const top of tree) {
    await expect(index.getByRole('link', { name: top.categoryName, exact: true })).toHaveAttribute('href', `/vona2/${top.categoryCode}`);
  }
});

test('/account/regist/bindCompany asks for a login, then explains binding a company to an individual customer', async ({ page }) => {
  await page.goto('/account/regist/bindCompany?mode=join');
  await logInThroughPopup(page, 'zhangwei');
  await expect(page).toHaveURL(/\/account\/regist\/bindCompany\?mode=join$/);
  const bind = page.getByTestId('bind-company');
  await expect(bind).toContainText('个人用户');
  await expect(page.getByTestId('join-steps')).toContainText('员工与权限');
  await bind.getByRole('link', { name: /完善企业信息/ }).click();
  await expect(page.getByTestId('complete-steps')).toBeVisible();
});

test('/vona2/review/{seriesCode} asks for a login, then names the series and says there are no reviews yet', async ({ page, request }) => {
  const series = await firstSeries(request);
  const detail = await apiData<{ seriesName: string }>(
    request,
    `/api/v1/series/search?seriesCode=${encodeURIComponent(series.seriesCode)}`,
  );
  await page.goto(`/vona2/review/${encodeURIComponent(series.seriesCode)}`);
  await logInThroughPopup(page, 'jinggong_admin');
  await expect(page.getByTestId('review-series-name')).toHaveText(detail.seriesName);
  await expect(page.getByTestId('review-list')).toContainText('该商品暂无评价');
});
