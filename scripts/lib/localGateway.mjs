// The whole shop served locally for the e2e journeys (e2e/support/globalSetup.ts) and the benchmarks
// (bench/lib/gateway.mjs): every app deployed into the caller's own folder, apps/gateway/src/main.ts (with the API)
// started on a free port, and a stop that ends it. Plain ESM so both the bench's node scripts and Playwright's
// TypeScript global setup can import it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** never taken by a test or bench gateway: `pnpm start` serves on 3000, and people keep the others for their own servers */
const RESERVED_PORTS = new Set([3000, 3100, 3200]);

function portIsFree(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/** The first free port from `from` on (100 tried). */
export async function freePort(from) {
  for (let p = from; p < from + 100; p++) {
    if (!RESERVED_PORTS.has(p) && (await portIsFree(p))) return p;
  }
  throw new Error(`no free port in ${from}..${from + 99}`);
}

/** The last lines of a log file, for an error message. */
function tail(file, lines = 40) {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * Builds and deploys every app whose deployed build in `deployDir` is missing or stale (scripts/ensureDeployed.ts,
 * as `pnpm start` does). Its output goes to `logFile` when given, otherwise only its errors to this process's stderr.
 */
export function ensureDeployed(deployDir, { logFile } = {}) {
  fs.mkdirSync(deployDir, { recursive: true });
  const log = logFile ? fs.openSync(logFile, 'w') : null;
  const res = spawnSync('pnpm', ['exec', 'tsx', 'scripts/ensureDeployed.ts'], {
    cwd: REPO_ROOT,
    stdio: log === null ? ['ignore', 'ignore', 'inherit'] : ['ignore', log, log],
    env: { ...process.env, DEPLOY_DIR: deployDir, NODE_NO_WARNINGS: '1' },
  });
  if (log !== null) fs.closeSync(log);
  if (res.status !== 0) throw new Error(`deploying the apps failed (exit ${res.status})${logFile ? `:\n${tail(logFile)}` : ''}`);
}

/** Ends the gateway's whole process group (pnpm, tsx and node): SIGTERM, then SIGKILL after 10 s. */
function stopGroup(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) return resolve();
    const force = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
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
}

async function waitForHealth(baseURL, child, logFile, timeoutMs) {
  const until = Date.now() + timeoutMs;
  let exited = null;
  child.once('exit', (code) => (exited = code ?? -1));
  while (Date.now() < until) {
    if (exited !== null) throw new Error(`the gateway exited (code ${exited}) before it was healthy:\n${tail(logFile)}`);
    try {
      if ((await fetch(`${baseURL}/api/check_health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the gateway was not healthy within ${timeoutMs / 1000} s:\n${tail(logFile)}`);
}

/**
 * Starts the gateway (with the API) on `port` over the apps deployed in `deployDir`, its database in `dataDir`, its
 * output in `logFile`, and waits until /api/check_health answers (the first start migrates and seeds). `env` adds to
 * or overrides the environment; `script` replaces apps/gateway/src/main.ts. Returns { baseURL, stop }; a gateway that
 * does not get healthy is stopped before the error is thrown.
 */
export async function startGateway({
  port,
  deployDir,
  dataDir,
  logFile,
  logLevel = 'warn',
  env = {},
  script = 'apps/gateway/src/main.ts',
  timeoutMs = 240_000,
}) {
  fs.mkdirSync(dataDir, { recursive: true });
  const baseURL = `http://127.0.0.1:${port}`;
  const out = fs.openSync(logFile, 'w');
  const child = spawn('pnpm', ['exec', 'tsx', script], {
    cwd: REPO_ROOT,
    // its own process group, so a stop ends pnpm, tsx and node together
    detached: true,
    stdio: ['ignore', out, out],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEPLOY_DIR: deployDir,
      DATA_DIR: dataDir,
      LOG_LEVEL: logLevel,
      NODE_NO_WARNINGS: '1',
      // a local shop, as `pnpm start` serves it: the WeChat login sandbox (and the sandboxes to come) on
      SANDBOXES: '1',
      ...env,
    },
  });
  fs.closeSync(out);
  const stop = () => stopGroup(child);
  try {
    await waitForHealth(baseURL, child, logFile, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop };
}
