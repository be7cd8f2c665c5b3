// JS bytes a first-time visitor downloads per entry page: home, a category page, a detail page, and a search result
// page. Each page is opened in a fresh browser context (empty cache) and every script response is measured: raw
// (decoded body) and gzip (level 9 of that body, computed here because the target is stated in gzip KB; the gateway
// compresses on the fly too, with brotli where the browser offers it, so the bytes on the wire differ). Target:
// <= 200 KB gzip per entry page.
// Usage: node bench/js-bytes.mjs   (BASE_URL=http://host:port to measure a running shop instead of starting one)
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { apiData, CHROMIUM_ARGS, CHROMIUM_PATH, emitSummary, startShop } from './lib/gateway.mjs';

const TARGET_GZIP_KB = 200;
const kb = (n) => n / 1024;
const fmt = (n) => kb(n).toFixed(1);

function leaves(nodes) {
  return nodes.flatMap((n) => (n.children && n.children.length ? leaves(n.children) : [n]));
}

async function pickPages(baseURL) {
  const tree = (await apiData(baseURL, '/api/v1/category/search')).children;
  const leaf = leaves(tree).find((c) => c.seriesCount > 0);
  if (!leaf) throw new Error('no leaf category with series in the API');
  const series = (await apiData(baseURL, `/api/v1/series/search?categoryCode=${encodeURIComponent(leaf.categoryCode)}&pageNo=1&pageSize=1`))
    .seriesList[0];
  return [
    { name: 'home', path: '/', ready: '[data-testid="home"] a[href^="/vona2/"]' },
    { name: 'category', path: `/vona2/${encodeURIComponent(leaf.categoryCode)}`, ready: '[data-testid="series-row"]' },
    { name: 'detail', path: `/vona2/detail/${encodeURIComponent(series.seriesCode)}`, ready: 'main table' },
    // not one of the three the target names, but where the header's search box leads: measured against the same target
    { name: 'search', path: `/vona2/result?keyword=${encodeURIComponent('轴承')}`, ready: '[data-testid="hit-counts"]' },
  ];
}

async function idle(page, state, quietMs = 800, maxMs = 30_000) {
  const until = Date.now() + maxMs;
  while (Date.now() < until) {
    if (state.inflight === 0 && Date.now() - state.last >= quietMs) return;
    await page.waitForTimeout(100);
  }
}

async function measure(browser, baseURL, entry) {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const state = { inflight: 0, last: Date.now() };
  const bodies = [];
  page.on('request', () => {
    state.inflight++;
    state.last = Date.now();
  });
  const done = () => {
    state.inflight = Math.max(0, state.inflight - 1);
    state.last = Date.now();
  };
  page.on('requestfailed', done);
  page.on('requestfinished', done);
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (res.request().resourceType() !== 'script' && !url.pathname.endsWith('.js')) return;
    bodies.push(
      res.body().then(
        (b) => ({ path: url.pathname, raw: b.length, gzip: zlib.gzipSync(b, { level: 9 }).length }),
        () => null,
      ),
    );
  });
  await page.goto(baseURL + entry.path, { waitUntil: 'load' });
  let ready = true;
  try {
    await page.waitForSelector(entry.ready, { timeout: 20_000 });
  } catch {
    ready = false;
  }
  await idle(page, state);
  const files = (await Promise.all(bodies)).filter(Boolean);
  await context.close();
  const byApp = {};
  for (const f of files) {
    const app = /^\/apps\/([^/]+)\//.exec(f.path)?.[1] ?? 'other';
    byApp[app] ??= { requests: 0, raw: 0, gzip: 0 };
    byApp[app].requests++;
    byApp[app].raw += f.raw;
    byApp[app].gzip += f.gzip;
  }
  // JS_BYTES_FILES=1 lists every file, biggest first, to see what a page pays for.
  if (process.env.JS_BYTES_FILES) {
    console.log(`\n${entry.name}: ${entry.path}`);
    for (const f of [...files].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${fmt(f.gzip).padStart(7)} KB  ${f.path}`);
  }
  return {
    ...entry,
    ready,
    requests: files.length,
    raw: files.reduce((a, f) => a + f.raw, 0),
    gzip: files.reduce((a, f) => a + f.gzip, 0),
    byApp,
  };
}

const shop = await startShop();
let browser;
try {
  const entries = await pickPages(shop.baseURL);
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  const results = [];
  for (const e of entries) results.push(await measure(browser, shop.baseURL, e));

  console.log(`\nJS downloaded on a first visit (fresh profile), ${shop.baseURL}`);
  console.log('page      JS requests   raw KB   gzip KB   target <= 200 KB gzip   path');
  for (const r of results) {
    const verdict = r.gzip <= TARGET_GZIP_KB * 1024 ? 'ok' : 'OVER';
    console.log(
      `${r.name.padEnd(9)} ${String(r.requests).padStart(11)} ${fmt(r.raw).padStart(8)} ${fmt(r.gzip).padStart(9)}   ${verdict.padEnd(21)} ${r.path}${r.ready ? '' : '  (page content not seen: measured what loaded)'}`,
    );
    for (const [app, a] of Object.entries(r.byApp)) {
      console.log(`  ${app.padEnd(7)} ${String(a.requests).padStart(11)} ${fmt(a.raw).padStart(8)} ${fmt(a.gzip).padStart(9)}`);
    }
  }
  emitSummary('js-bytes', {
    targetGzipKB: TARGET_GZIP_KB,
    pages: results.map((r) => ({
      page: r.name,
      path: r.path,
      jsRequests: r.requests,
      rawKB: +fmt(r.raw),
      gzipKB: +fmt(r.gzip),
      ready: r.ready,
    })),
  });
} finally {
  await browser?.close();
  await shop.stop();
}
