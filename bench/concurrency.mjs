// 50 requests in flight at all times against the API for ~20 s, on the embedded PGlite database and (when
// DATABASE_URL is set) on PostgreSQL: how many got an answer, how many none within the client's 10 s (the stall of
// issue 9: "up to 44 requests per 20 s got no answer within 10 s" on PGlite), 503s from the embedded database's request
// gate (db/requestGate.ts), and the latency of the answers. Figures, not pass/fail. Ends with `BENCH_SUMMARY {json}`.
//
//   node --import tsx bench/concurrency.mjs          (CONCURRENCY=50 BENCH_SECONDS=20 SEED_SCALE=0.1)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/concurrency.mjs
//
// PGlite runs in a fresh temporary folder (never DATA_DIR: a running gateway may hold it); PostgreSQL in its own
// schema (bench_concurrency), seeded once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { emitSummary } from './lib/gateway.mjs';

const api = await tsImport('../apps/api/src/index.ts', import.meta.url);

const CONCURRENCY = Number(process.env.CONCURRENCY ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CLIENT_TIMEOUT_MS = 10_000;
const SCALE = Number(process.env.SEED_SCALE ?? 0.1);
const KEYWORDS = ['轴承', '深沟球轴承', '导轨', '螺丝', '气缸', 'NSK 轴承', '6204', 'SFJ10', '弹簧', '不存在的商品'];

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null);
const round = (x) => (x === null ? null : Math.round(x));

async function load(address) {
  const ms = [];
  const counts = { answered: 0, ok: 0, unavailable503: 0, otherStatus: 0, timeouts: 0, errors: 0 };
  const end = performance.now() + SECONDS * 1000;
  let n = 0;
  async function worker() {
    while (performance.now() < end) {
      const i = n++;
      const keyword = KEYWORDS[i % KEYWORDS.length];
      const url =
        i % 2
          ? `${address}/api/v1/fullText/search?applicationId=bench&lang=zh-CN&keyword=${encodeURIComponent(keyword)}`
          : `${address}/api/v1/partNumber/suggest?applicationId=bench&lang=zh-CN&keyword=${encodeURIComponent(keyword)}`;
      const start = performance.now();
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) });
        await res.arrayBuffer();
        ms.push(performance.now() - start);
        counts.answered++;
        if (res.status === 200) counts.ok++;
        else if (res.status === 503) counts.unavailable503++;
        else counts.otherStatus++;
      } catch (err) {
        if (err?.name === 'TimeoutError') counts.timeouts++;
        else counts.errors++;
      }
    }
  }
  const t0 = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - t0) / 1000;
  ms.sort((a, b) => a - b);
  return {
    ...counts,
    seconds: Math.round(seconds * 10) / 10,
    perSecond: Math.round(counts.answered / seconds),
    p50Ms: round(percentile(ms, 50)),
    p95Ms: round(percentile(ms, 95)),
    maxMs: round(ms.at(-1) ?? null),
  };
}

async function run(label, dbOptions) {
  let t0 = performance.now();
  const db = await api.createDb(dbOptions);
  await api.runMigrations(db);
  await api.ensureSeeded(db, { scale: SCALE, log: () => {} });
  console.log(`${label}: ready in ${((performance.now() - t0) / 1000).toFixed(1)} s (seed scale ${SCALE})`);
  const app = await api.buildApi({ db, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    t0 = performance.now();
    const r = await load(address);
    console.log(
      `${label}: ${CONCURRENCY} concurrent for ${r.seconds} s: ${r.answered} answered (${r.perSecond}/s; ${r.ok} ok, ${r.unavailable503} x 503, ${r.otherStatus} other), ` +
        `${r.timeouts} without an answer in ${CLIENT_TIMEOUT_MS / 1000} s, ${r.errors} errors; p50 ${r.p50Ms} ms, p95 ${r.p95Ms} ms, max ${r.maxMs} ms`,
    );
    return r;
  } finally {
    await app.close();
    await db.$close();
  }
}

const results = {};
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-concurrency-'));
try {
  results.pglite = await run('PGlite', { dataDir: tmp });
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
if (process.env.DATABASE_URL)
  results.postgres = await run('PostgreSQL', { databaseUrl: process.env.DATABASE_URL, schema: 'bench_concurrency' });
else console.log('PostgreSQL: skipped (set DATABASE_URL)');

emitSummary('concurrency', {
  concurrency: CONCURRENCY,
  seconds: SECONDS,
  clientTimeoutMs: CLIENT_TIMEOUT_MS,
  seedScale: SCALE,
  ...results,
});
