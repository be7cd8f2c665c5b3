// A deployed shop for the benchmarks: BASE_URL when given, otherwise every app deployed into the bench's own folder
// (so a running `pnpm start` or another engineer's gateway is never repointed) and a gateway started on a free port.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDeployed, freePort, startGateway } from '../../scripts/lib/localGateway.mjs';

export const REPO_ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const BENCH_DIR = process.env.BENCH_DIR || path.join(os.tmpdir(), 'gongpin-bench');
const BENCH_DEPLOY_DIR = process.env.DEPLOY_DIR ? path.resolve(REPO_ROOT, process.env.DEPLOY_DIR) : path.join(BENCH_DIR, 'deploy');
/** the bench's own database folder (js-bytes' gateway seeds it; search.mjs reuses it once that gateway has stopped) */
export const BENCH_DATA_DIR = process.env.DATA_DIR ? path.resolve(REPO_ROOT, process.env.DATA_DIR) : path.join(BENCH_DIR, 'data');

/**
 * Returns { baseURL, stop, started }. With BASE_URL set nothing is started. Otherwise deploys what changed, starts
 * apps/gateway/src/main.ts (API on PGlite in the bench data folder unless DATABASE_URL is set) and waits for
 * /api/check_health.
 */
export async function startShop({ log = console.error } = {}) {
  if (process.env.BASE_URL) return { baseURL: process.env.BASE_URL.replace(/\/$/, ''), stop: async () => {}, started: false };
  log(`[bench] deploying into ${BENCH_DEPLOY_DIR} (only what changed)...`);
  ensureDeployed(BENCH_DEPLOY_DIR);
  const port = await freePort(Number(process.env.BENCH_PORT || 3400));
  fs.mkdirSync(BENCH_DIR, { recursive: true });
  log(`[bench] starting the gateway on http://127.0.0.1:${port} (first start migrates and seeds)...`);
  const { baseURL, stop } = await startGateway({
    port,
    deployDir: BENCH_DEPLOY_DIR,
    dataDir: BENCH_DATA_DIR,
    logFile: path.join(BENCH_DIR, 'gateway.log'),
    timeoutMs: 300_000,
  });
  return { baseURL, stop, started: true };
}

/** GET an /api/v1 call and unwrap its status envelope. */
export async function apiData(baseURL, url) {
  const res = await fetch(baseURL + url);
  if (!res.ok) throw new Error(`GET ${url}: HTTP ${res.status}`);
  const body = await res.json();
  if (body.status !== 0) throw new Error(`GET ${url}: ${body.errorMessage}`);
  return body.data;
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Last line of every bench script: one machine-readable summary that bench/run.mjs collects. */
export function emitSummary(name, figures) {
  console.log(`BENCH_SUMMARY ${JSON.stringify({ name, ...figures })}`);
}
