import path from 'node:path';

/** The repository root (e2e/ sits directly under it). */
export const REPO_ROOT = path.resolve(__dirname, '../..');
/** Everything one e2e run writes: deployed builds, the embedded database, the gateway's log. Recreated per run. */
export const RUN_DIR = path.join(REPO_ROOT, '.test-results', 'e2e-run');
export const DEPLOY_DIR = path.join(RUN_DIR, 'deploy');
export const DATA_DIR = path.join(RUN_DIR, 'data');
export const GATEWAY_LOG = path.join(RUN_DIR, 'gateway.log');
export const DEPLOY_LOG = path.join(RUN_DIR, 'deploy.log');
