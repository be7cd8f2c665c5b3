// A cart of 200 lines (issue 10 target: renders and prices in <= 300 ms). Two figures, each next to a reference
// measured in the same run so a busy machine shows in both:
// - the API: GET cart/search of the 200-line cart (every line priced: quantity break, campaign, next break, unfit,
//   totals in fen), ROUNDS times; reference: the same call on a 1-line cart.
// - the page: in chromium, signed in, a client-side navigation from the order list to the cart (header 购物车) until
//   all 200 rows and the total are on screen, ROUNDS times; reference: the same navigation with a 1-line cart.
// The demo buyer's cart is replaced by the bench's lines. Figures, not pass/fail; ends with BENCH_SUMMARY.
//
//   node --import tsx bench/cart.mjs            (BASE_URL=http://localhost:3000 measures a running shop; ROUNDS=10)
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, emitSummary, startShop } from './lib/gateway.mjs';

const LINES = Number(process.env.CART_LINES ?? 200);
const ROUNDS = Number(process.env.ROUNDS ?? 10);
const LOGIN = 'jinggong_buyer';
const PASSWORD = 'Gongpin@2024';

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null);
const stats = (ms) => {
  const s = [...ms].sort((a, b) => a - b);
  const r = (x) => (x === null ? null : Math.round(x));
  return { n: s.length, p50Ms: r(percentile(s, 50)), p95Ms: r(percentile(s, 95)), maxMs: r(s.at(-1) ?? null) };
};

/** The API the way the browser calls it: sessionId in the query, the msm_sid cookie, same-origin. */
async function signIn(baseURL) {
  const res = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify({ loginId: LOGIN, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${await res.text()}`);
  const { data } = await res.json();
  const cookie = (res.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
  const call = async (method, p, { query = {}, body } = {}) => {
    const q = new URLSearchParams({ applicationId: 'bench', lang: 'zh-CN', sessionId: data.sessionId, ...query });
    const r = await fetch(`${baseURL}${p}?${q}`, {
      method,
      headers: { cookie, origin: baseURL, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await r.json();
    if (r.status !== 200) throw new Error(`${method} ${p}: ${r.status} ${JSON.stringify(json)}`);
    return json.data;
  };
  return { get: (p, query) => call('GET', p, { query }), post: (p, body) => call('POST', p, { body }) };
}

/** LINES distinct fit part numbers from the catalogue: the parts of the first series of each leaf category. */
async function fitParts(api) {
  const leaves = (nodes) => nodes.flatMap((n) => (n.children?.length ? leaves(n.children) : [n]));
  const tree = await api.get('/api/v1/category/search');
  const found = [];
  for (const leaf of leaves(tree.children)) {
    const { seriesList } = await api.get('/api/v1/series/search', { categoryCode: leaf.categoryCode, pageSize: '5' });
    for (const s of seriesList) {
      const { partNumberList } = await api.get('/api/v1/partNumber/search', { seriesCode: s.seriesCode, pageSize: '20' });
      for (const p of partNumberList) {
        if (!p.unfitType && p.discontinueFlag !== '1' && !p.saleSuspended) found.push(p.partNumber);
        if (found.length >= LINES) return found;
      }
    }
  }
  throw new Error(`only ${found.length} fit parts found`);
}

async function fillCart(api, partNumbers) {
  const cart = await api.get('/api/order/v1/cart/search');
  if (cart.lineList.length) await api.post('/api/order/v1/cart/delete', { idList: cart.lineList.map((l) => l.id) });
  // quantities across the price breaks, so lines land on different breaks
  await api.post('/api/order/v1/cart/add', { lineList: partNumbers.map((partNumber, i) => ({ partNumber, quantity: 1 + (i % 60) })) });
}

async function apiTimes(api) {
  const ms = [];
  for (let i = 0; i < ROUNDS * 2; i++) {
    const t = performance.now();
    const r = await api.get('/api/order/v1/cart/search');
    ms.push(performance.now() - t);
    if (i === 0 && r.lineList.length === 0) throw new Error('empty cart');
  }
  return stats(ms);
}

/** From /order/list, click the header's 购物车 and wait for every row and the total. */
async function pageTimes(page, rows) {
  const ms = [];
  for (let i = 0; i < ROUNDS; i++) {
    await page.getByTestId('shop-header').getByRole('link', { name: '我的订单' }).click();
    await page.getByTestId('order-table').waitFor();
    const t = performance.now();
    await page.getByTestId('header-cart').click();
    await page
      .waitForFunction(
        (n) =>
          document.querySelectorAll('[data-testid="cart-table"] tr[data-row-key]').length >= n &&
          !!document.querySelector('[data-testid="cart-total"]'),
        rows,
        { polling: 'raf', timeout: 30_000 },
      )
      .catch(async (e) => {
        await page.screenshot({ path: '/tmp/bench-cart-timeout.png' });
        throw e;
      });
    ms.push(performance.now() - t);
  }
  return stats(ms);
}

const shop = await startShop();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
try {
  const api = await signIn(shop.baseURL);
  const parts = await fitParts(api);
  const page = await browser.newPage({ locale: 'zh-CN', viewport: { width: 1366, height: 900 } });
  await page.goto(`${shop.baseURL}/mydesk2/s/login?redirect=${encodeURIComponent('/order/list')}`);
  const form = page.getByTestId('login-form').first();
  await form.getByLabel('账号').fill(LOGIN);
  await form.getByLabel('密码').fill(PASSWORD);
  await form.getByTestId('login-submit').click();
  await page.getByTestId('order-table').waitFor({ timeout: 60_000 });

  await fillCart(api, parts.slice(0, 1));
  const reference = { api: await apiTimes(api), page: await pageTimes(page, 1) };
  await fillCart(api, parts);
  const full = { api: await apiTimes(api), page: await pageTimes(page, LINES) };
  console.log(
    `cart/search, ${LINES} lines: p50 ${full.api.p50Ms} ms, p95 ${full.api.p95Ms} ms (1 line: p50 ${reference.api.p50Ms} ms, p95 ${reference.api.p95Ms} ms)`,
  );
  console.log(
    `cart page, client-side navigation until ${LINES} priced rows and the total show: p50 ${full.page.p50Ms} ms, p95 ${full.page.p95Ms} ms, max ${full.page.maxMs} ms ` +
      `(1 line: p50 ${reference.page.p50Ms} ms, p95 ${reference.page.p95Ms} ms)`,
  );
  emitSummary('cart', { lines: LINES, rounds: ROUNDS, full, reference });
} finally {
  await browser.close();
  await shop.stop();
}
