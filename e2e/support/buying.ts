import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiData, categoryTree, leaves, seriesPage } from './catalogueApi';
import { expect, fillLogin } from './shop';

/** A part number as partNumber/search answers it, with the buyability fields the journeys pick by. */
interface PricedPart {
  partNumber: string;
  seriesCode: string;
  specValues: Record<string, string>;
  unfitType?: string | null;
  discontinueFlag?: string;
  saleSuspended?: boolean;
  campaign?: unknown;
  stockQty: number;
}

const isFit = (p: PricedPart) => !p.unfitType && p.discontinueFlag !== '1' && !p.saleSuspended && !p.campaign;

async function partsOfSeries(request: APIRequestContext, seriesCode: string): Promise<PricedPart[]> {
  const q = new URLSearchParams({ seriesCode, pageNo: '1', pageSize: '100' });
  return (await apiData<{ partNumberList: PricedPart[] }>(request, `/api/v1/partNumber/search?${q}`)).partNumberList;
}

/**
 * Walks the catalogue (leaf categories in order, their first series) and returns the first parts that `want` accepts:
 * real seeded data, whatever the seed's scale.
 */
async function findParts(request: APIRequestContext, want: (p: PricedPart) => boolean, count: number, skip = new Set<string>()) {
  const found: PricedPart[] = [];
  for (const leaf of leaves(await categoryTree(request)).filter((c) => c.seriesCount > 0)) {
    for (const s of (await seriesPage(request, leaf.categoryCode, 1, 20)).seriesList) {
      for (const p of await partsOfSeries(request, s.seriesCode)) {
        if (want(p) && !skip.has(p.partNumber)) {
          found.push(p);
          skip.add(p.partNumber);
          if (found.length === count) return found;
        }
      }
    }
  }
  throw new Error(`only ${found.length} of ${count} parts found`);
}

/** Fit parts (orderable now) from different series. */
export async function fitParts(request: APIRequestContext, count: number, skip?: Set<string>): Promise<PricedPart[]> {
  const bySeries = new Set<string>();
  return findParts(request, (p) => isFit(p) && !bySeries.has(p.seriesCode) && !!bySeries.add(p.seriesCode), count, skip);
}

/** A special-order part (SPEC §4 unfit code 3): it can only be quoted. */
export async function specialOrderPart(request: APIRequestContext): Promise<PricedPart> {
  return (await findParts(request, (p) => p.unfitType === '3', 1))[0]!;
}

/** Logs in on the member login page, which then opens `url`. */
export async function signInTo(page: Page, loginId: string, url: string): Promise<void> {
  await page.goto(`/mydesk2/s/login?redirect=${encodeURIComponent(url)}`);
  const form = page.getByTestId('login-form').first();
  await expect(form).toBeVisible();
  await fillLogin(form, loginId);
  await expect(page.getByTestId('user-name')).toBeVisible();
}

/** The cart page's row of a part number. */
export function cartRow(page: Page, partNumber: string): Locator {
  return page
    .getByTestId('cart-table')
    .locator('tr[data-row-key]')
    .filter({ has: page.getByTestId('cart-part').getByText(partNumber, { exact: true }) });
}

/** Opens the cart and deletes every line in it (the seed gives demo users a few). */
export async function emptyCart(page: Page): Promise<void> {
  await page.getByTestId('header-cart').click();
  await expect(page.getByTestId('cart-page')).toBeVisible();
  const table = page.getByTestId('cart-table');
  if (!(await table.isVisible().catch(() => false))) return;
  const all = table.locator('thead').getByRole('checkbox');
  if (!(await all.isChecked())) {
    await all.click();
    await expect(all).toBeChecked();
  }
  await page.getByTestId('cart-summary').getByRole('button', { name: '删除选中' }).click();
  // antd spaces a two-character button's label (删 除)
  await page
    .getByRole('tooltip')
    .getByRole('button', { name: /^删\s?除$/ })
    .click();
  await expect(page.getByTestId('cart-empty')).toBeVisible();
}

/** Pastes lines into the quick-order box and adds them. */
export async function quickOrder(page: Page, lines: string[]): Promise<void> {
  const box = page.getByTestId('quick-order');
  await box.getByRole('textbox').fill(lines.join('\n'));
  await box.getByTestId('quick-order-add').click();
  await expect(page.getByTestId('quick-order-result')).toBeVisible();
}

/** Leaves exactly these cart lines selected (selection lives on the server: each click waits for the count). */
export async function selectOnly(page: Page, partNumbers: string[]): Promise<void> {
  const count = page.getByTestId('selected-count');
  const all = page.getByTestId('cart-table').locator('thead').getByRole('checkbox');
  // a fully checked header box clears everything; a half-checked or empty one first selects everything
  if (!(await all.isChecked())) {
    await all.click();
    await expect(all).toBeChecked();
  }
  await all.click();
  await expect(count).toContainText('已选 0 件');
  for (const [i, pn] of partNumbers.entries()) {
    await cartRow(page, pn).getByRole('checkbox').click();
    await expect(count).toContainText(`已选 ${i + 1} 件`);
  }
}
