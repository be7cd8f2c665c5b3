import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApi } from '../../src/app';
import { createDb, type Db } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { seed } from '../../src/db/seed';

/** Small enough to seed in about a second, large enough that every leaf category has a series. */
export const TEST_SCALE = 0.02;

export const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * A migrated database for one test file: an in-memory PGlite, or with DATABASE_URL a fresh schema on
 * PostgreSQL (tables and migration journal inside it) that dispose() drops.
 */
export async function createTestDb(): Promise<{ db: Db; dispose: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const db = await createDb({ databaseUrl: url, schema, poolMax: 4 });
    await runMigrations(db);
    return {
      db,
      dispose: async () => {
        await db.execute(sql.raw(`drop schema if exists "${schema}" cascade`));
        await db.$close();
      },
    };
  }
  const db = await createDb({});
  await runMigrations(db);
  return { db, dispose: () => db.$close() };
}

export interface TestApi {
  app: FastifyInstance;
  db: Db;
  close: () => Promise<void>;
}

/** The API on a database seeded at TEST_SCALE. */
export async function createSeededApi(): Promise<TestApi> {
  const { db, dispose } = await createTestDb();
  await seed(db, { scale: TEST_SCALE, log: () => undefined });
  const app = await buildApi({ db, logger: false });
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await dispose();
    },
  };
}

/** GET and parse; the envelope's data typed as T. */
export async function getJson<T = unknown>(app: FastifyInstance, url: string, query?: Record<string, string>) {
  const res = await app.inject({ method: 'GET', url, query });
  const body = res.json() as { status: number; errorMessage: string; errorCode?: string; data: T };
  return { res, status: res.statusCode, body, data: body.data };
}

export const CJK = /[\u4e00-\u9fff]/;
