import fs from 'node:fs';
import { DATA_DIR, DEPLOY_DIR, DEPLOY_LOG, GATEWAY_LOG, RUN_DIR } from './paths';

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
  // imported when run: a static import would go through Playwright's TypeScript-to-CommonJS transform, which breaks
  // a .mjs file; import() hands it to Node as the ES module it is
  const { ensureDeployed, freePort, startGateway } = await import('../../scripts/lib/localGateway.mjs');
  fs.rmSync(RUN_DIR, { recursive: true, force: true });
  fs.mkdirSync(RUN_DIR, { recursive: true });
  let started = Date.now();
  // exactly as `pnpm start` does, into this run's own DEPLOY_DIR
  ensureDeployed(DEPLOY_DIR, { logFile: DEPLOY_LOG });
  console.log(`[e2e] deployed every app into ${DEPLOY_DIR} in ${((Date.now() - started) / 1000).toFixed(0)} s`);

  const port = await freePort(Number(process.env.E2E_PORT || 3300));
  started = Date.now();
  const gateway = await startGateway({
    port,
    deployDir: DEPLOY_DIR,
    dataDir: DATA_DIR,
    logFile: GATEWAY_LOG,
    logLevel: process.env.E2E_LOG_LEVEL || 'warn',
    script: process.env.E2E_GATEWAY_SCRIPT || undefined,
    env: {
      // e2e always runs on embedded PGlite, even where CI points DATABASE_URL at a PostgreSQL server
      DATABASE_URL: '',
      // the journeys run on the full catalogue (it seeds in ~20 s), whatever scale a CI job picked for its unit runs
      SEED_SCALE: '1',
    },
  });
  console.log(
    `[e2e] gateway healthy at ${gateway.baseURL} after ${((Date.now() - started) / 1000).toFixed(0)} s (migrate + seed included)`,
  );

  process.env.E2E_BASE_URL = gateway.baseURL;
  process.env.E2E_DEPLOY_DIR = DEPLOY_DIR;
  return gateway.stop;
}
