import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Orm } from '../db/client';
import { queryRows } from '../db/client';

/** A table of fixed-window counters: one row per key, with its count and the start of its current window. */
export interface WindowCounterTable {
  table: PgTable;
  key: PgColumn;
  count: PgColumn;
  windowStartedAt: PgColumn;
}

/**
 * Counts one event for `key` in one statement (so parallel requests cannot lose a count): the first event, or the
 * first after the window of `windowMs` ended, starts a new window at `now` with count 1; any other adds one.
 */
export async function bumpWindow(
  db: Orm,
  counter: WindowCounterTable,
  key: string,
  now: Date,
  windowMs: number,
): Promise<{ count: number; windowStartedAt: Date }> {
  const { table, count, windowStartedAt } = counter;
  const name = (column: PgColumn) => sql.identifier(column.name);
  const at = sql`${now.toISOString()}::timestamptz`;
  const windowOver = sql`${windowStartedAt} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const [row] = await queryRows<{ count: number; window_started_at: string | Date }>(
    db,
    sql`
    insert into ${table} (${name(counter.key)}, ${name(count)}, ${name(windowStartedAt)})
    values (${key}, 1, ${at})
    on conflict (${name(counter.key)}) do update set
      ${name(count)} = case when ${windowOver} then 1 else ${count} + 1 end,
      ${name(windowStartedAt)} = case when ${windowOver} then ${at} else ${windowStartedAt} end
    returning ${name(count)} as count, ${name(windowStartedAt)} as window_started_at`,
  );
  return { count: Number(row!.count), windowStartedAt: new Date(row!.window_started_at) };
}
