import { sql } from 'drizzle-orm';
import type { Orm } from '../../src/db/client';

/**
 * Writes a refused request may legitimately make, as `table` (any write) or `table:OPERATION`, each with the reason.
 * Any other insert, update or delete by a refused request fails the fuzz test.
 */
export const WRITES_ALLOWED_ON_REFUSAL: Record<string, string> = {
  http_rate_counter:
    'per-address counters (login limiter, limits of unauthenticated writes) count each attempt when it arrives, refused or not',
  auth_login_attempt: 'the per-account login throttle records each failed password check, which is a refusal by definition',
  'auth_session:UPDATE':
    'a live session records that it was used (lastSeenAt, at most once a minute) before the handler looks at the input',
};

type Rows = { rows?: Record<string, unknown>[] } | Record<string, unknown>[];
const rowsOf = (r: Rows) => (Array.isArray(r) ? r : (r.rows ?? []));

/** Rows inserted, updated and deleted so far, by `table:OPERATION`. */
export type WriteCounts = Record<string, number>;

const LOG = 'fuzz_write_log';

/** Table names of the schema the app's queries use (the per-test schema on PostgreSQL, public on PGlite). */
export async function appTables(db: Orm): Promise<string[]> {
  const r = (await db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  )) as Rows;
  return rowsOf(r)
    .map((row) => String(row.name))
    .filter((t) => t !== LOG && !t.startsWith('__drizzle'));
}

/**
 * Counts every row each table gains, changes or loses from now on, with a row trigger on each table of the app's
 * schema writing into one small log table. Stronger than comparing row counts (an update or an insert plus a
 * delete shows too) and one tiny read per request instead of counting the catalogue's thousands of parts.
 * Returns a reader of the counts so far. Test databases only.
 */
export async function recordWrites(db: Orm): Promise<() => Promise<WriteCounts>> {
  const tables = await appTables(db);
  const schemaRows = rowsOf((await db.execute(sql`select current_schema() as s`)) as Rows);
  const schema = `"${String(schemaRows[0]!.s).replace(/"/g, '""')}"`;
  const q = (name: string) => `${schema}."${name.replace(/"/g, '""')}"`;
  await db.execute(sql.raw(`create table if not exists ${q(LOG)} (entry text primary key, n bigint not null)`));
  await db.execute(
    sql.raw(`create or replace function ${q('fuzz_log_write')}() returns trigger language plpgsql as $$
begin
  insert into ${q(LOG)} (entry, n) values (TG_TABLE_NAME || ':' || TG_OP, 1)
    on conflict (entry) do update set n = ${q(LOG)}.n + 1;
  return null;
end $$`),
  );
  for (const t of tables) {
    await db.execute(sql.raw(`drop trigger if exists fuzz_log_write on ${q(t)}`));
    await db.execute(
      sql.raw(
        `create trigger fuzz_log_write after insert or update or delete on ${q(t)} for each row execute function ${q('fuzz_log_write')}()`,
      ),
    );
  }
  const read = sql.raw(`select entry, n from ${q(LOG)}`);
  return async () => {
    const out: WriteCounts = {};
    for (const row of rowsOf((await db.execute(read)) as Rows)) out[String(row.entry)] = Number(row.n);
    return out;
  };
}

/** Writes between two readings that no exception allows, as `table:OPERATION +n`. */
export function forbiddenWrites(before: WriteCounts, after: WriteCounts): string[] {
  return Object.keys(after)
    .filter((entry) => (after[entry] ?? 0) !== (before[entry] ?? 0))
    .filter((entry) => !(entry in WRITES_ALLOWED_ON_REFUSAL) && !(entry.split(':')[0]! in WRITES_ALLOWED_ON_REFUSAL))
    .map((entry) => `${entry} +${(after[entry] ?? 0) - (before[entry] ?? 0)}`);
}
