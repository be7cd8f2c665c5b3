import type { APIRequestContext, Page } from '@playwright/test';
import { expect, fillLogin, test } from '../support/shop';
import { firstPart } from '../support/catalogueApi';

/**
 * SPEC §1/§4: customers without a company are nudged to complete company information before ordering or quoting.
 * On a detail page the order panel's 加入购物车 asks a signed-out visitor to log in, shows an individual customer
 * (zhangwei) the company-registration modal, and lets a company account (jinggong_admin) go on.
 */

const NUDGE_MESSAGES = ['完善企业信息，即可领取新客专享礼包（优惠券）', '完善企业信息后即可下单和询价'];

/** A real detail page with one part number picked: the first part of the first series of the first leaf category. */
async function detailWithPart(request: APIRequestContext): Promise<{ url: string; partNumber: string }> {
  const { seriesCode, partNumber } = await firstPart(request);
  return { url: `/vona2/detail/${encodeURIComponent(seriesCode)}?partNumber=${encodeURIComponent(partNumber)}`, partNumber };
}

/** Logs in on the member login page, which comes back to `url`. */
async function signInAt(page: Page, loginId: string, url: string): Promise<void> {
  await page.goto(`/mydesk2/s/login?redirect=${encodeURIComponent(url)}`);
  const form = page.getByTestId('login-form').first();
  await expect(form).toBeVisible();
  await fillLogin(form, loginId);
  await expect(page.getByTestId('user-name')).toBeVisible();
  await expect(page).toHaveURL(/\/vona2\/detail\//);
}

async function addToCart(page: Page, partNumber: string): Promise<void> {
  const panel = page.getByTestId('order-panel');
  await expect(panel.getByTestId('picked-part')).toHaveText(partNumber);
  await panel.getByRole('button', { name: '加入购物车' }).click();
}

test('an individual customer (zhangwei) adding to the cart gets the company-registration modal', async ({ page, request }) => {
  const { url, partNumber } = await detailWithPart(request);
  await signInAt(page, 'zhangwei', url);
  await addToCart(page, partNumber);

  const dialog = page.getByRole('dialog').filter({ hasText: '温馨提示' });
  await expect(dialog).toBeVisible();
  const message = dialog.getByTestId('company-nudge-message');
  await expect(message).toBeVisible();
  expect(NUDGE_MESSAGES).toContain(await message.textContent());
  await expect(dialog.getByRole('button', { name: '加入已有企业' })).toBeVisible();
  // nothing added: ordering waits for the company
  await expect(page.getByTestId('cart-outcome')).toHaveCount(0);

  await dialog.getByRole('button', { name: '完善企业信息' }).click();
  await expect(page).toHaveURL(/\/account\/regist\/bindCompany$/);
  await expect(page.getByTestId('bind-company')).toContainText('个人用户');
  await expect(page.getByTestId('complete-steps')).toBeVisible();
});

test('a company account (jinggong_admin) adding to the cart gets no modal: the part goes into the cart', async ({ page, request }) => {
  const { url, partNumber } = await detailWithPart(request);
  await signInAt(page, 'jinggong_admin', url);
  await addToCart(page, partNumber);
  await expect(page.getByTestId('cart-outcome')).toContainText(`已加入购物车：${partNumber} × 1`);
  await expect(page.getByTestId('company-nudge-message')).toHaveCount(0);
  await expect(page.getByRole('dialog').filter({ hasText: '温馨提示' })).toHaveCount(0);
});

test('a signed-out visitor adding to the cart is asked to log in and stays on the detail page', async ({ page, request }) => {
  const { url, partNumber } = await detailWithPart(request);
  await page.goto(url);
  await addToCart(page, partNumber);
  await expect(page.getByTestId('login-popup')).toBeVisible();
  await expect(page).toHaveURL(/\/vona2\/detail\//);
  await expect(page.getByTestId('company-nudge-message')).toHaveCount(0);
});
