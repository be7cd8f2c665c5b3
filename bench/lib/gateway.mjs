// A deployed shop for the benchmarks: BASE_URL when given, otherwise every app deployed into the bench's own folder
// (so a running `pnpm start` or another engineer's gateway is never repointed) and a gateway started on a free port.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const BENCH_DIR = process.env.BENCH_DIR || path.join(os.tmpdir(), 'gongpin-bench');
export const BENCH_DEPLOY_DIR = process.env.DEPLOY_DIR ? path.resolve(REPO_ROOT, process.env.DEPLOY_DIR) : path.join(BENCH_DIR, 'deploy');
/** the bench's own database folder (js-bytes' gateway seeds it; search.mjs reuses it once that gateway has stopped) */
export const BENCH_DATA_DIR = process.env.DATA_DIR ? path.resolve(REPO_ROOT, process.env.DATA_DIR) : path.join(BENCH_DIR, 'data');
const RESERVED = new Set([3000, 3100, 3200]);

function portIsFree(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}
export async function freePort(from = 3400) {
  for (let p = from; p < from + 200; p++) if (!RESERVED.has(p) && (await portIsFree(p))) return p;
  throw new Error('no free port');
}

/** Builds whatever is missing or stale (scripts/ensureDeployed.ts) into the bench deploy folder. */
export function ensureDeployed() {
  fs.mkdirSync(BENCH_DEPLOY_DIR, { recursive: true });
  const res = spawnSync('pnpm', ['exec', 'tsx', 'scripts/ensureDeployed.ts'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEPLOY_DIR: BENCH_DEPLOY_DIR, NODE_NO_WARNINGS: '1' },
  });
  if (res.status !== 0) throw new Error('deploying the apps failed');
}

/**
 * Returns { baseURL, stop }. With BASE_URL set nothing is started. Otherwise deploys, starts apps/gateway/src/main.ts
 * (API on PGlite in the bench data folder unless DATABASE_URL is set) and waits for /api/check_health.
 */
export async function startShop({ log = console.error } = {}) {
  if (process.env.BASE_URL) return { baseURL: process.env.BASE_URL.replace(/\/$/, ''), stop: async () => {}, started: false };
  log(`[bench] deploying into ${BENCH_DEPLOY_DIR} (only what changed)...`);
  ensureDeployed();
  fs.mkdirSync(BENCH_DATA_DIR, { recursive: true });
  const port = await freePort(Number(process.env.BENCH_PORT || 3400));
  const baseURL = `http://127.0.0.1:${port}`;
  const logFile = path.join(BENCH_DIR, 'gateway.log');
  const out = fs.openSync(logFile, 'w');
  const child = spawn('pnpm', ['exec', 'tsx', 'apps/gateway/src/main.ts'], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', out, out],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEPLOY_DIR: BENCH_DEPLOY_DIR,
      DATA_DIR: BENCH_DATA_DIR,
      LOG_LEVEL: 'warn',
      NODE_NO_WARNINGS: '1',
    },
  });
  fs.closeSync(out);
  let exited = null;
  child.once('exit', (code) => (exited = code));
  const stop = () =>
    new Promise((resolve) => {
      if (exited !== null) return resolve();
      const force = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {}
      }, 10_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        clearTimeout(force);
        resolve();
      }
    });
  const until = Date.now() + 300_000;
  log(`[bench] starting the gateway on ${baseURL} (first start migrates and seeds)...`);
  while (Date.now() < until) {
    if (exited !== null) throw new Error(`gateway exited (${exited}); see ${logFile}:\n${fs.readFileSync(logFile, 'utf8').slice(-2000)}`);
    try {
      if ((await fetch(`${baseURL}/api/check_health`)).ok) return { baseURL, stop, started: true };
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(`gateway not healthy within 300 s; see ${logFile}`);
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
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Last line of every bench script: one machine-readable summary that bench/run.mjs collects. */
export function emitSummary(name, figures) {
  console.log(`BENCH_SUMMARY ${JSON.stringify({ name, ...figures })}`);
}
