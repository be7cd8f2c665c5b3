import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';

/** A Drizzle database (or transaction) on either driver. */
export type Orm = PgDatabase<PgQueryResultHKT, Record<string, never>>;

export interface DbInfo {
  driver: 'pglite' | 'postgres';
  /** the schema every table lives in (search_path); 'public' unless a test schema was asked for */
  schema: string;
  /** folder of the on-disk PGlite database, null for PostgreSQL or an in-memory PGlite */
  pgliteDir: string | null;
}

/**
 * What createDb returns: a Drizzle database (use it like any Drizzle db: `db.select()...`,
 * `db.transaction(...)`, `db.execute(sql\`...\`)`) plus `$info` and `$close()`.
 */
export type Db = Orm & {
  readonly $info: DbInfo;
  /** PostgreSQL only: the pool, for callers that need a dedicated connection */
  readonly $pool: pg.Pool | null;
  $close(): Promise<void>;
};

export interface CreateDbOptions {
  /** postgres://... ; when set PostgreSQL is used and dataDir is ignored */
  databaseUrl?: string;
  /** PGlite on disk at `<dataDir>/pglite`; omitted: an in-memory PGlite (tests) */
  dataDir?: string;
  /** PostgreSQL only: put every table in this schema (created if missing), e.g. a per-run test schema */
  schema?: string;
  /** PostgreSQL only: pool size (default 10) */
  poolMax?: number;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function createDb(opts: CreateDbOptions = {}): Promise<Db> {
  const schema = opts.schema ?? 'public';
  if (!SCHEMA_NAME.test(schema)) throw new Error(`invalid schema name: ${schema}`);

  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolMax ?? 10,
      // search_path per connection, so one database can hold many isolated schemas (tests)
      options: schema === 'public' ? undefined : `-c search_path=${schema}`,
    });
    // an idle client losing its connection must not crash the process
    pool.on('error', () => undefined);
    if (schema !== 'public') await pool.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    else await pool.query('select 1');
    const orm = drizzlePg({ client: pool }) as unknown as Orm;
    return Object.assign(orm, {
      $info: { driver: 'postgres', schema, pgliteDir: null } satisfies DbInfo,
      $pool: pool,
      $close: () => pool.end(),
    });
  }

  if (schema !== 'public') throw new Error('schema is only supported on PostgreSQL');
  let pgliteDir: string | null = null;
  if (opts.dataDir) {
    pgliteDir = join(opts.dataDir, 'pglite');
    mkdirSync(pgliteDir, { recursive: true });
  }
  const client = await PGlite.create(pgliteDir ? { dataDir: pgliteDir } : {});
  const orm = drizzlePglite({ client }) as unknown as Orm;
  return Object.assign(orm, {
    $info: { driver: 'pglite', schema, pgliteDir } satisfies DbInfo,
    $pool: null,
    $close: async () => {
      if (!client.closed) await client.close();
    },
  });
}

/** Rows of a raw query, on either driver. */
export async function queryRows<T>(db: Orm, query: Parameters<Orm['execute']>[0]): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}
