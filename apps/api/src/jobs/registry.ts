import type { Orm } from '../db/client';
import type { jobs } from './tables';

export type JobRow = typeof jobs.$inferSelect;

export interface JobContext {
  /** the transaction the job runs in: its writes and the job's "done" mark commit together, or neither does */
  tx: Orm;
  job: JobRow;
  /** the runner's clock (tests pass their own) */
  now: Date;
}

/** Does the work of one job; throwing makes the runner retry it later (or give up after maxAttempts). */
export type JobHandler = (ctx: JobContext) => Promise<void>;

const handlers = new Map<string, JobHandler>();

/**
 * Makes `kind` runnable. Modules register their handlers when imported (quote/answerJob.ts), so every process that
 * builds the API (server, CLI, tests) knows the same kinds. Registering a kind twice replaces the handler (a test
 * may swap one in).
 */
export function registerJobHandler(kind: string, handler: JobHandler): void {
  handlers.set(kind, handler);
}

export function jobHandlerFor(kind: string): JobHandler | undefined {
  return handlers.get(kind);
}
