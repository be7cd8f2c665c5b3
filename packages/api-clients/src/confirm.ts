import { ApiRequestError, toApiError } from './apiError';
import { Messages } from './envelopes';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export function createIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

export type PollAnswer<T> = { done: false } | { done: true; result: T };

export interface ConfirmSteps<Ticket, T> {
  /** sends the confirmation; must pass `headers` (the Idempotency-Key) on the request */
  request(ctx: { idempotencyKey: string; headers: Record<string, string> }): Promise<Ticket>;
  /** asks for the result of the ticket */
  poll(ticket: Ticket, ctx: { idempotencyKey: string; attempt: number }): Promise<PollAnswer<T>>;
  /** pause between polls (default 1000 ms) */
  intervalMs?: number;
  /** polls before giving up with a timeout error (default 30) */
  maxPolls?: number;
  /** injectable for tests */
  sleep?: (ms: number) => Promise<void>;
}

export interface ConfirmAction<T> {
  /** one key for the whole user action, reused on every retry */
  readonly idempotencyKey: string;
  /** run (or retry) the action; a run already under way is joined, not repeated */
  run(): Promise<T>;
}

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

function isTransient(e: unknown): boolean {
  const err = toApiError(e);
  return !!err && (err.status === 'failed' || (typeof err.status === 'number' && err.status >= 500));
}

/**
 * SPEC §4 order / quote confirmation: a request followed by a result poll, under one idempotency key per user
 * action. Create the action when the user presses the button; if it fails and the user retries, call `run` on the
 * same action so the server sees the same key and does not confirm twice. A transient failure while polling
 * (offline, 5xx) keeps polling; other failures end the run.
 */
export function createConfirmAction<Ticket, T>(steps: ConfirmSteps<Ticket, T>): ConfirmAction<T> {
  const idempotencyKey = createIdempotencyKey();
  const sleep = steps.sleep ?? defaultSleep;
  const interval = steps.intervalMs ?? 1000;
  const maxPolls = steps.maxPolls ?? 30;
  let running: Promise<T> | null = null;

  async function runOnce(): Promise<T> {
    const ticket = await steps.request({ idempotencyKey, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
    for (let attempt = 1; attempt <= maxPolls; attempt++) {
      let answer: PollAnswer<T>;
      try {
        answer = await steps.poll(ticket, { idempotencyKey, attempt });
      } catch (e) {
        if (!isTransient(e) || attempt === maxPolls) throw e;
        await sleep(interval);
        continue;
      }
      if (answer.done) return answer.result;
      if (attempt < maxPolls) await sleep(interval);
    }
    throw new ApiRequestError({ status: 'failed', message: Messages.POLL_TIMEOUT, errorCode: 'POLL_TIMEOUT' });
  }

  return {
    idempotencyKey,
    run() {
      running ??= runOnce().finally(() => {
        running = null;
      });
      return running;
    },
  };
}
