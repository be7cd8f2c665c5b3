import {
  apiPlugin,
  apiServerOptions,
  createDb,
  runMigrations,
  ensureSeeded,
  sandboxesEnabled,
  SandboxConfigError,
  startJobWorker,
} from '@shop/api';
import { buildGateway } from './server';
import { readSettings } from './settings';

/** `pnpm start` ends here: migrate and seed the database, then serve the whole shop on one port. */
async function main(): Promise<void> {
  const s = readSettings();
  // before the database is touched: SANDBOXES=1 under NODE_ENV=production (or an unreadable value) stops here
  const sandboxes = sandboxesEnabled();
  const db = await createDb({ databaseUrl: s.databaseUrl, dataDir: s.dataDir });
  // catalogue reads on a read replica (PostgreSQL only; the replica follows the primary, so it is not migrated here)
  if (s.catalogueDatabaseUrl && !s.databaseUrl) throw new Error('CATALOGUE_DATABASE_URL needs DATABASE_URL (a replica of that primary)');
  const catalogueReadDb = s.catalogueDatabaseUrl ? await createDb({ databaseUrl: s.catalogueDatabaseUrl }) : undefined;
  await runMigrations(db);
  await ensureSeeded(db);
  const app = await buildGateway({
    deployDir: s.deployDir,
    trustProxy: s.trustProxy,
    serverRender: s.serverRender,
    api: async (instance) => {
      await instance.register(apiPlugin, { db, catalogueReadDb });
    },
    // the API's logger: sessionId masked in URLs, cookies and bodies redacted, request ids echoed
    serverOptions: apiServerOptions(),
  });
  // the job queue (answering quotes, order steps): runs in this process, stopped before the database closes
  const worker = startJobWorker(db);
  const close = async () => {
    await app.close();
    await worker.stop();
    await db.$close();
    await catalogueReadDb?.$close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ port: s.port, host: s.host });
  console.log(`铭工商城 running at http://localhost:${s.port}${sandboxes ? ' (local sandboxes on: SANDBOXES=1)' : ''}`);
}

main().catch((error) => {
  console.error(error instanceof SandboxConfigError ? error.message : error);
  process.exit(1);
});
