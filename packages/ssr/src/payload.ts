/**
 * What the gateway hands the browser beside server-rendered markup, in one `<script type="application/json">` (not
 * executed, so the CSP needs no exception): the remotes config of this response (derived from the deploy state like
 * /remotes.json), the RTK Query cache the markup was rendered from, and which remote owns the route.
 */
import type { RemotesConfig } from './remotes';

export interface SsrPayload {
  remotes: RemotesConfig;
  /** the markup in #root was rendered on the server and can be hydrated */
  rendered: boolean;
  /** the remote whose page the route shows (its routes must be mounted before hydrating), if any */
  remote?: string;
  /** `{ shopApi: <RTK Query state>, ... }` of each part rendered (frame, page), each fed to the browser store with
   *  api-clients' ssrHydrate before hydrating */
  state?: Record<string, unknown>[];
}

export const SSR_PAYLOAD_ID = 'shop-ssr';

/** JSON that is safe inside a script element: no `</script>`, no `<!--`, no line separators that end a JS string. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
