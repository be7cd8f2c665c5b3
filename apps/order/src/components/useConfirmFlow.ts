import { useCallback, useRef, useState } from 'react';
import { toApiError } from '@shop/api-clients';
import { createConfirmAction, type ConfirmAction, type ConfirmSteps } from '@shop/api-clients/confirm';

/** Whether a failure leaves the outcome unknown (no answer, 5xx, poll timeout): then the next try must reuse the key. */
function outcomeUnknown(error: unknown): boolean {
  const e = toApiError(error);
  return !e || e.status === 'failed' || (typeof e.status === 'number' && e.status >= 500);
}

export interface ConfirmFlow<Body, T> {
  /** runs the confirmation of `body`; resolves with the result, or undefined when it failed (see `error`) */
  submit: (body: Body) => Promise<T | undefined>;
  running: boolean;
  error: unknown;
}

/**
 * SPEC §4's request then result poll for one submit button, with one Idempotency-Key per user action:
 * - a second click while the first runs joins it (createConfirmAction's run), so a double click sends one request;
 * - after a failure whose outcome is unknown (offline, 5xx, the poll gave up) the next click with the same payload
 *   reuses the key, so the server finds the order it may already have made instead of making a second one;
 * - after a definite refusal (4xx, or a poll that answered FAILED), or with a changed payload, the next click is a
 *   new action with a new key (the old key would only replay the refusal).
 */
export function useConfirmFlow<Body, Ticket, T>(stepsFor: (body: Body) => ConfirmSteps<Ticket, T>): ConfirmFlow<Body, T> {
  const current = useRef<{ payload: string; action: ConfirmAction<T> } | null>(null);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const submit = useCallback(
    async (body: Body) => {
      const payload = JSON.stringify(body);
      if (current.current?.payload !== payload) current.current = { payload, action: createConfirmAction(stepsFor(body)) };
      const mine = current.current;
      setRunning(true);
      setError(null);
      try {
        const result = await mine.action.run();
        if (current.current === mine) current.current = null;
        return result;
      } catch (e) {
        if (!outcomeUnknown(e) && current.current === mine) current.current = null;
        setError(e);
        return undefined;
      } finally {
        setRunning(false);
      }
    },
    [stepsFor],
  );
  return { submit, running, error };
}
