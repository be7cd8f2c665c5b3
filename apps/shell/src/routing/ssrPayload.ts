import { SSR_PAYLOAD_ID, type SsrPayload } from '@shop/ssr/payload';

/** What the gateway put beside the page (remotes config, server-rendered data), or null for a page without it. */
export function readSsrPayload(doc: Document = document): SsrPayload | null {
  const el = doc.getElementById(SSR_PAYLOAD_ID);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as SsrPayload;
  } catch {
    return null;
  }
}
