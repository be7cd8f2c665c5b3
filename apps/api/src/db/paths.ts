import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** apps/api (holds drizzle/ with the migrations) */
export const apiRoot = resolve(here, '..', '..');
export const migrationsFolder = join(apiRoot, 'drizzle');

/** The pnpm workspace root (the folder holding pnpm-workspace.yaml), or null outside the repo. */
export function findRepoRoot(from: string = here): string | null {
  let dir = from;
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const up = dirname(dir);
    if (up === dir) return null;
    dir = up;
  }
}

/**
 * DATA_DIR if set (a relative value is taken from the current directory); otherwise `.data` at the
 * repository root, so `pnpm seed`, the gateway and the bench share one database whatever folder they
 * are started from; outside the repository `./.data` under the current directory.
 * The PGlite files live in `<dataDir>/pglite`.
 */
export function resolveDataDir(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): string {
  if (env.DATA_DIR && env.DATA_DIR.trim() !== '') return resolve(cwd, env.DATA_DIR);
  return join(findRepoRoot() ?? cwd, '.data');
}
