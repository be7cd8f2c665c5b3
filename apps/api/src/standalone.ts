/**
 * The API alone, for development: `pnpm --filter @shop/api dev` (PORT default 4000, HOST 127.0.0.1).
 * DATABASE_URL selects PostgreSQL; otherwise PGlite in DATA_DIR (default <repo>/.data). Seeds on first start.
 */
import { buildApi } from './app';
import { createDb } from './db/client';
import { runMigrations } from './db/migrate';
import { resolveDataDir } from './db/paths';
import { ensureSeeded } from './db/seed';
import { startJobWorker } from './jobs/seam';

const databaseUrl = process.env.DATABASE_URL || undefined;
const db = await createDb({ databaseUrl, dataDir: databaseUrl ? undefined : resolveDataDir() });
await runMigrations(db);
await ensureSeeded(db);
const app = await buildApi({ db });
const port = Number(process.env.PORT ?? 4000);
await app.listen({ port, host: process.env.HOST ?? '127.0.0.1' });
// the job queue (answering quotes ...): stopped before the database closes
const worker = startJobWorker(db);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    void app
      .close()
      .then(() => worker.stop())
      .then(() => db.$close())
      .finally(() => process.exit(0));
  });
}
