import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db } from './client';
import { migrationsFolder } from './paths';

const MIGRATION_LOCK_KEY = 72_4101; // arbitrary, shared by every API process on one database

/**
 * Applies the migrations in apps/api/drizzle. In a non-public schema (tests) the journal table lives
 * in that schema too and the `"public".` qualifiers drizzle-kit writes into foreign keys are pointed at
 * it, so each test run is fully isolated and goes away with `DROP SCHEMA ... CASCADE`.
 * On PostgreSQL an advisory lock keeps several processes starting at once from migrating twice.
 */
export async function runMigrations(db: Db): Promise<void> {
  const { schema } = db.$info;
  const config = {
    migrationsFolder,
    migrationsSchema: schema === 'public' ? 'drizzle' : schema,
  };
  const migrations = readMigrationFiles(config);
  if (schema !== 'public') {
    for (const m of migrations) m.sql = m.sql.map((s) => s.replaceAll('"public".', `"${schema}".`));
  }
  const internals = db as unknown as { dialect: PgDialect; session: PgSession };
  const apply = () => internals.dialect.migrate(migrations, internals.session, config);

  if (!db.$pool) return apply();
  const lockClient = await db.$pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await apply();
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lockClient.release();
  }
}
