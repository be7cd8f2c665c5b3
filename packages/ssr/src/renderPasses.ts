import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

/** What renderPasses needs of an RTK Query api: the thunk that lists the queries started and still running. */
export interface QueryApi {
  util: { getRunningQueriesThunk: () => unknown };
}
interface Dispatching {
  dispatch: (action: never) => unknown;
}

export class SsrTimeoutError extends Error {
  constructor(ms: number) {
    super(`server render waited more than ${ms} ms for its data`);
  }
}

/**
 * Renders until the markup needs no more data: a pass starts the queries its components call (RTK Query built with
 * side effects in render), the next pass renders with their answers, and so on. A query that depends on another's
 * answer (a series' part numbers need its spec list) takes one more pass. Stops after `maxPasses`, and throws when
 * the data takes longer than `timeoutMs` in all, so the gateway can send the page to be rendered in the browser.
 */
export async function renderPasses(
  element: () => ReactElement,
  store: Dispatching,
  apis: QueryApi[],
  { maxPasses = 4, timeoutMs = 3000 }: { maxPasses?: number; timeoutMs?: number } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let html = renderToString(element());
  for (let pass = 1; pass < maxPasses; pass++) {
    const running = apis.flatMap((api) => store.dispatch(api.util.getRunningQueriesThunk() as never) as Promise<unknown>[]);
    if (running.length === 0) return html;
    const left = deadline - Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new SsrTimeoutError(timeoutMs)), Math.max(0, left));
    });
    try {
      await Promise.race([Promise.all(running), timeout]);
    } finally {
      clearTimeout(timer);
    }
    html = renderToString(element());
  }
  return html;
}
