// Server throughput under load (issue 11, item 4): autocannon with 50 connections for 15 s per route against one
// gateway process (the API inside, as `pnpm start` runs it), on the embedded PGlite database and, with DATABASE_URL,
// on PostgreSQL. Every figure is printed with the reference measured in the same run: a bare route that touches no
// database (GET /api/cim/api/reasons, a constant list served through the whole API plugin: gate, access check,
// envelope). Then a static JS chunk, precompressed at deploy against the same file compressed per request, and the
// process's RSS at start, at the end of the load and some seconds later. Figures, not pass/fail; ends with
// `BENCH_SUMMARY {json}`.
//
//   node --import tsx bench/server-load.mjs                      (PGlite, full catalogue)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/server-load.mjs
//
// Settings: CONNECTIONS (50), LOAD_SECONDS (15), SETTLE_SECONDS (10), SEED_SCALE (1 = the full catalogue),
// DEPLOY_DIR (default: the bench's deploy folder, deployed first), DATA_DIR (PGlite folder, default the bench's own).
// PostgreSQL runs in its own schema (bench_server_load), seeded once.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { emitSummary, REPO_ROOT } from './lib/gateway.mjs';
import { ensureDeployed, freePort } from '../scripts/lib/localGateway.mjs';

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 15);
const SETTLE_SECONDS = Number(process.env.SETTLE_SECONDS ?? 10);
const SCALE = process.env.SEED_SCALE === undefined ? undefined : Number(process.env.SEED_SCALE);
const BENCH_DIR = process.env.BENCH_DIR || path.join(os.tmpdir(), 'gongpin-bench');
const PG_SCHEMA = 'bench_server_load';
/** what a browser sends: the API's answers are compressed as they would be for a visitor */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'application/json' };
const Q = 'applicationId=bench&lang=zh-CN';
const KEYWORDS = ['轴承', '深沟球轴承', '导轨', '螺丝', '气缸', 'NSK 轴承', '6204', 'SFJ10', '弹簧', '直线轴承 LM'];

// ---------------------------------------------------------------------------------------------------------------
// --serve: the gateway process under test (what apps/gateway/src/main.ts starts, with a schema for PostgreSQL)
async function serve() {
  const { tsImport } = await import('tsx/esm/api');
  const api = await tsImport('../apps/api/src/index.ts', import.meta.url);
  const { buildGateway } = await tsImport('../apps/gateway/src/server.ts', import.meta.url);
  const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
  const db = await api.createDb(databaseUrl ? { databaseUrl, schema: PG_SCHEMA } : { dataDir: process.env.BENCH_DATA_DIR });
  await api.runMigrations(db);
  await api.ensureSeeded(db, SCALE === undefined ? {} : { scale: SCALE });
  const app = await buildGateway({
    deployDir: process.env.BENCH_DEPLOY_DIR,
    api: async (instance) => {
      await instance.register(api.apiPlugin, { db });
    },
    serverOptions: api.apiServerOptions(),
  });
  const worker = api.startJobWorker(db);
  const close = async () => {
    await app.close();
    await worker.stop();
    await db.$close();
    process.exit(0);
  };
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  // the parent asks what the memory is made of (V8 heap, buffers, the WASM heap of PGlite among "external")
  process.on('message', (m) => {
    if (m === 'memory') process.send?.({ memory: process.memoryUsage() });
  });
  process.send?.('ready');
}

// ---------------------------------------------------------------------------------------------------------------
function rssMb(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : null;
  } catch {
    return null;
  }
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function startServer(label, { databaseUrl, dataDir, deployDir }) {
  const port = await freePort(3460);
  const logFile = path.join(BENCH_DIR, `server-load-${label}.log`);
  const out = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', out, out, 'ipc'],
    env: {
      ...process.env,
      PORT: String(port),
      BENCH_DATABASE_URL: databaseUrl ?? '',
      BENCH_DATA_DIR: dataDir ?? '',
      BENCH_DEPLOY_DIR: deployDir,
      DATABASE_URL: '',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      SANDBOXES: '1',
      NODE_NO_WARNINGS: '1',
    },
  });
  fs.closeSync(out);
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${label}: not ready in 5 min, see ${logFile}`)), 300_000);
    child.once('message', () => (clearTimeout(timer), resolve()));
    child.once('exit', (code) => (clearTimeout(timer), reject(new Error(`${label}: server exited ${code}, see ${logFile}`))));
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => (clearTimeout(force), resolve()));
      child.kill('SIGTERM');
    });
  const memory = () =>
    new Promise((resolve) => {
      const timer = setTimeout(() => resolve(null), 2000);
      child.once('message', (m) => (clearTimeout(timer), resolve(m.memory ?? null)));
      child.send('memory');
    }).then((m) =>
      m ? Object.fromEntries(['heapTotal', 'heapUsed', 'external', 'arrayBuffers'].map((k) => [k, Math.round(m[k] / 1048576)])) : null,
    );
  return { baseURL: `http://127.0.0.1:${port}`, pid: child.pid, stop, memory };
}

async function getData(baseURL, url) {
  const res = await fetch(baseURL + url);
  const body = await res.json();
  if (body.status !== 0) throw new Error(`GET ${url}: ${body.errorMessage}`);
  return body.data;
}

/** the leaves with the most series, as the category page's series/search asks for them (pageNo 1, pageSize 20) */
async function bigLeaves(baseURL, n = 8) {
  const leaves = [];
  const walk = async (code) => {
    const r = await getData(baseURL, `/api/v1/category/search?${Q}${code ? `&categoryCode=${code}` : ''}`);
    const kids = r.children ?? [];
    if (code && kids.length === 0 && r.category) leaves.push(r.category);
    for (const k of kids) await walk(k.categoryCode);
  };
  const top = await getData(baseURL, `/api/v1/category/search?${Q}`);
  for (const k of top.children) await walk(k.categoryCode);
  return leaves.sort((a, b) => b.seriesCount - a.seriesCount).slice(0, n);
}

async function cannon(baseURL, paths, headers = BROWSER_HEADERS) {
  const r = await autocannon({
    url: baseURL,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
  return {
    perSecond: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    maxMs: r.latency.max,
    ok2xx: r['2xx'],
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  };
}

async function runOne(label, opts) {
  const t0 = performance.now();
  const server = await startServer(label, opts);
  console.log(`${label}: gateway ready in ${((performance.now() - t0) / 1000).toFixed(1)} s (pid ${server.pid})`);
  const rss = { peakMb: 0 };
  let sampler;
  try {
    const { baseURL } = server;
    const leaves = await bigLeaves(baseURL);
    const categoryPaths = leaves.map((l) => `/api/v1/series/search?${Q}&categoryCode=${l.categoryCode}&pageNo=1&pageSize=20`);
    const searchPaths = KEYWORDS.map(
      (k) => `/api/v1/fullText/search?applicationId=bench&lang=CHN&keyword=${encodeURIComponent(k)}&pageNo=1&pageSize=20`,
    );
    const bare = [`/api/cim/api/reasons?${Q}`];
    console.log(`${label}: category leaves ${leaves.map((l) => `${l.categoryCode} (${l.seriesCount} series)`).join(', ')}`);

    // the biggest JS file of the live shell, precompressed at deploy, and a copy in a folder without the siblings
    // (as a folder deployed before compressAssets): @fastify/compress then brotlis it per request
    const shell = opts.shellVersion;
    const shellDir = path.join(opts.deployDir, 'shell', shell);
    const chunk = fs
      .readdirSync(shellDir)
      .filter((f) => f.endsWith('.js'))
      .sort((a, b) => fs.statSync(path.join(shellDir, b)).size - fs.statSync(path.join(shellDir, a)).size)[0];
    const onTheFly = `bench-per-request-${process.pid}`;
    fs.mkdirSync(path.join(opts.deployDir, 'shell', onTheFly), { recursive: true });
    fs.copyFileSync(path.join(shellDir, chunk), path.join(opts.deployDir, 'shell', onTheFly, chunk));
    const precompressed = fs.existsSync(path.join(shellDir, `${chunk}.br`));

    // warm: one of each, then the start figure
    for (const p of [...bare, ...categoryPaths, ...searchPaths]) await fetch(baseURL + p).then((r) => r.arrayBuffer());
    await sleep(2000);
    // a short run first, so the bare route's figure is not the one that pays for the JIT warming up
    await autocannon({ url: baseURL + bare[0], connections: CONNECTIONS, duration: 3, headers: BROWSER_HEADERS });
    await sleep(2000);
    rss.startMb = rssMb(server.pid);
    rss.startParts = await server.memory();
    sampler = setInterval(() => (rss.peakMb = Math.max(rss.peakMb, rssMb(server.pid) ?? 0)), 500);

    const runs = {};
    const say = (name, r, ref) =>
      console.log(
        `${label}: ${name.padEnd(26)} ${String(r.perSecond).padStart(6)} req/s` +
          (ref ? ` (${(r.perSecond / ref.perSecond).toFixed(2)}x bare)` : '') +
          `, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, max ${r.maxMs} ms; non-2xx ${r.non2xx}, errors ${r.errors}, timeouts ${r.timeouts}`,
      );
    runs.bare = await cannon(baseURL, bare);
    say('bare route (reasons)', runs.bare);
    runs.category = await cannon(baseURL, categoryPaths);
    say('category series/search', runs.category, runs.bare);
    runs.search = await cannon(baseURL, searchPaths);
    say('fullText/search', runs.search, runs.bare);
    const js = `/apps/shell/${shell}/${chunk}`;
    runs.jsPrecompressed = await cannon(baseURL, [js], { 'accept-encoding': 'gzip, deflate, br, zstd' });
    say(`JS ${precompressed ? 'precompressed br' : 'br (no .br on disk!)'}`, runs.jsPrecompressed);
    runs.jsIdentity = await cannon(baseURL, [js], { 'accept-encoding': 'identity' });
    say('JS uncompressed', runs.jsIdentity);
    rss.endOfLoadMb = rssMb(server.pid);

    clearInterval(sampler);
    await sleep(SETTLE_SECONDS * 1000);
    rss.afterMb = rssMb(server.pid);
    rss.afterParts = await server.memory();
    rss.afterVsStart = rss.startMb ? Math.round((rss.afterMb / rss.startMb) * 100) / 100 : null;
    console.log(
      `${label}: RSS at start ${rss.startMb} MB, end of load ${rss.endOfLoadMb} MB, peak ${rss.peakMb} MB, ` +
        `${SETTLE_SECONDS} s after ${rss.afterMb} MB (${rss.afterVsStart}x start; target <= 1.2x)`,
    );
    console.log(`${label}: of which (MB) at start ${JSON.stringify(rss.startParts)}, after ${JSON.stringify(rss.afterParts)}`);

    // last, since its brotli streams leave the allocator holding memory: what every JS request cost before (a
    // folder without the siblings, compressed by @fastify/compress per request)
    runs.jsPerRequest = await cannon(baseURL, [`/apps/shell/${onTheFly}/${chunk}`], { 'accept-encoding': 'gzip, deflate, br, zstd' });
    say('JS brotli per request', runs.jsPerRequest);
    fs.rmSync(path.join(opts.deployDir, 'shell', onTheFly), { recursive: true, force: true });

    console.log(
      `${label}: targets: category >= 0.5x bare with p99 <= 100 ms: ${runs.category.perSecond / runs.bare.perSecond >= 0.5 && runs.category.p99Ms <= 100 ? 'met' : 'NOT met'}; ` +
        `search >= 0.3x with p99 <= 150 ms: ${runs.search.perSecond / runs.bare.perSecond >= 0.3 && runs.search.p99Ms <= 150 ? 'met' : 'NOT met'}`,
    );
    return {
      ...runs,
      categoryVsBare: Math.round((runs.category.perSecond / runs.bare.perSecond) * 100) / 100,
      searchVsBare: Math.round((runs.search.perSecond / runs.bare.perSecond) * 100) / 100,
      jsFile: chunk,
      jsPrecompressedOnDisk: precompressed,
      rss,
    };
  } finally {
    clearInterval(sampler);
    await server.stop();
  }
}

async function main() {
  const deployDir = process.env.DEPLOY_DIR ? path.resolve(REPO_ROOT, process.env.DEPLOY_DIR) : path.join(BENCH_DIR, 'deploy');
  if (!process.env.DEPLOY_DIR) {
    console.log(`deploying into ${deployDir} (only what changed)...`);
    ensureDeployed(deployDir);
  }
  const state = JSON.parse(fs.readFileSync(path.join(deployDir, 'state.json'), 'utf8'));
  const shellVersion = state.apps.shell?.current;
  if (!shellVersion) throw new Error(`no shell deployed in ${deployDir}`);
  fs.mkdirSync(BENCH_DIR, { recursive: true });
  console.log(`${CONNECTIONS} connections, ${SECONDS} s per route; seed scale ${SCALE ?? 1}; log level ${process.env.LOG_LEVEL ?? 'warn'}`);

  const results = {};
  const dataDir = process.env.DATA_DIR ? path.resolve(REPO_ROOT, process.env.DATA_DIR) : path.join(BENCH_DIR, 'server-load-data');
  results.pglite = await runOne('PGlite', { dataDir, deployDir, shellVersion });
  if (process.env.DATABASE_URL)
    results.postgres = await runOne('PostgreSQL', { databaseUrl: process.env.DATABASE_URL, deployDir, shellVersion });
  else console.log('PostgreSQL: skipped (set DATABASE_URL)');
  emitSummary('server-load', { connections: CONNECTIONS, seconds: SECONDS, settleSeconds: SETTLE_SECONDS, ...results });
}

if (process.argv.includes('--serve')) await serve();
else await main();
