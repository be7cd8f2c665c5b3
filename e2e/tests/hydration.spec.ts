import type { Page } from '@playwright/test';
import { expect, test } from '../support/shop';
import { firstSeries } from '../support/catalogueApi';
import { signInTo } from '../support/buying';

/**
 * Server-rendered pages in a browser with JavaScript (issue 11): the page hydrates over the server's markup without
 * asking the API again for what the html carries, without a hydration mismatch, and stays a working page; every
 * script it loads at start was named in the html up front (no chain of discoveries).
 */

interface Watch {
  apiCalls: string[];
  remotesJson: number;
  problems: string[];
  scripts: string[];
}

function watch(page: Page): Watch {
  const w: Watch = { apiCalls: [], remotesJson: 0, problems: [], scripts: [] };
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/remotes.json') w.remotesJson++;
    if (url.pathname.startsWith('/api/')) w.apiCalls.push(url.pathname);
    if (r.resourceType() === 'script') w.scripts.push(url.pathname);
  });
  page.on('console', (m) => {
    if (m.type() === 'error' || /hydrat/i.test(m.text())) w.problems.push(m.text());
  });
  page.on('pageerror', (e) => w.problems.push(e.message));
  return w;
}

async function hintedFiles(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('link[rel=preload][as=script], script[src]')].map(
      (el) => new URL(el.getAttribute('href') ?? el.getAttribute('src') ?? '', location.href).pathname,
    ),
  );
}

test('a detail page hydrates over the server markup without asking again, and then works as a page', async ({ page, request }) => {
  const series = await firstSeries(request);
  const w = watch(page);
  await page.goto(`/vona2/detail/${encodeURIComponent(series.seriesCode)}`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: series.seriesName })).toBeVisible();
  // the series and its part numbers came with the html
  expect(w.apiCalls.filter((p) => /series\/search|partNumber\/search|seriesDetail/.test(p))).toEqual([]);
  expect(w.problems).toEqual([]);
  // every script loaded at start was named in the html
  const hinted = await hintedFiles(page);
  expect(w.scripts.filter((s) => !hinted.includes(s))).toEqual([]);

  // hydrated, not a picture of a page: choosing a spec value narrows the part list in place
  const rows = page.locator('[data-testid="part-section"] tr[data-row-key]');
  const before = await rows.count();
  const configurator = page.locator('.v2-config');
  // the first spec's first value (its first radio is 不限)
  await configurator.getByRole('radio').nth(1).click({ force: true });
  await expect(page).toHaveURL(/CategorySpec=/);
  await expect.poll(async () => rows.count()).toBeLessThanOrEqual(before);
  // client-side navigation to another catalogue page asks the API as usual
  await page.getByRole('navigation', { name: '面包屑导航' }).getByRole('link').nth(1).click();
  await expect(page.getByTestId('series-row').first()).toBeVisible();
  expect(w.problems).toEqual([]);
});

test('signed in, the server-rendered page hydrates signed out and then shows the buyer in the header', async ({ page, request }) => {
  const series = await firstSeries(request);
  await signInTo(page, 'jinggong_buyer', '/');
  const w = watch(page);
  await page.goto(`/vona2/detail/${encodeURIComponent(series.seriesCode)}`, { waitUntil: 'networkidle' });
  await expect(page.getByTestId('header-account')).toContainText('李娜');
  expect(w.apiCalls.filter((p) => /series\/search|partNumber\/search/.test(p))).toEqual([]);
  expect(w.problems).toEqual([]);
});

test('home comes rendered, and a page of another remote gets its files named and the remotes config inline', async ({ page, request }) => {
  const home = await (await request.get('/')).text();
  expect(home).toMatch(/data-testid="home"/);
  const w = watch(page);
  await page.goto('/mydesk2/s/login', { waitUntil: 'networkidle' });
  await expect(page.getByTestId('login-form')).toBeVisible();
  // the remotes config came with the page
  expect(w.remotesJson).toBe(0);
  const hinted = await hintedFiles(page);
  expect(hinted.some((h) => h.startsWith('/apps/account/') && h.endsWith('remoteEntry.js'))).toBe(true);
  expect(w.problems).toEqual([]);
});
