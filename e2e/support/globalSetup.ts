import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { DATA_DIR, DEPLOY_DIR, DEPLOY_LOG, GATEWAY_LOG, REPO_ROOT, RUN_DIR } from './paths';

const RESERVED_PORTS = new Set([3000, 3100, 3200]);

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

async function freePort(from: number): Promise<number> {
  for (let p = from; p < from + 100; p++) {
    if (!RESERVED_PORTS.has(p) && (await portIsFree(p))) return p;
  }
  throw new Error(`no free port in ${from}..${from + 99}`);
}

function tail(file: string, lines = 40): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Builds and deploys every app into this run's own DEPLOY_DIR, exactly as `pnpm start` does. */
function deployAll(): void {
  const started = Date.now();
  const log = fs.openSync(DEPLOY_LOG, 'w');
  const res = spawnSync('pnpm', ['exec', 'tsx', 'scripts/ensureDeployed.ts'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', log, log],
    env: { ...process.env, DEPLOY_DIR, NODE_NO_WARNINGS: '1' },
  });
  fs.closeSync(log);
  if (res.status !== 0) throw new Error(`deploying the apps failed (exit ${res.status}):\n${tail(DEPLOY_LOG)}`);
  console.log(`[e2e] deployed every app into ${DEPLOY_DIR} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

function startGateway(port: number): ChildProcess {
  const log = fs.openSync(GATEWAY_LOG, 'w');
  const child = spawn('pnpm', ['exec', 'tsx', process.env.E2E_GATEWAY_SCRIPT || 'apps/gateway/src/main.ts'], {
    cwd: REPO_ROOT,
    // its own process group, so teardown stops pnpm, tsx and node together
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEPLOY_DIR,
      DATA_DIR,
      // e2e always runs on embedded PGlite, even where CI points DATABASE_URL at a PostgreSQL server
      DATABASE_URL: '',
      // the journeys run on the full catalogue (it seeds in ~20 s), whatever scale a CI job picked for its unit runs
      SEED_SCALE: '1',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL || 'warn',
      NODE_NO_WARNINGS: '1',
    },
  });
  fs.closeSync(log);
  return child;
}

async function waitForHealth(base: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  let exited: number | null = null;
  child.once('exit', (code) => (exited = code ?? -1));
  while (Date.now() < until) {
    if (exited !== null) throw new Error(`the gateway exited (code ${exited}) before it was healthy:\n${tail(GATEWAY_LOG)}`);
    try {
      const res = await fetch(`${base}/api/check_health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the gateway was not healthy within ${timeoutMs / 1000} s:\n${tail(GATEWAY_LOG)}`);
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) return resolve();
    const force = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
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

/**
 * Fresh deploy folder and database per run, every app deployed, the gateway (with the API) started on a free port.
 * Tests read E2E_BASE_URL and E2E_DEPLOY_DIR; the returned function is the teardown.
 * E2E_GATEWAY_SCRIPT replaces apps/gateway/src/main.ts (e.g. a gateway without the API, while debugging).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // Re-running journeys while debugging: E2E_BASE_URL (and E2E_DEPLOY_DIR) of a gateway that is already up.
  if (process.env.E2E_BASE_URL) {
    console.log(`[e2e] using the running gateway at ${process.env.E2E_BASE_URL}`);
    return async () => {};
  }
  fs.rmSync(RUN_DIR, { recursive: true, force: true });
  fs.mkdirSync(DATA_DIR, { recursive: true });
  fs.mkdirSync(DEPLOY_DIR, { recursive: true });
  deployAll();

  const port = await freePort(Number(process.env.E2E_PORT || 3300));
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  const child = startGateway(port);
  try {
    await waitForHealth(base, child, 240_000);
  } catch (error) {
    await stop(child);
    throw error;
  }
  console.log(`[e2e] gateway healthy at ${base} after ${((Date.now() - started) / 1000).toFixed(0)} s (migrate + seed included)`);

  process.env.E2E_BASE_URL = base;
  process.env.E2E_DEPLOY_DIR = DEPLOY_DIR;
  return () => stop(child);
}
