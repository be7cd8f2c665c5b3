import type { FastifyInstance } from 'fastify';

/**
 * A fetch for server renders that never leaves the process: the request goes through the API's routes with
 * fastify's inject (the same validation, access checks and request gate as a browser's call), without a socket or
 * a second serialisation. Only the path and query of the URL are used.
 */
export function inProcessFetch(app: FastifyInstance): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const headers: Record<string, string> = {};
    new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)).forEach((v, k) => {
      headers[k] = v;
    });
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: { ...headers, 'x-shop-ssr': '1' },
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    const out = new Headers();
    for (const [k, v] of Object.entries(res.headers)) {
      if (v === undefined) continue;
      out.set(k, Array.isArray(v) ? v.join(', ') : String(v));
    }
    return new Response(res.rawPayload, { status: res.statusCode, headers: out });
  }) as typeof fetch;
}
