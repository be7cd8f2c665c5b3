import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` every `everyMs` while the app is up (from onReady; the timer does not keep the process alive) and stops
 * it on close, waiting for a run in progress so the database is not closed under it. For clean-ups of expired rows:
 * done here rather than on the request path, an anonymous request never pays for (or triggers) a sweep of a table.
 * A failed run is logged and retried at the next tick.
 */
export function schedulePurge(app: FastifyInstance, name: string, everyMs: number, task: () => Promise<void>): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = task()
      .catch((err: unknown) => app.log.warn({ err }, `${name}: scheduled purge failed`))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(run, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
