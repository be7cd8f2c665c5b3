import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The one job queue of the API (ARCHITECTURE: work that outlives a request — answering quotes, confirming and
 * cancelling orders — survives restarts and runs on several API processes). A worker claims due jobs with
 * `for update skip locked`, so two processes never run the same job.
 */
export const jobs = pgTable(
  'job',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** what to do: a handler registered under this name (jobs/registry.ts) */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** at most one open job per key (e.g. 'quote-answer:QT2026100001'); null: no dedupe */
    dedupeKey: text('dedupe_key'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** a claim by a worker; after it the job is due again (the worker died) */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** set when attempts ran out */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('job_due_idx').on(t.runAt),
    uniqueIndex('job_dedupe_open_idx')
      .on(t.dedupeKey)
      .where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
  ],
);
