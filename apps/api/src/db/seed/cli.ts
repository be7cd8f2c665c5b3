/**
 * pnpm --filter @shop/api seed [--scale 0.1] [--seed 42] [--force]
 * Uses DATABASE_URL when set, otherwise the PGlite database in DATA_DIR (default <repo>/.data).
 */
import { parseArgs } from 'node:util';
import { createDb } from '../client';
import { runMigrations } from '../migrate';
import { resolveDataDir } from '../paths';
import { seed } from './index';

const { values } = parseArgs({
  options: { scale: { type: 'string' }, seed: { type: 'string' }, force: { type: 'boolean', default: false } },
});
const scale = values.scale === undefined ? undefined : Number(values.scale);
const prngSeed = values.seed === undefined ? undefined : Number(values.seed);
if (scale !== undefined && !(scale > 0 && scale <= 10)) throw new Error('--scale must be in (0, 10]');
if (prngSeed !== undefined && !Number.isInteger(prngSeed)) throw new Error('--seed must be an integer');

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = databaseUrl ? undefined : resolveDataDir();
process.stderr.write(`[seed] database: ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}/pglite`}\n`);
const t0 = Date.now();
const db = await createDb({ databaseUrl, dataDir });
try {
  await runMigrations(db);
  const reports = await seed(db, { scale, seed: prngSeed, force: values.force });
  for (const r of reports) {
    process.stderr.write(
      `[seed] ${r.step}: ${r.ran ? `seeded in ${(r.ms / 1000).toFixed(1)} s` : 'already seeded'} ${JSON.stringify(r.details)}\n`,
    );
  }
  process.stderr.write(`[seed] total ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
} finally {
  await db.$close();
}
