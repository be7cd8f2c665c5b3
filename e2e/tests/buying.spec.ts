import type { Page } from '@playwright/test';
import { apiData, type SeriesDetail } from '../support/catalogueApi';
import { cartRow, emptyCart, fitParts, quickOrder, selectOnly, signInTo, specialOrderPart } from '../support/buying';
import { expect, test } from '../support/shop';

/**
 * Issue 10: a company can buy, exactly once. The buyer (李娜) configures a part on its detail page and adds it, pastes
 * three more lines into quick order, asks for a quote on the special-order line, orders the rest and finds the order
 * and its PDF; the engineer (陈晓明, no ORDER) can quote but not order; the individual customer (张伟) is sent to
 * complete company information first.
 */

interface SpecChoice {
  specCode: string;
  specName: string;
  specUnit?: string;
  specValueList: { specValue: string; specValueDisp: string }[];
}

/** On a detail page: chooses every spec value of `partNumber` in the configurator, then picks it in the part table. */
async function configure(page: Page, specs: SpecChoice[], partNumber: string, values: Record<string, string>) {
  const configurator = page.getByTestId('spec-configurator');
  await expect(configurator).toBeVisible();
  for (const s of specs) {
    if (s.specValueList.length < 2) continue;
    const label = `${s.specName}${s.specUnit ? `（${s.specUnit}）` : ''}`;
    const disp = values[s.specCode]!;
    if (s.specValueList.length <= 8) {
      // the radio itself is drawn as its label (a joined button row): click what the buyer sees
      await configurator.getByRole('group', { name: label }).getByText(disp, { exact: true }).click();
    } else {
      await configurator.getByLabel(label, { exact: true }).selectOption({ label: disp });
    }
  }
  const pick = page.getByRole('radio', { name: `选择 ${partNumber}` });
  if (!(await pick.isChecked())) await pick.check();
  await expect(page.getByTestId('order-panel').getByTestId('picked-part')).toHaveText(partNumber);
}

test('the buyer configures a part, pastes three lines, quotes the special-order line, orders the rest and finds the order and its PDF', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const [configured, ...pasted] = await fitParts(request, 3);
  const special = await specialOrderPart(request);
  const series = await apiData<SeriesDetail & { specList: SpecChoice[] }>(
    request,
    `/api/v1/series/search?seriesCode=${encodeURIComponent(configured!.seriesCode)}`,
  );

  await signInTo(page, 'jinggong_buyer', '/order/cart');
  await emptyCart(page);
  await expect(page.getByTestId('cart-count')).toHaveText('0');

  // configure the part on its detail page and add it
  await page.goto(`/vona2/detail/${encodeURIComponent(configured!.seriesCode)}`);
  await configure(page, series.specList, configured!.partNumber, configured!.specValues);
  await page.getByTestId('order-panel').getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByTestId('cart-outcome')).toContainText(`已加入购物车：${configured!.partNumber}`);
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // paste three more lines into quick order: two fit parts and the special-order one
  await page.getByTestId('cart-outcome').getByRole('link', { name: '去购物车结算' }).click();
  await expect(page.getByTestId('cart-page')).toBeVisible();
  await quickOrder(page, [`${pasted[0]!.partNumber} 5`, `${pasted[1]!.partNumber}\t2\tJG-E2E-01`, `${special.partNumber},1`]);
  for (const pn of [configured!.partNumber, pasted[0]!.partNumber, pasted[1]!.partNumber, special.partNumber]) {
    await expect(cartRow(page, pn)).toBeVisible();
  }
  await expect(page.getByTestId('cart-count')).toHaveText('4');
  // the special-order line says what it is and can only be quoted
  await expect(page.getByTestId(`notice-${special.partNumber}`)).toContainText('特注');

  // quote the special-order line: request, then the result poll, then the completed page
  await selectOnly(page, [special.partNumber]);
  await page.getByTestId('cart-quote').click();
  await expect(page).toHaveURL(/\/order\/quote\/cart/);
  await expect(page.getByTestId('quote-cart-lines')).toContainText(special.partNumber);
  await page.getByTestId('submit-quote').click();
  await expect(page).toHaveURL(/\/order\/quote\/completed\?quoteSlipNumber=QT\d{10}/);
  const quoteNumber = (await page.getByTestId('quote-number').textContent())!.trim();
  expect(quoteNumber).toMatch(/^QT\d{10}$/);

  // order the three fit lines
  await page.getByTestId('header-cart').click();
  await selectOnly(page, [configured!.partNumber, pasted[0]!.partNumber, pasted[1]!.partNumber]);
  await page.getByTestId('cart-checkout').click();
  await expect(page).toHaveURL(/\/order\/confirm/);
  const lines = page.getByTestId('confirm-lines');
  for (const pn of [configured!.partNumber, pasted[0]!.partNumber, pasted[1]!.partNumber]) await expect(lines).toContainText(pn);
  await expect(page.getByTestId('ship-to-picker')).toBeVisible();
  await page.getByTestId('submit-order').click();
  await expect(page).toHaveURL(/\/order\/completed\?orderSlipNumber=SO\d{10}/);
  const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
  expect(orderNumber).toMatch(/^SO\d{10}$/);
  // the ordered lines left the cart; the quoted line stays
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // the order is in the list, and its PDF downloads
  await page.getByTestId('shop-header').getByRole('link', { name: '我的订单' }).click();
  await page.getByTestId('slip-filters').getByPlaceholder(/SO/).fill(orderNumber);
  await page
    .getByTestId('slip-filters')
    .getByRole('button', { name: /查\s*询/ })
    .click();
  const row = page.getByTestId('order-table').locator('tr[data-row-key]').filter({ hasText: orderNumber });
  await expect(row).toHaveCount(1);
  const download = page.waitForEvent('download');
  await row
    .getByRole('button', { name: 'PDF' })
    .or(row.getByRole('link', { name: 'PDF' }))
    .first()
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toContain(orderNumber);
  const stream = await file.createReadStream();
  const head = await new Promise<string>((resolve) => stream.once('data', (c: Buffer) => resolve(c.subarray(0, 5).toString('latin1'))));
  expect(head).toBe('%PDF-');

  // and the quote is in the quote list, waiting for its price
  await page.getByTestId('shop-header').getByRole('link', { name: '报价单' }).click();
  await expect(page.getByTestId('quote-table')).toContainText(quoteNumber);
});

test('the engineer without ORDER can ask for a quote but not check out', async ({ page, request }) => {
  const [part] = await fitParts(request, 1, new Set());
  await signInTo(page, 'jinggong_engineer', '/order/cart');
  await emptyCart(page);
  await quickOrder(page, [`${part!.partNumber} 3`]);
  await expect(cartRow(page, part!.partNumber)).toBeVisible();

  // no 去结算 at all, and the summary says why
  await expect(page.getByTestId('cart-quote')).toBeEnabled();
  await expect(page.getByTestId('cart-checkout')).toHaveCount(0);
  await expect(page.getByTestId('cart-blocked')).toContainText('您没有下单权限');
  // the checkout page says so too when opened directly
  await page.goto('/order/confirm');
  await expect(page.getByTestId('no-order-permission')).toBeVisible();

  await page.getByTestId('header-cart').click();
  await page.getByTestId('cart-quote').click();
  await page.getByTestId('submit-quote').click();
  await expect(page).toHaveURL(/\/order\/quote\/completed\?quoteSlipNumber=QT\d{10}/);
});

test('the individual customer is sent to complete company information before checking out', async ({ page, request }) => {
  const [part] = await fitParts(request, 1, new Set());
  await signInTo(page, 'zhangwei', '/order/cart');
  await emptyCart(page);
  await quickOrder(page, [`${part!.partNumber} 1`]);
  await expect(cartRow(page, part!.partNumber)).toBeVisible();
  await page.getByTestId('cart-checkout').click();
  const dialog = page.getByRole('dialog').filter({ hasText: '温馨提示' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('company-nudge-message')).toBeVisible();
  await dialog.getByRole('button', { name: '完善企业信息' }).click();
  await expect(page).toHaveURL(/\/account\/regist\/bindCompany$/);
});
