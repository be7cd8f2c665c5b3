// JS bytes a first-time visitor downloads per entry page: home, a category page, a detail page, and a search result
// page. Each page is opened in a fresh browser context (empty cache) and every script response is measured: raw
// (decoded body) and gzip (level 9 of that body, computed here because the target is stated in gzip KB; the gateway
// compresses on the fly too, with brotli where the browser offers it, so the bytes on the wire differ). Target:
// <= 200 KB gzip per entry page.
// Then the cross-remote click: signed in as the demo buyer, a detail page of the catalogue (vona2, plain markup) is
// opened in a fresh context and left to settle; the header's 我的订单 is clicked, which mounts the order remote's
// /order/list (antd). Counted: every JS and CSS file that click downloads (gzip-9 as above), the CSS-in-JS text antd
// writes into <style> tags meanwhile, and the time from the click until the first order row is in the page and a
// frame has been drawn, measured inside the page; median of CLICK_ROUNDS (3), without and with 4x CPU throttling
// (CDP Emulation.setCPUThrottlingRate). Target: <= 250 KB gzip of JS, no CSS-in-JS pass, content in <= 500 ms at 4x.
// Usage: node bench/js-bytes.mjs   (BASE_URL=http://host:port to measure a running shop instead of starting one)
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, emitSummary, startShop } from './lib/gateway.mjs';
import { catalogueEntryPages } from './lib/pages.mjs';
import { trackNetwork } from './lib/network.mjs';

const TARGET_GZIP_KB = 200;
const CLICK_TARGET_GZIP_KB = 250;
const CLICK_TARGET_MS = 500;
const CLICK_ROUNDS = Number(process.env.CLICK_ROUNDS ?? 3);
const BUYER = { loginId: 'jinggong_buyer', password: 'Gongpin@2024' };
const kb = (n) => n / 1024;
const fmt = (n) => kb(n).toFixed(1);

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
  const state = trackNetwork(page);
  const bodies = [];
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

/** The buyer's signed-in state (cookies and the msm_ local store), made once through the login page. */
async function buyerState(browser, baseURL) {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(`${baseURL}/mydesk2/s/login?redirect=${encodeURIComponent('/')}`);
  const form = page.getByTestId('login-form').first();
  await form.getByLabel('账号').fill(BUYER.loginId);
  await form.getByLabel('密码').fill(BUYER.password);
  await form.getByTestId('login-submit').click();
  await page.getByTestId('user-menu').waitFor({ timeout: 60_000 });
  const state = await context.storageState();
  await context.close();
  return state;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : null;
};

/** One click from a settled catalogue page into /order/list, in a fresh context (empty cache). */
async function clickOnce(browser, baseURL, state, catalogPath, cpuRate) {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1366, height: 900 }, storageState: state });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  const net = trackNetwork(page);
  let counting = false;
  const bodies = [];
  page.on('response', (res) => {
    if (!counting) return;
    const url = new URL(res.url());
    const type = res.request().resourceType();
    const kind =
      type === 'script' || url.pathname.endsWith('.js') ? 'js' : type === 'stylesheet' || url.pathname.endsWith('.css') ? 'css' : null;
    if (!kind) return;
    bodies.push(
      res.body().then(
        (b) => ({ kind, path: url.pathname, gzip: zlib.gzipSync(b, { level: 9 }).length }),
        () => null,
      ),
    );
  });
  await page.goto(baseURL + catalogPath, { waitUntil: 'load' });
  await page.waitForSelector('main table', { timeout: 30_000 });
  await idle(page, net);
  const styleText = () => page.evaluate(() => [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n'));
  const stylesBefore = await styleText();
  // the time is taken in the page: from the click event to the frame after the first order row appears
  await page.evaluate(() => {
    const w = window;
    w.__clickAt = null;
    w.__contentAt = null;
    document.addEventListener('click', () => (w.__clickAt = performance.now()), { capture: true, once: true });
    const seen = () => document.querySelector('[data-testid="order-table"] .ant-table-row');
    new MutationObserver((_, obs) => {
      if (!seen()) return;
      obs.disconnect();
      requestAnimationFrame(() => setTimeout(() => (w.__contentAt = performance.now()), 0));
    }).observe(document.body, { childList: true, subtree: true });
  });
  counting = true;
  await page.locator('.shop-toplinks').getByRole('link', { name: '我的订单' }).click();
  await page.waitForFunction(() => window.__contentAt !== null, null, { timeout: 60_000 });
  const ms = await page.evaluate(() => window.__contentAt - window.__clickAt);
  await idle(page, net);
  const stylesAfter = await styleText();
  const files = (await Promise.all(bodies)).filter(Boolean);
  await context.close();
  const added = stylesAfter.length > stylesBefore.length ? stylesAfter.slice(stylesBefore.length) : '';
  const sum = (kind) => files.filter((f) => f.kind === kind);
  if (process.env.JS_BYTES_FILES && cpuRate === 1) {
    console.log(`\nclick into /order/list from ${catalogPath}`);
    for (const f of [...files].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${fmt(f.gzip).padStart(7)} KB  ${f.kind}  ${f.path}`);
  }
  return {
    ms,
    jsFiles: sum('js').length,
    jsGzip: sum('js').reduce((a, f) => a + f.gzip, 0),
    cssFiles: sum('css').length,
    cssGzip: sum('css').reduce((a, f) => a + f.gzip, 0),
    cssInJsRaw: Buffer.byteLength(added),
    cssInJsGzip: added ? zlib.gzipSync(added, { level: 9 }).length : 0,
  };
}

async function measureClick(browser, baseURL, catalogPath) {
  const state = await buyerState(browser, baseURL);
  const out = {};
  for (const cpu of [1, 4]) {
    const runs = [];
    for (let i = 0; i < CLICK_ROUNDS; i++) runs.push(await clickOnce(browser, baseURL, state, catalogPath, cpu));
    out[`cpu${cpu}`] = { ms: Math.round(median(runs.map((r) => r.ms))), runs };
  }
  return out;
}

const shop = await startShop();
let browser;
try {
  const entries = await catalogueEntryPages(shop.baseURL);
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  const results = [];
  // CLICK_ONLY=1 measures the cross-remote click alone (to compare builds quickly)
  for (const e of process.env.CLICK_ONLY ? [] : entries) results.push(await measure(browser, shop.baseURL, e));

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
  const detail = entries.find((e) => e.name === 'detail');
  const click = await measureClick(browser, shop.baseURL, detail.path);
  const first = click.cpu1.runs[0];
  console.log(`\nClick from the catalogue (${detail.path}, signed in as ${BUYER.loginId}) into /order/list, fresh cache:`);
  console.log(
    `  JS   ${String(first.jsFiles).padStart(3)} files ${fmt(first.jsGzip).padStart(7)} KB gzip   target <= ${CLICK_TARGET_GZIP_KB} KB   ${first.jsGzip <= CLICK_TARGET_GZIP_KB * 1024 ? 'ok' : 'OVER'}`,
  );
  console.log(`  CSS  ${String(first.cssFiles).padStart(3)} files ${fmt(first.cssGzip).padStart(7)} KB gzip`);
  console.log(`  CSS-in-JS written into <style> by the click: ${fmt(first.cssInJsRaw)} KB (${fmt(first.cssInJsGzip)} KB gzip)`);
  for (const cpu of [1, 4]) {
    const c = click[`cpu${cpu}`];
    console.log(
      `  click -> first order row drawn, ${cpu}x CPU: median ${c.ms} ms of ${c.runs.map((r) => Math.round(r.ms)).join(', ')}${cpu === 4 ? `   target <= ${CLICK_TARGET_MS} ms   ${c.ms <= CLICK_TARGET_MS ? 'ok' : 'OVER'}` : ''}`,
    );
  }
  emitSummary('js-bytes', {
    targetGzipKB: TARGET_GZIP_KB,
    click: {
      from: detail.path,
      jsFiles: first.jsFiles,
      jsGzipKB: +fmt(first.jsGzip),
      cssFiles: first.cssFiles,
      cssGzipKB: +fmt(first.cssGzip),
      cssInJsKB: +fmt(first.cssInJsRaw),
      msCpu1: click.cpu1.ms,
      msCpu4: click.cpu4.ms,
    },
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
