import { sql } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { jobs } from './tables';

export interface NewJob {
  /** a kind registered with registerJobHandler */
  kind: string;
  payload?: Record<string, unknown>;
  /** not before this time (default: now) */
  runAt?: Date;
  /** at most one open job per key: while one is open (not done, not failed) another enqueue is a no-op */
  dedupeKey?: string;
  /** default 5 (the column's default) */
  maxAttempts?: number;
}

/**
 * Adds a job in the caller's transaction, so the job exists exactly when the work that asks for it commits (a quote
 * and the job that answers it). Answers the new job's id, or null when an open job with the same dedupeKey exists.
 */
export async function enqueueJob(tx: Orm, job: NewJob): Promise<number | null> {
  const rows = await tx
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload ?? {},
      dedupeKey: job.dedupeKey ?? null,
      // the runner's clock is the API's (runDueJobs' now), so runAt is too, never the database server's
      runAt: job.runAt ?? new Date(),
      ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}),
    })
    .onConflictDoNothing({ target: jobs.dedupeKey, where: sql`${jobs.doneAt} is null and ${jobs.failedAt} is null` })
    .returning({ id: jobs.id });
  return rows[0]?.id ?? null;
}
