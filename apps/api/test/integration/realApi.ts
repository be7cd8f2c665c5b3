import { configureSession, resetSessionConfig, resetSessionEvents } from '@shop/session';
import { installRefreshTransport, resetApiConfig } from '@shop/api-clients';
import { ageRefreshTokenUse, expireSessionNow } from '../../src/auth/testing';
import { defaultAuthSettings } from '../../src/auth/settings';
import { createTestApi } from '../../src/testing/testApi';

/** The browser clients of @shop/api-clients and @shop/session back to their defaults, without a broadcast channel. */
export function resetClients(): void {
  resetSessionEvents();
  resetSessionConfig();
  configureSession({ createChannel: () => null, locks: null });
  resetApiConfig();
  installRefreshTransport();
}

/**
 * The real API (buildApi: every registered family, envelope error handling) on a migrated test database with the
 * demo accounts, reached through a fetch that behaves like a browser on the gateway's origin: it keeps the
 * cookies the API sets (the HttpOnly msm_sid) and sends them back on /api calls.
 */
export async function startRealApi() {
  const { app, db, close } = await createTestApi({ seed: 'accounts' });
  const jar = new Map<string, string>();
  const calls: string[] = [];

  const fetch = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input));
    calls.push(url.pathname);
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((v, k) => (headers[k] = v));
    if (jar.size > 0 && url.pathname.startsWith('/api')) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers,
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    for (const c of res.cookies) {
      const gone = !c.value || c.maxAge === 0 || (c.expires !== undefined && new Date(c.expires).getTime() <= Date.now());
      if (gone) jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
    const contentType = res.headers['content-type'];
    return new Response(res.rawPayload.length > 0 ? new Uint8Array(res.rawPayload) : null, {
      status: res.statusCode,
      statusText: res.statusMessage,
      headers: typeof contentType === 'string' ? { 'content-type': contentType } : {},
    });
  }) as typeof globalThis.fetch;

  return {
    app,
    db,
    fetch,
    jar,
    calls,
    /** makes the server consider this sessionId past its lifetime */
    expireSession: (sessionId: string) => expireSessionNow(db, sessionId),
    /** the spent refresh token's rotation happened longer ago than the grace window */
    pastRefreshGrace: (refreshToken: string) => ageRefreshTokenUse(db, refreshToken, defaultAuthSettings.refreshGraceMs + 1000),
    close,
  };
}
