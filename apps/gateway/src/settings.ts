import path from 'node:path';
import { parseTrustProxy } from '@shop/api';

/** The repository root: two levels above apps/gateway/src. */
export const REPO_ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');

/**
 * Settings from the environment (documented in the README):
 * PORT (3000), HOST (0.0.0.0), DATA_DIR (./.data: embedded database and uploads), DATABASE_URL (PostgreSQL; when set
 * PGlite is not used), DEPLOY_DIR (./.deploy: built app versions and the deploy state), LOG_LEVEL (info), TRUST_PROXY
 * (off: which proxies may set the client address, see parseTrustProxy), SERVER_RENDER (on; 0: pages render in the browser).
 */
export function readSettings(env: NodeJS.ProcessEnv = process.env) {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(REPO_ROOT, env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    catalogueDatabaseUrl: env.CATALOGUE_DATABASE_URL || undefined,
    deployDir: path.resolve(REPO_ROOT, env.DEPLOY_DIR ?? '.deploy'),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    serverRender: env.SERVER_RENDER !== '0',
  };
}
