import { eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../testing/testDb';
import { enqueueJob, registerJobHandler, runDueJobs, startJobWorker } from './seam';
import { jobs } from './tables';

const SECOND = 1000;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('job queue', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => {
    await t.dispose();
  });
  beforeEach(async () => {
    await t.db.delete(jobs);
  });

  it('runs a due job once, with its payload, and marks it done', async () => {
    const seen: unknown[] = [];
    registerJobHandler('test-echo', async ({ job }) => {
      seen.push(job.payload);
    });
    const id = await enqueueJob(t.db, { kind: 'test-echo', payload: { n: 1 } });
    expect(await runDueJobs(t.db)).toEqual({ claimed: 1, done: 1, retried: 0, failed: 0 });
    expect(await runDueJobs(t.db)).toEqual({ claimed: 0, done: 0, retried: 0, failed: 0 });
    expect(seen).toEqual([{ n: 1 }]);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id!));
    expect(row!.doneAt).not.toBeNull();
    expect(row!.attempts).toBe(1);
  });

  it('waits for runAt', async () => {
    registerJobHandler('test-later', async () => undefined);
    const now = new Date();
    await enqueueJob(t.db, { kind: 'test-later', runAt: new Date(now.getTime() + 60 * SECOND) });
    expect((await runDueJobs(t.db, { now })).claimed).toBe(0);
    expect((await runDueJobs(t.db, { now: new Date(now.getTime() + 61 * SECOND) })).done).toBe(1);
  });

  it('keeps one open job per dedupeKey, and takes a new one once it is done', async () => {
    registerJobHandler('test-dedupe', async () => undefined);
    expect(await enqueueJob(t.db, { kind: 'test-dedupe', dedupeKey: 'k1' })).not.toBeNull();
    expect(await enqueueJob(t.db, { kind: 'test-dedupe', dedupeKey: 'k1' })).toBeNull();
    expect(await t.db.select().from(jobs)).toHaveLength(1);
    await runDueJobs(t.db);
    expect(await enqueueJob(t.db, { kind: 'test-dedupe', dedupeKey: 'k1' })).not.toBeNull();
  });

  it('enqueues inside the caller transaction: a rollback leaves no job', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueJob(tx, { kind: 'test-echo' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await t.db.select().from(jobs)).toHaveLength(0);
  });

  it('two concurrent runners never run one job twice', async () => {
    const runs = new Map<number, number>();
    registerJobHandler('test-count', async ({ job }) => {
      runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
      await pause(5);
    });
    for (let i = 0; i < 30; i++) await enqueueJob(t.db, { kind: 'test-count', payload: { i } });
    const reports = await Promise.all([
      runDueJobs(t.db, { limit: 30 }),
      runDueJobs(t.db, { limit: 30 }),
      runDueJobs(t.db, { limit: 7 }),
      runDueJobs(t.db, { limit: 7 }),
    ]);
    expect(reports.reduce((n, r) => n + r.done, 0)).toBe(30);
    expect(runs.size).toBe(30);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    const open = await t.db.select().from(jobs).where(eq(jobs.attempts, 1));
    expect(open.every((j) => j.doneAt !== null)).toBe(true);
  });

  it('retries a crashed claim after its lease', async () => {
    let runs = 0;
    registerJobHandler('test-crash', async () => {
      runs++;
    });
    const now = new Date();
    const id = await enqueueJob(t.db, { kind: 'test-crash' });
    // a runner claims the job and dies before running it
    await t.db
      .update(jobs)
      .set({ attempts: 1, lockedUntil: new Date(now.getTime() + 60 * SECOND) })
      .where(eq(jobs.id, id!));
    expect((await runDueJobs(t.db, { now })).claimed).toBe(0);
    const report = await runDueJobs(t.db, { now: new Date(now.getTime() + 61 * SECOND) });
    expect(report).toEqual({ claimed: 1, done: 1, retried: 0, failed: 0 });
    expect(runs).toBe(1);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id!));
    expect(row!.attempts).toBe(2);
  });

  it('rolls back the work of a runner whose claim was taken over', async () => {
    registerJobHandler('test-slow', async ({ tx, job }) => {
      await tx.update(jobs).set({ lastError: 'written by the stale runner' }).where(eq(jobs.id, job.id));
      // while this runner works, its lease runs out and another runner claims the job (attempt 2); written in this
      // transaction so that it works on PGlite's single connection too
      await tx.update(jobs).set({ attempts: 2 }).where(eq(jobs.id, job.id));
    });
    const id = await enqueueJob(t.db, { kind: 'test-slow' });
    const report = await runDueJobs(t.db);
    expect(report.done).toBe(0);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id!));
    expect(row!.doneAt).toBeNull();
    expect(row!.lastError).toBeNull();
  });

  it('retries a failing job with backoff and gives up after maxAttempts with the last error', async () => {
    let calls = 0;
    registerJobHandler('test-fail', async ({ tx, job }) => {
      calls++;
      await tx
        .update(jobs)
        .set({ payload: { touched: true } })
        .where(eq(jobs.id, job.id));
      throw new Error(`boom ${calls}`);
    });
    const id = await enqueueJob(t.db, { kind: 'test-fail', maxAttempts: 3 });
    let now = new Date();
    const r1 = await runDueJobs(t.db, { now });
    expect(r1).toEqual({ claimed: 1, done: 0, retried: 1, failed: 0 });
    let [row] = await t.db.select().from(jobs).where(eq(jobs.id, id!));
    expect(row!.lastError).toBe('boom 1');
    expect(row!.payload).toEqual({}); // the failed attempt's writes were rolled back
    expect(row!.runAt.getTime()).toBe(now.getTime() + 10 * SECOND);
    expect((await runDueJobs(t.db, { now: new Date(now.getTime() + 5 * SECOND) })).claimed).toBe(0);
    now = new Date(now.getTime() + 10 * SECOND);
    expect((await runDueJobs(t.db, { now })).retried).toBe(1);
    [row] = await t.db.select().from(jobs).where(eq(jobs.id, id!));
    expect(row!.runAt.getTime()).toBe(now.getTime() + 20 * SECOND);
    now = new Date(now.getTime() + 20 * SECOND);
    expect(await runDueJobs(t.db, { now })).toEqual({ claimed: 1, done: 0, retried: 0, failed: 1 });
    [row] = await t.db.select().from(jobs).where(eq(jobs.id, id!));
    expect(row!.failedAt).not.toBeNull();
    expect(row!.lastError).toBe('boom 3');
    expect((await runDueJobs(t.db, { now: new Date(now.getTime() + 3_600_000) })).claimed).toBe(0);
    expect(calls).toBe(3);
  });

  it('fails a job of an unknown kind instead of crashing the runner', async () => {
    await enqueueJob(t.db, { kind: 'test-nobody-handles-this', maxAttempts: 1 });
    expect(await runDueJobs(t.db)).toEqual({ claimed: 1, done: 0, retried: 0, failed: 1 });
    const [row] = await t.db.select().from(jobs);
    expect(row!.lastError).toContain('no handler');
  });

  it('the worker runs due jobs by itself until stopped', async () => {
    const seen: number[] = [];
    registerJobHandler('test-worker', async ({ job }) => {
      seen.push(job.id);
    });
    const ids = [await enqueueJob(t.db, { kind: 'test-worker' }), await enqueueJob(t.db, { kind: 'test-worker' })];
    const worker = startJobWorker(t.db, { intervalMs: 10, log: () => undefined });
    for (let i = 0; i < 500 && seen.length < 2; i++) await pause(10);
    await worker.stop();
    expect(seen.sort()).toEqual([...ids].sort());
    // stopped: a job enqueued now stays open
    await enqueueJob(t.db, { kind: 'test-worker' });
    await pause(50);
    expect(seen).toHaveLength(2);
  });
});
