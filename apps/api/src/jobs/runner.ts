import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { jobHandlerFor, type JobRow } from './registry';
import { jobs } from './tables';

export interface RunDueJobsOptions {
  /** the clock (default: the current time) */
  now?: Date;
  /** jobs claimed in one call (default 10) */
  limit?: number;
  /** how long a claim holds; after it a job whose runner died is due again (default 5 min) */
  leaseMs?: number;
  /** wait before retry number n (n = attempts so far); default 10 s × 2^(n−1), at most 10 min */
  backoffMs?: (attempts: number) => number;
  /** told about each failure (the worker logs it) */
  onError?: (job: JobRow, error: unknown) => void;
}

export interface RunReport {
  claimed: number;
  done: number;
  /** failed this time and will be retried */
  retried: number;
  /** failed for the last time (failed_at set) */
  failed: number;
}

const MINUTE = 60_000;
const defaultBackoff = (attempts: number) => Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 10 * MINUTE);
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** A claim lost to another runner (its lease ran out and the job was claimed again): the work is rolled back. */
class ClaimLost extends Error {}

/**
 * Claims the due jobs in one statement: `for update skip locked` lets runners on several processes (or connections)
 * pick disjoint jobs, and the lease (locked_until) makes a job claimed by a runner that died due again later. Each
 * claim counts as an attempt, so a job that crashes its runner every time still ends.
 */
async function claimDueJobs(db: Orm, now: Date, limit: number, leaseMs: number): Promise<JobRow[]> {
  const t = jobs;
  const due = db
    .select({ id: t.id })
    .from(t)
    .where(
      sql`${t.doneAt} is null and ${t.failedAt} is null and ${t.runAt} <= ${at(now)}
        and (${t.lockedUntil} is null or ${t.lockedUntil} <= ${at(now)})`,
    )
    .orderBy(t.runAt, t.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(t)
    .set({ lockedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${t.attempts} + 1` })
    .where(inArray(t.id, due))
    .returning();
}

/** The claim as it was taken: the same attempt number, so a runner whose lease ran out cannot finish a re-claimed job. */
const stillHeld = (job: JobRow) => and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts), sql`${jobs.doneAt} is null`);

async function runOne(db: Orm, job: JobRow, now: Date): Promise<void> {
  const handler = jobHandlerFor(job.kind);
  if (!handler) throw new Error(`no handler registered for job kind '${job.kind}'`);
  await db.transaction(async (tx) => {
    await handler({ tx, job, now });
    const marked = await tx
      .update(jobs)
      .set({ doneAt: now, lockedUntil: null, lastError: null })
      .where(stillHeld(job))
      .returning({ id: jobs.id });
    if (marked.length === 0) throw new ClaimLost(`job ${job.id}: claim lost to another runner`);
  });
}

/**
 * Runs the jobs that are due now, once each: claims up to `limit`, runs each handler in its own transaction together
 * with the job's "done" mark, and on failure either schedules a retry (backoff) or, when attempts are used up, marks
 * it failed with the last error. Tests call this directly; the server calls it from startJobWorker.
 */
export async function runDueJobs(db: Orm, opts: RunDueJobsOptions = {}): Promise<RunReport> {
  const now = opts.now ?? new Date();
  const backoff = opts.backoffMs ?? defaultBackoff;
  const claimed = await claimDueJobs(db, now, opts.limit ?? 10, opts.leaseMs ?? 5 * MINUTE);
  const report: RunReport = { claimed: claimed.length, done: 0, retried: 0, failed: 0 };
  for (const job of claimed) {
    try {
      await runOne(db, job, now);
      report.done++;
    } catch (error) {
      if (error instanceof ClaimLost) continue;
      opts.onError?.(job, error);
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
      const giveUp = job.attempts >= job.maxAttempts;
      await db
        .update(jobs)
        .set(
          giveUp
            ? { failedAt: now, lockedUntil: null, lastError }
            : { runAt: new Date(now.getTime() + backoff(job.attempts)), lockedUntil: null, lastError },
        )
        .where(stillHeld(job));
      if (giveUp) report.failed++;
      else report.retried++;
    }
  }
  return report;
}
