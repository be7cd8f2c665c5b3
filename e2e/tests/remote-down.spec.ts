import { expect, expectFrame, manifestOf, openMySignedIn, test } from '../support/shop';

test('a remote that is down shows a fallback inside the frame and the rest of the site keeps working', async ({ page }) => {
  await page.route('**/apps/order/**', (route) => route.abort('connectionrefused'));

  await page.goto('/order/list');
  const main = page.getByTestId('shop-main');
  await expect(main.getByText('该频道暂时无法打开')).toBeVisible();
  await expect(main.getByTestId('remote-retry')).toBeVisible();
  await expect(main.getByTestId('remote-retry')).toContainText('重新加载');
  await expectFrame(page);

  // other channels still open: the personal centre (with a login) ...
  await openMySignedIn(page);
  await expect(page.getByText('该频道暂时无法打开')).toHaveCount(0);
  // ... and, by client-side navigation, the home page and the catalogue
  await page.getByTestId('shop-header').getByRole('link', { name: '铭工商城' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('home')).toBeVisible();
  await page.getByTestId('shop-header').getByRole('link', { name: '品牌一览' }).click();
  await expect(page.getByTestId('shop-main').getByRole('heading', { name: '品牌一览', level: 1 })).toBeVisible();
  await expectFrame(page);
  // and the broken channel still answers with its fallback, not a blank page
  await page.getByTestId('shop-header').getByRole('link', { name: '我的订单' }).click();
  await expect(page.getByTestId('shop-main').getByText('该频道暂时无法打开')).toBeVisible();
});

test('a missing chunk of a page shows the fallback with a retry that recovers, not a blank page', async ({
  page,
  net,
  request,
  browser,
  baseURL,
}) => {
  // Which of vona2's own chunks does /maker need beyond its entry? Learn it on a first visit in a separate context.
  const { base, manifest } = await manifestOf(request, 'vona2');
  const pageChunks = new Set(manifest.exposes.flatMap((e) => e.assets.js.async).map((f) => base + f));
  const probe = await browser.newPage({ baseURL });
  const probed: string[] = [];
  probe.on('request', (r) => probed.push(new URL(r.url()).pathname));
  await probe.goto('/maker');
  await expect(probe.getByRole('heading', { name: '品牌一览', level: 1 })).toBeVisible();
  await probe.waitForLoadState('networkidle');
  await probe.close();
  const chunk = probed.find((p) => pageChunks.has(p));
  expect(
    chunk,
    `one of vona2's page chunks is fetched for /maker (fetched: ${probed.filter((p) => p.startsWith('/apps/vona2/')).join(', ')})`,
  ).toBeTruthy();

  await page.route(
    (url) => url.pathname === chunk,
    (route) => route.abort('connectionrefused'),
  );
  await page.goto('/maker');
  const main = page.getByTestId('shop-main');
  await expect(main.getByText('该频道暂时无法打开')).toBeVisible();
  await expectFrame(page);
  expect(net.paths()).toContain(chunk);
  // SPEC §4 reload guard: the shell reloaded the page once by itself, then gave up and offered the retry
  expect(net.paths().filter((p) => p === '/maker')).toHaveLength(2);

  // once the chunk is reachable again, the retry button brings the page back
  await page.unrouteAll();
  await main.getByTestId('remote-retry').click();
  await expect(page.getByTestId('shop-main').getByRole('heading', { name: '品牌一览', level: 1 })).toBeVisible();
  await expect(main.getByText('该频道暂时无法打开')).toHaveCount(0);
  await expectFrame(page);
});
