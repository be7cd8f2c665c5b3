// First paint of the catalogue's entry pages (issue 11), each against a STATIC COPY of the same page served by this
// machine, so a busy machine shows in both figures:
// - home, a category page, a detail page and search (轴承), each opened ROUNDS times (median) in a fresh context
//   (cold cache) with 4x CPU throttling and fast 4G (150 ms latency, 1.6 Mbit/s x 0.9 down, 750 kbit/s x 0.9 up):
//   LCP and CLS (PerformanceObserver, injected before any page script; CLS = the largest session window of shifts
//   without recent input, as the web-vitals library counts it), time until the page's content shows, requests
//   started before that, and the JS downloaded (gzip-9 of each script body, like js-bytes.mjs).
// - the static copy: the page loaded unthrottled until idle, its rendered DOM saved with every script removed and
//   every stylesheet inlined (CSS-in-JS rules too), served by a tiny http server inside this process (gzip, like
//   the gateway) that passes any other path (images, fonts) through to the shop. Measured exactly the same way.
// - client-side navigations between catalogue pages (home -> category, category -> detail, search -> category), same
//   throttling: CLS from the click until the next page is idle, and ms until its content shows.
// - a click from a catalogue page into another remote's page (signed in as the demo buyer: header 我的订单 ->
//   /order/list), time from the click until the order table shows, with 4x CPU throttling, cold cache for the order
//   remote (a fresh context each round; the sign-in page is the account remote's).
// Targets: LCP <= 1.5x the static copy's, CLS <= 0.02, the click <= 500 ms, JS <= 250 KB gzip on any page.
// Figures, not pass/fail; ends with BENCH_SUMMARY.
//
//   node --import tsx bench/first-paint.mjs   (BASE_URL=http://localhost:3000 measures a running shop; ROUNDS=5;
//                                              FIRST_PAINT_DEBUG=1 lists each run and the elements that shifted)
import http from 'node:http';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, emitSummary, startShop } from './lib/gateway.mjs';
import { catalogueEntryPages } from './lib/pages.mjs';
import { trackNetwork as countRequests } from './lib/network.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const DEBUG = !!process.env.FIRST_PAINT_DEBUG;
const CPU_RATE = 4;
// Lighthouse's "fast 4G"/"slow 4G" figures as the issue states them: bytes per second for CDP
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9,
  uploadThroughput: ((750 * 1024) / 8) * 0.9,
};
const TARGETS = { lcpRatio: 1.5, cls: 0.02, clickMs: 500, jsGzipKB: 250 };
const LOGIN = 'jinggong_buyer';
const PASSWORD = 'Gongpin@2024';
const VIEWPORT = { width: 1366, height: 900 };

const median = (xs) => {
  const s = xs.filter((x) => x !== null && x !== undefined).sort((a, b) => a - b);
  if (!s.length) return null;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const round = (x, d = 0) => (x === null ? null : Math.round(x * 10 ** d) / 10 ** d);

/**
 * Runs in the page before any of its scripts: LCP (last candidate), CLS (largest session window: shifts less than
 * 1 s apart, at most 5 s long), the first moment the content selector matches (checked on every frame and mutation).
 */
function observe(readySelector) {
  const m = { lcp: null, lcpElement: null, cls: 0, shifts: [], contentMs: null };
  window.__firstPaint = m;
  let windowValue = 0;
  let windowStart = 0;
  let windowLast = 0;
  // a client-side navigation is measured from zero: shifts of the page it left do not count
  window.__firstPaintReset = () => {
    m.cls = 0;
    m.shifts = [];
    windowValue = 0;
  };
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        m.lcp = e.startTime;
        m.lcpElement = e.element ? e.element.tagName + (e.element.className ? '.' + String(e.element.className).split(' ')[0] : '') : null;
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.hadRecentInput) continue;
        if (windowValue && e.startTime - windowLast < 1000 && e.startTime - windowStart < 5000) windowValue += e.value;
        else {
          windowValue = e.value;
          windowStart = e.startTime;
        }
        windowLast = e.startTime;
        m.cls = Math.max(m.cls, windowValue);
        const describe = (n) => {
          if (!n || n.nodeType !== 1) return '#text';
          const id = n.getAttribute('data-testid');
          return n.tagName.toLowerCase() + (id ? `[data-testid=${id}]` : n.className ? '.' + String(n.className).split(' ')[0] : '');
        };
        m.shifts.push({
          at: Math.round(e.startTime),
          value: Math.round(e.value * 10000) / 10000,
          sources: (e.sources || []).map(
            (s) => `${describe(s.node)} y ${s.previousRect.y}->${s.currentRect.y} h ${s.previousRect.height}->${s.currentRect.height}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  } catch {
    // a browser without these entry types: the figures stay null
  }
  const check = () => {
    if (m.contentMs === null && document.querySelector(readySelector)) m.contentMs = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
  const frame = () => {
    check();
    if (m.contentMs === null) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  document.addEventListener('DOMContentLoaded', check);
}

function trackNetwork(page) {
  const state = countRequests(page);
  state.idle = async (quietMs = 1000, maxMs = 30_000) => {
    const until = Date.now() + maxMs;
    while (Date.now() < until) {
      if (state.inflight === 0 && Date.now() - state.last >= quietMs) return;
      await page.waitForTimeout(100);
    }
  };
  return state;
}

async function throttle(page, { network }) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
  }
  return cdp;
}

/** One cold, throttled load of `url`: the figures the table prints. */
async function measureLoad(browser, url, ready) {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: VIEWPORT });
  const page = await context.newPage();
  await page.addInitScript(observe, ready);
  const net = trackNetwork(page);
  const scripts = [];
  page.on('response', (res) => {
    const u = new URL(res.url());
    if (res.request().resourceType() !== 'script' && !u.pathname.endsWith('.js')) return;
    scripts.push(
      res.body().then(
        (b) => zlib.gzipSync(b, { level: 9 }).length,
        () => 0,
      ),
    );
  });
  await throttle(page, { network: true });
  let seen = true;
  await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
  await page.waitForSelector(ready, { timeout: 60_000 }).catch(() => (seen = false));
  await net.idle();
  // LCP is final once the page is idle: nothing paints a larger element after the content and the network settle
  const m = await page.evaluate(() => {
    const f = window.__firstPaint;
    const nav = performance.getEntriesByType('navigation')[0];
    const before =
      f.contentMs === null ? null : performance.getEntriesByType('resource').filter((r) => r.startTime < f.contentMs).length + 1;
    return { ...f, requestsBeforeContent: before, ttfb: nav ? nav.responseStart : null };
  });
  const jsGzip = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
  await context.close();
  return { ...m, seen, jsKB: jsGzip / 1024 };
}

/**
 * The page as rendered, unthrottled and idle, without scripts: styles inlined (link sheets and CSS-in-JS rules that
 * live only in the CSSOM), preload hints of scripts dropped. Returns the html text.
 */
async function staticSnapshot(browser, url, ready) {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: VIEWPORT });
  const page = await context.newPage();
  const net = trackNetwork(page);
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForSelector(ready, { timeout: 60_000 });
  await net.idle();
  const html = await page.evaluate(() => {
    const sheetText = (sheet) => {
      try {
        return Array.from(sheet.cssRules, (r) => r.cssText).join('\n');
      } catch {
        return null;
      }
    };
    // read every sheet before the clone: the clone's <style> elements have no CSSOM of their own
    const texts = new Map();
    for (const sheet of Array.from(document.styleSheets)) if (sheet.ownerNode) texts.set(sheet.ownerNode, sheetText(sheet));
    const owners = Array.from(texts.keys());
    const clone = document.documentElement.cloneNode(true);
    const cloned = [];
    const walk = (a, b) => {
      const i = owners.indexOf(a);
      if (i >= 0) cloned.push([b, texts.get(a)]);
      for (let k = 0; k < a.children.length; k++) walk(a.children[k], b.children[k]);
    };
    walk(document.documentElement, clone);
    for (const [node, text] of cloned) {
      if (text === null) continue;
      const style = document.createElement('style');
      style.textContent = text;
      node.replaceWith(style);
    }
    for (const s of clone.querySelectorAll('script, link[rel="modulepreload"], link[rel="preload"][as="script"], link[rel="prefetch"]'))
      s.remove();
    return '<!doctype html>' + clone.outerHTML;
  });
  await context.close();
  return html;
}

/** Serves each snapshot at its own path (gzip when asked, as the gateway does); any other path goes to the shop. */
function staticServer(baseURL, pages) {
  const server = http.createServer(async (req, res) => {
    const snap = pages.get(req.url);
    if (snap) {
      const gz = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        ...(gz ? { 'content-encoding': 'gzip' } : {}),
      });
      res.end(gz ? snap.gzip : snap.html);
      return;
    }
    try {
      const up = await fetch(baseURL + req.url, { headers: { 'accept-encoding': 'identity' } });
      const body = Buffer.from(await up.arrayBuffer());
      const headers = {};
      for (const h of ['content-type', 'cache-control']) if (up.headers.get(h)) headers[h] = up.headers.get(h);
      res.writeHead(up.status, headers);
      res.end(body);
    } catch {
      res.writeHead(502);
      res.end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function signedInContext(browser, baseURL, landing) {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: VIEWPORT });
  const page = await context.newPage();
  await page.goto(`${baseURL}/mydesk2/s/login?redirect=${encodeURIComponent(landing)}`);
  const form = page.getByTestId('login-form').first();
  await form.getByLabel('账号').fill(LOGIN);
  await form.getByLabel('密码').fill(PASSWORD);
  await form.getByTestId('login-submit').click();
  await page.getByTestId('user-name').waitFor({ timeout: 60_000 });
  return { context, page };
}

/** Clicks `link` and resolves with the ms from the click until `target` is in the document (the page's clock). */
async function timeClick(page, link, target) {
  await page.evaluate((selector) => {
    const m = { clickAt: null, shownAt: null };
    window.__click = m;
    document.addEventListener('click', (e) => (m.clickAt ??= e.timeStamp), { capture: true, once: true });
    const check = () => {
      if (m.clickAt !== null && m.shownAt === null && document.querySelector(selector)) m.shownAt = performance.now();
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
    const frame = () => {
      check();
      if (m.shownAt === null) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, target);
  await link.click();
  await page.waitForFunction(() => window.__click.shownAt !== null, null, { timeout: 60_000 });
  const m = await page.evaluate(() => window.__click);
  return m.shownAt - m.clickAt;
}

/** From a catalogue page, the header's 我的订单 (another remote), until the order table shows: ms at 4x CPU. */
async function measureClick(browser, baseURL, catalogue) {
  const { context, page } = await signedInContext(browser, baseURL, catalogue.path);
  const net = trackNetwork(page);
  await page.waitForSelector(catalogue.ready, { timeout: 60_000 });
  await net.idle();
  await throttle(page, { network: false });
  const ms = await timeClick(page, page.getByTestId('shop-header').getByRole('link', { name: '我的订单' }), '[data-testid="order-table"]');
  await context.close();
  return ms;
}

/**
 * A client-side navigation between catalogue pages, throttled like the loads: CLS from the click until the next page
 * is idle (shifts within 500 ms of the click count as expected ones, as in every CLS), and ms until its content shows.
 */
async function measureNavigation(browser, baseURL, nav) {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: VIEWPORT });
  const page = await context.newPage();
  await page.addInitScript(observe, nav.from.ready);
  const net = trackNetwork(page);
  await throttle(page, { network: true });
  await page.goto(baseURL + nav.from.path, { waitUntil: 'commit', timeout: 60_000 });
  await page.waitForSelector(nav.from.ready, { timeout: 60_000 });
  await net.idle();
  await page.evaluate(() => window.__firstPaintReset());
  const ms = await timeClick(page, page.locator(nav.link).first(), nav.to.ready);
  await net.idle();
  const cls = await page.evaluate(() => window.__firstPaint.cls);
  if (DEBUG) {
    const shifts = await page.evaluate(() => window.__firstPaint.shifts);
    console.error(`[${nav.name}] CLS ${round(cls, 3)}, content after ${round(ms)} ms`);
    for (const s of shifts) console.error(`    shift at ${s.at} ms: ${s.value}  ${s.sources.join(' | ')}`);
  }
  await context.close();
  return { cls, ms };
}

const shop = await startShop();
let browser;
let server;
try {
  const pages = await catalogueEntryPages(shop.baseURL);
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });

  const snapshots = new Map();
  for (const p of pages) {
    const html = await staticSnapshot(browser, shop.baseURL + p.path, p.ready);
    snapshots.set(p.path, { html, gzip: zlib.gzipSync(html) });
  }
  server = await staticServer(shop.baseURL, snapshots);
  const staticBase = `http://127.0.0.1:${server.address().port}`;

  const rows = [];
  for (const p of pages) {
    const live = [];
    const copy = [];
    // interleaved, so whatever else the machine does lands on both
    for (let i = 0; i < ROUNDS; i++) {
      live.push(await measureLoad(browser, shop.baseURL + p.path, p.ready));
      copy.push(await measureLoad(browser, staticBase + p.path, p.ready));
      if (DEBUG) {
        const l = live.at(-1);
        console.error(
          `[${p.name} ${i + 1}] live LCP ${round(l.lcp)} (${l.lcpElement}) CLS ${round(l.cls, 3)} content ${round(l.contentMs)} ms, ${l.requestsBeforeContent} requests; static LCP ${round(copy.at(-1).lcp)}`,
        );
        for (const s of l.shifts) console.error(`    shift at ${s.at} ms: ${s.value}  ${s.sources.join(' | ')}`);
      }
    }
    const pick = (runs, k) => median(runs.map((r) => r[k]));
    const row = {
      page: p.name,
      path: p.path,
      lcpMs: round(pick(live, 'lcp')),
      staticLcpMs: round(pick(copy, 'lcp')),
      cls: round(pick(live, 'cls'), 3),
      clsMax: round(Math.max(...live.map((r) => r.cls)), 3),
      staticCls: round(pick(copy, 'cls'), 3),
      contentMs: round(pick(live, 'contentMs')),
      staticContentMs: round(pick(copy, 'contentMs')),
      requestsBeforeContent: pick(live, 'requestsBeforeContent'),
      jsGzipKB: round(pick(live, 'jsKB'), 1),
      contentSeen: live.every((r) => r.seen),
    };
    row.lcpRatio = row.lcpMs && row.staticLcpMs ? round(row.lcpMs / row.staticLcpMs, 2) : null;
    rows.push(row);
  }

  // printed now: a shop that goes away during the navigations below leaves these figures on screen
  console.log(`\nFirst paint, ${shop.baseURL}: ${CPU_RATE}x CPU, fast 4G (150 ms, 1.6 Mbit/s x 0.9), cold cache, median of ${ROUNDS}`);
  console.log(`static copy: the same page's rendered DOM without scripts, served by this process`);
  console.log(
    'page       LCP ms  static ms  ratio (<= 1.5)   CLS (<= 0.02)  worst   content ms  static   requests before content  JS KB gzip (<= 250)',
  );
  for (const r of rows) {
    const okRatio = r.lcpRatio !== null && r.lcpRatio <= TARGETS.lcpRatio ? 'ok' : 'OVER';
    const okCls = r.cls !== null && r.cls <= TARGETS.cls ? 'ok' : 'OVER';
    const okJs = r.jsGzipKB <= TARGETS.jsGzipKB ? 'ok' : 'OVER';
    console.log(
      `${r.page.padEnd(9)} ${String(r.lcpMs).padStart(7)} ${String(r.staticLcpMs).padStart(10)}  ${String(r.lcpRatio).padStart(5)}x ${okRatio.padEnd(6)}  ${String(r.cls).padStart(7)} ${okCls.padEnd(5)} ${String(r.clsMax).padStart(6)}  ${String(r.contentMs).padStart(10)} ${String(r.staticContentMs).padStart(7)}  ${String(r.requestsBeforeContent).padStart(23)}  ${String(r.jsGzipKB).padStart(10)} ${okJs}${r.contentSeen ? '' : '  (content not seen in every run)'}`,
    );
  }
  const [home, category, detail, search] = pages;
  const navigations = [
    { name: 'home -> category', from: home, to: category, link: home.ready },
    { name: 'category -> detail', from: category, to: detail, link: '[data-testid="series-row"] a' },
    { name: 'search -> category', from: search, to: category, link: '[data-testid="hit-categories"] a' },
  ];
  const navRows = [];
  for (const nav of navigations) {
    const runs = [];
    for (let i = 0; i < ROUNDS; i++) runs.push(await measureNavigation(browser, shop.baseURL, nav));
    navRows.push({
      name: nav.name,
      cls: round(median(runs.map((r) => r.cls)), 3),
      clsMax: round(Math.max(...runs.map((r) => r.cls)), 3),
      contentMs: round(median(runs.map((r) => r.ms))),
    });
  }

  const clicks = [];
  for (let i = 0; i < ROUNDS; i++) clicks.push(await measureClick(browser, shop.baseURL, pages[1]));
  const click = { from: pages[1].path, to: '/order/list', medianMs: round(median(clicks)), runsMs: clicks.map((c) => round(c)) };

  console.log('client-side navigation (same throttling)   CLS (<= 0.02)  worst   content ms after the click');
  for (const n of navRows) {
    console.log(
      `${n.name.padEnd(40)} ${String(n.cls).padStart(7)} ${(n.cls <= TARGETS.cls ? 'ok' : 'OVER').padEnd(5)} ${String(n.clsMax).padStart(6)}  ${String(n.contentMs).padStart(10)}`,
    );
  }
  console.log(
    `click ${click.from} -> header 我的订单 -> ${click.to} (order table shown), ${CPU_RATE}x CPU, cold cache for the order remote: ` +
      `median ${click.medianMs} ms (runs ${click.runsMs.join(', ')}; target <= ${TARGETS.clickMs} ms)`,
  );
  emitSummary('first-paint', {
    rounds: ROUNDS,
    cpuRate: CPU_RATE,
    network: NETWORK,
    targets: TARGETS,
    pages: rows,
    navigations: navRows,
    click,
  });
} finally {
  await browser?.close();
  server?.close();
  await shop.stop();
}
