import type { Orm } from '../db/client';
import { runDueJobs, type RunDueJobsOptions } from './runner';

export interface JobWorkerOptions extends Omit<RunDueJobsOptions, 'now'> {
  /** how often the queue is looked at (JOB_WORKER_INTERVAL_MS, default 5 s) */
  intervalMs?: number;
  /** where failures go (default: console.warn) */
  log?: (message: string, detail: Record<string, unknown>) => void;
}

export interface JobWorker {
  /** stops the timer and waits for a run in progress, so the database is not closed under it */
  stop(): Promise<void>;
}

export function jobWorkerIntervalMs(): number {
  const n = Number(process.env.JOB_WORKER_INTERVAL_MS);
  return Number.isInteger(n) && n > 0 ? n : 5000;
}

/**
 * The server's job runner: every intervalMs, runDueJobs until nothing due is left (one batch at a time, never two
 * at once in this process; other processes may run their own worker on the same database). Started by the gateway
 * and the standalone API after listen, stopped on close; createTestApi starts none (tests call runDueJobs).
 */
export function startJobWorker(db: Orm, opts: JobWorkerOptions = {}): JobWorker {
  const { intervalMs = jobWorkerIntervalMs(), log = (m, d) => console.warn(m, d), ...runOpts } = opts;
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = (async () => {
      for (let batch = 0; batch < 10 && !stopped; batch++) {
        const report = await runDueJobs(db, {
          ...runOpts,
          onError: (job, error) => log('job failed', { id: job.id, kind: job.kind, attempts: job.attempts, error: String(error) }),
        });
        if (report.claimed === 0) break;
      }
    })()
      .catch((error: unknown) => log('job worker: run failed', { error: String(error) }))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
