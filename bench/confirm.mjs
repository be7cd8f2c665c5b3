// Order confirmation latency (issue 10 target: p95 <= 150 ms on PostgreSQL): the buyer puts one part in the cart,
// then the page's two steps run — POST orderSlip/confirm (Idempotency-Key) and GET orderSlip/confirmResult — ROUNDS
// times one after the other. The reference in the same run is GET cart/search of the same one-line cart (a read of
// the same rows), so a busy machine shows up in both figures. Runs on PGlite (fresh temporary folder) and, with
// DATABASE_URL, on PostgreSQL (schema bench_confirm, seeded once). Figures, not pass/fail; ends with BENCH_SUMMARY.
//
//   node --import tsx bench/confirm.mjs                       (ROUNDS=200 SEED_SCALE=0.02)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/confirm.mjs
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { tsImport } from 'tsx/esm/api';
import { emitSummary } from './lib/gateway.mjs';

const api = await tsImport('../apps/api/src/index.ts', import.meta.url);
const ROUNDS = Number(process.env.ROUNDS ?? 200);
const SCALE = Number(process.env.SEED_SCALE ?? 0.02);
const PASSWORD = 'Gongpin@2024';

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null);
const stats = (ms) => {
  const s = [...ms].sort((a, b) => a - b);
  const r = (x) => (x === null ? null : Math.round(x * 10) / 10);
  return { n: s.length, p50Ms: r(percentile(s, 50)), p95Ms: r(percentile(s, 95)), maxMs: r(s.at(-1) ?? null) };
};

/** A signed-in client the way the browser calls: sessionId in the query, the msm_sid cookie. */
async function signIn(address, loginId) {
  const res = await fetch(`${address}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: address },
    body: JSON.stringify({ loginId, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login ${loginId}: ${res.status} ${await res.text()}`);
  const { data } = await res.json();
  const cookie = (res.headers.getSetCookie?.() ?? [])
    .map((c) => c.split(';')[0])
    .filter((c) => c.startsWith('msm_sid='))
    .join('; ');
  const url = (p, q = {}) =>
    `${address}${p}?${new URLSearchParams({ applicationId: 'bench', lang: 'zh-CN', sessionId: data.sessionId, ...q })}`;
  const call = async (method, p, { query, body, headers } = {}) => {
    const r = await fetch(url(p, query), {
      method,
      headers: { cookie, origin: address, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await r.json();
    if (r.status !== 200) throw new Error(`${method} ${p}: ${r.status} ${JSON.stringify(json)}`);
    return json.data;
  };
  return { get: (p, query) => call('GET', p, { query }), post: (p, body, headers) => call('POST', p, { body, headers }) };
}

/** Fit parts without a campaign, most stock first (their stock is reserved round after round). */
async function orderableParts(db, n) {
  // drizzle-orm is the API's dependency, not the bench's: resolve it from there
  const { sql } = await import(createRequire(new URL('../apps/api/package.json', import.meta.url)).resolve('drizzle-orm'));
  const rows = await api.queryRows(
    db,
    sql`select p.part_number from catalogue_part p
        where p.unfit_type is null and p.discontinue_flag = '0' and not p.sale_suspended
          and not exists (select 1 from catalogue_campaign c where c.part_number = p.part_number)
        order by p.stock_qty desc, p.part_number limit ${n}`,
  );
  if (!rows.length) throw new Error('no orderable part found');
  return rows.map((r) => r.part_number);
}

async function run(label, dbOptions) {
  const t0 = performance.now();
  const db = await api.createDb(dbOptions);
  await api.runMigrations(db);
  await api.ensureSeeded(db, { scale: SCALE, log: () => {} });
  console.log(`${label}: ready in ${((performance.now() - t0) / 1000).toFixed(1)} s (seed scale ${SCALE})`);
  const app = await api.buildApi({ db, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const buyer = await signIn(address, 'jinggong_buyer');
    // start from an empty cart: the demo seed gives the buyer some lines
    const cart0 = await buyer.get('/api/order/v1/cart/search');
    if (cart0.lineList?.length) await buyer.post('/api/order/v1/cart/delete', { idList: cart0.lineList.map((l) => l.id) });
    const parts = await orderableParts(db, 20);
    const [shipTo] = (await buyer.get('/api/user/v1/shipToInfo/search')).shipToList;
    const confirmMs = [];
    const pollMs = [];
    const referenceMs = [];
    const orders = new Set();
    for (let i = 0; i < ROUNDS; i++) {
      await buyer.post('/api/order/v1/cart/add', { lineList: [{ partNumber: parts[i % parts.length], quantity: 1 }] });
      let t = performance.now();
      const cart = await buyer.get('/api/order/v1/cart/search');
      referenceMs.push(performance.now() - t);
      const preview = await buyer.get('/api/order/v1/orderSlip/confirmPreview', { source: 'CART' });
      const body = {
        source: 'CART',
        shipToId: shipTo.shipToId,
        invoice: preview.defaultInvoice,
        lines: cart.lineList.map((l) => ({ cartLineId: l.id })),
        paymentMethod: 'ACCOUNT_PERIOD',
      };
      const key = randomUUID();
      t = performance.now();
      const { requestId } = await buyer.post('/api/order/v1/orderSlip/confirm', body, { 'Idempotency-Key': key });
      confirmMs.push(performance.now() - t);
      t = performance.now();
      const result = await buyer.get('/api/order/v1/orderSlip/confirmResult', { requestId });
      pollMs.push(performance.now() - t);
      if (result.state !== 'DONE') throw new Error(`round ${i}: ${JSON.stringify(result)}`);
      orders.add(result.orderSlipNumber);
    }
    const r = { confirm: stats(confirmMs), poll: stats(pollMs), referenceCartSearch: stats(referenceMs), orders: orders.size };
    console.log(
      `${label}: ${ROUNDS} confirmations (${r.orders} orders): confirm p50 ${r.confirm.p50Ms} ms, p95 ${r.confirm.p95Ms} ms, max ${r.confirm.maxMs} ms; ` +
        `result poll p50 ${r.poll.p50Ms} ms, p95 ${r.poll.p95Ms} ms; reference cart/search p50 ${r.referenceCartSearch.p50Ms} ms, p95 ${r.referenceCartSearch.p95Ms} ms`,
    );
    return r;
  } finally {
    await app.close();
    await db.$close();
  }
}

const results = {};
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-confirm-'));
try {
  results.pglite = await run('PGlite', { dataDir: tmp });
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
if (process.env.DATABASE_URL)
  results.postgres = await run('PostgreSQL', { databaseUrl: process.env.DATABASE_URL, schema: 'bench_confirm' });
else console.log('PostgreSQL: skipped (set DATABASE_URL)');
emitSummary('confirm', { rounds: ROUNDS, seedScale: SCALE, ...results });
