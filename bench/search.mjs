// Search latency on the full catalogue: starts the API in-process on the PGlite database in DATA_DIR
// (default <repo>/.data; seeds it first if needed, and reports how long that took), then times
// fullText/search and partNumber/suggest over HTTP for a fixed list of queries, several rounds.
// Figures, not pass/fail. Ends with a `BENCH_SUMMARY {json}` line for bench/run.mjs.
//
//   node bench/search.mjs                 (ROUNDS=5, DATA_DIR=<repo>/.data)
//   DATA_DIR=/tmp/bench ROUNDS=10 node bench/search.mjs
//
// PGlite is single-process: do not point this at a DATA_DIR a running gateway has open.
import { tsImport } from 'tsx/esm/api';
import { emitSummary } from './lib/gateway.mjs';

const api = await tsImport('../apps/api/src/index.ts', import.meta.url);

const QUERIES = [
  // Chinese words of one or two characters
  '轴',
  '销',
  '阀',
  '轴承',
  '导轨',
  '螺丝',
  '气缸',
  '弹簧',
  '齿轮',
  '电源',
  // longer phrases, brand + word
  '深沟球轴承',
  '直线导轨 法兰型',
  '内六角圆柱头螺栓',
  '不锈钢 压缩弹簧',
  '光电传感器 对射型',
  '梅花联轴器 夹紧型',
  'NSK 轴承',
  '上银',
  // part-number prefixes (any case), one and several characters
  'SFJ10',
  'sfj',
  '6204',
  '6204ZZ',
  'LX20',
  'cb6-20',
  'HGW25',
  'KQ2H',
  'LRS-350',
  '6',
  'S',
  // no hits
  '不存在的商品',
  'xyzxyz123',
  '量子计算机',
];
const ROUNDS = Number(process.env.ROUNDS ?? 5);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const stats = (ms) => {
  const s = [...ms].sort((a, b) => a - b);
  const r = (x) => Math.round(x * 10) / 10;
  return { n: s.length, p50: r(percentile(s, 50)), p95: r(percentile(s, 95)), max: r(s.at(-1)) };
};

const dataDir = api.resolveDataDir();
console.log(`database: PGlite in ${dataDir}/pglite`);
let t0 = performance.now();
const db = await api.createDb({ dataDir });
await api.runMigrations(db);
const openSeconds = (performance.now() - t0) / 1000;
t0 = performance.now();
const reports = await api.ensureSeeded(db);
const seeded = reports.some((r) => r.ran);
const seedSeconds = seeded ? Math.round((performance.now() - t0) / 100) / 10 : null;
const catalogue = reports.find((r) => r.step === 'catalogue')?.details ?? {};
console.log(
  `open + migrate: ${openSeconds.toFixed(1)} s; ${seeded ? `seeded in ${seedSeconds} s` : 'already seeded'}: ${JSON.stringify(catalogue)}`,
);

const app = await api.buildApi({ db, logger: false });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

async function timed(path, keyword) {
  const url = `${address}${path}?applicationId=bench&lang=zh-CN&keyword=${encodeURIComponent(keyword)}`;
  const start = performance.now();
  const res = await fetch(url);
  const body = await res.json();
  const ms = performance.now() - start;
  if (res.status !== 200 || body.status !== 0) throw new Error(`${url}: HTTP ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  return { ms, body };
}

const endpoints = { fullText: '/api/v1/fullText/search', suggest: '/api/v1/partNumber/suggest' };
const samples = { fullText: [], suggest: [] };
const perQuery = new Map();
try {
  // one warm-up pass (plans, caches), not counted
  for (const q of QUERIES) for (const path of Object.values(endpoints)) await timed(path, q);
  for (let round = 0; round < ROUNDS; round++) {
    for (const q of QUERIES) {
      for (const [name, path] of Object.entries(endpoints)) {
        const { ms, body } = await timed(path, q);
        samples[name].push(ms);
        const key = `${name}\t${q}`;
        const entry = perQuery.get(key) ?? {
          ms: [],
          hits: name === 'fullText' ? body.data.totalCount : body.data.partNumberList.length + body.data.seriesList.length,
        };
        entry.ms.push(ms);
        perQuery.set(key, entry);
      }
    }
  }
} finally {
  await app.close();
  await db.$close();
}

console.log(`\n${QUERIES.length} queries x ${ROUNDS} rounds per endpoint, over HTTP on 127.0.0.1 (ms)`);
console.log('endpoint          p50     p95     max');
for (const name of Object.keys(endpoints)) {
  const s = stats(samples[name]);
  console.log(`${name.padEnd(16)}${String(s.p50).padStart(5)}${String(s.p95).padStart(8)}${String(s.max).padStart(8)}`);
}
console.log('\nslowest queries (median ms, hits):');
const slowest = [...perQuery]
  .map(([k, v]) => ({ k, med: stats(v.ms).p50, hits: v.hits }))
  .sort((a, b) => b.med - a.med)
  .slice(0, 8);
for (const s of slowest) console.log(`  ${s.k.replace('\t', '  ')}  ${s.med} ms  (${s.hits} hits)`);

emitSummary('search', {
  parts: catalogue.parts ?? null,
  series: catalogue.series ?? null,
  seedSeconds,
  queries: QUERIES.length,
  rounds: ROUNDS,
  fullTextMs: stats(samples.fullText),
  suggestMs: stats(samples.suggest),
});
