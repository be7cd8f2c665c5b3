import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createDb, type Db } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seed } from '../db/seed';
import { seedDemoAccounts } from '../user/seed';
import { wechatSeedStep } from '../wechat/seed';

/** Small enough to seed in about a second; every leaf category still has a series and every demo order its parts. */
export const TEST_SCALE = 0.02;

/**
 * What a test database holds besides its empty tables:
 * - 'none': nothing;
 * - 'accounts': the demo company and accounts (db/seed/demoAccounts.ts);
 * - 'wechat': those, and the sandbox WeChat user bound to the demo main account;
 * - 'all': every registered seed step as start-up runs them (catalogue at TEST_SCALE, accounts, WeChat, orders,
 *   after-sales applications), recorded in seed_meta.
 */
type TestSeed = 'none' | 'accounts' | 'wechat' | 'all';

export interface TestDbOptions {
  /** default 'none' */
  seed?: TestSeed;
}

export interface TestDb {
  db: Db;
  /** drops what this database holds and closes it */
  dispose: () => Promise<void>;
}

/**
 * A real, migrated database of its own for one test file (integration tests never mock it): an in-memory PGlite, or
 * with DATABASE_URL a fresh schema on that PostgreSQL (tables and migration journal inside it) with a random name,
 * so test files and runs sharing one server never see each other's rows. dispose() drops the schema.
 */
export async function createTestDb(opts: TestDbOptions = {}): Promise<TestDb> {
  const testDb = await openMigrated();
  try {
    await seedTestDb(testDb.db, opts.seed ?? 'none');
  } catch (err) {
    await testDb.dispose();
    throw err;
  }
  return testDb;
}

async function openMigrated(): Promise<TestDb> {
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

async function seedTestDb(db: Db, what: TestSeed): Promise<void> {
  const quiet = () => undefined;
  if (what === 'all') {
    await seed(db, { scale: TEST_SCALE, log: quiet });
    return;
  }
  if (what === 'accounts' || what === 'wechat') await seedDemoAccounts(db);
  if (what === 'wechat') await wechatSeedStep.run(db, { scale: 1, seed: 1, log: quiet });
}
