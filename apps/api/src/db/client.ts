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
  /** PostgreSQL only: the timeouts of every connection (default: databaseTimeouts() from the environment) */
  timeouts?: Partial<DatabaseTimeouts>;
  /** PostgreSQL only: check the connection with `select 1` before returning (default true) */
  verify?: boolean;
}

/**
 * How long the API waits on PostgreSQL, so that a database that is down, silent or stuck makes requests fail within
 * seconds (503 in the envelope, http/databaseErrors.ts) instead of hanging the site: a TCP connect that gets no answer
 * (pg's default is to wait forever), a statement that runs too long (the server cancels it, SQLSTATE 57014), an
 * answer that never comes back (the client gives up: the server may be unreachable mid-query), and a transaction
 * left open by a client that went away.
 */
export interface DatabaseTimeouts {
  /** DB_CONNECT_TIMEOUT_MS: a new connection, or a free one from the full pool (default 3 s) */
  connectMs: number;
  /** DB_STATEMENT_TIMEOUT_MS: one statement on the server (default 5 s) */
  statementMs: number;
  /** DB_QUERY_TIMEOUT_MS: one query's answer, client side; above statementMs so the server's cancel is seen first (default 6 s) */
  queryMs: number;
  /** idle_in_transaction_session_timeout (default 15 s) */
  idleInTransactionMs: number;
}

const envMs = (name: string, fallback: number): number => {
  const n = Number(process.env[name]);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export function databaseTimeouts(partial: Partial<DatabaseTimeouts> = {}): DatabaseTimeouts {
  return {
    connectMs: envMs('DB_CONNECT_TIMEOUT_MS', 3000),
    statementMs: envMs('DB_STATEMENT_TIMEOUT_MS', 5000),
    queryMs: envMs('DB_QUERY_TIMEOUT_MS', 6000),
    idleInTransactionMs: 15_000,
    ...partial,
  };
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function createDb(opts: CreateDbOptions = {}): Promise<Db> {
  const schema = opts.schema ?? 'public';
  if (!SCHEMA_NAME.test(schema)) throw new Error(`invalid schema name: ${schema}`);

  if (opts.databaseUrl) {
    const t = databaseTimeouts(opts.timeouts);
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolMax ?? 10,
      connectionTimeoutMillis: t.connectMs,
      query_timeout: t.queryMs,
      statement_timeout: t.statementMs,
      idle_in_transaction_session_timeout: t.idleInTransactionMs,
      // a peer that vanished (no FIN) is noticed by TCP keepalive instead of never
      keepAlive: true,
      // search_path per connection, so one database can hold many isolated schemas (tests)
      options: schema === 'public' ? undefined : `-c search_path=${schema}`,
    });
    // an idle client losing its connection must not crash the process
    pool.on('error', () => undefined);
    // nor a checked-out one whose connection is cut while no query of it is running (a transaction waiting on the
    // handler's code when the server restarts or terminates the backend): the pending or next query fails with the
    // error and answers 503 through http/databaseErrors.ts; without a listener the 'error' event would end the process
    pool.on('connect', (client) => client.on('error', () => undefined));
    if (schema !== 'public') await pool.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    else if (opts.verify !== false) await pool.query('select 1');
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
