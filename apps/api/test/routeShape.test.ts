import Fastify, { type RouteOptions } from 'fastify';
import { apiPlugin } from '../src/app';
import { apiServerOptions } from '../src/http/logging';
import { createTestDb, type TestDb } from '../src/testing/testDb';

/**
 * Every route the API registers, collected with an onRoute hook on a host around the real apiPlugin (sandboxes on,
 * so their routes are walked too). A new route is checked without anyone listing it.
 */
let routes: RouteOptions[] = [];
let testDb: TestDb;
let close: () => Promise<void>;

beforeAll(async () => {
  const sandboxes = process.env.SANDBOXES;
  process.env.SANDBOXES = '1';
  testDb = await createTestDb({ seed: 'none' });
  const host = Fastify(apiServerOptions(false));
  host.addHook('onRoute', (route) => {
    routes.push(route);
  });
  try {
    await host.register(apiPlugin, { db: testDb.db });
    await host.ready();
  } finally {
    if (sandboxes === undefined) delete process.env.SANDBOXES;
    else process.env.SANDBOXES = sandboxes;
  }
  // HEAD routes are Fastify's copies of the GET routes
  routes = routes.filter((r) => r.method !== 'HEAD');
  close = async () => {
    await host.close();
    await testDb.dispose();
  };
}, 60_000);
afterAll(() => close?.());

const name = (r: RouteOptions) => `${[r.method].flat().join(',')} ${r.url}`;
/** the API's own routes, without the docs' pages and assets (their plugin declares no schemas) */
const apiRoutes = () => routes.filter((r) => !r.url.startsWith('/api/docs'));

describe('every route of the API', () => {
  it('are found (the walk sees every family, the docs and the sandbox)', () => {
    const urls = routes.map((r) => r.url);
    for (const prefix of [
      '/api/check_health',
      '/api/auth/',
      '/api/user/v1/',
      '/api/v1/',
      '/api/order/',
      '/api/cim/',
      '/api/sandbox/',
      '/api/docs',
    ]) {
      expect([prefix, urls.some((u) => u.startsWith(prefix))]).toEqual([prefix, true]);
    }
  });

  it('declare who may call them (config.access)', () => {
    const undeclared = routes.filter((r) => r.config?.access === undefined).map(name);
    expect(undeclared).toEqual([]);
  });

  it('name a permission code of SPEC §6 when they need one', () => {
    const codes = new Set(['ORDER', 'QUOTE', 'QUOTE_HISTORY', 'ORDER_HISTORY', 'PRICE_CHECK', 'USER_MANAGE', 'CART', '7']);
    const wrong = routes
      .filter((r) => {
        const a = r.config?.access;
        return typeof a === 'object' ? !codes.has(a.permission) : !['public', 'signedIn', 'mainAccount'].includes(a as string);
      })
      .map(name);
    expect(wrong).toEqual([]);
  });

  it('leave the session check to the one access hook (no per-route preHandler)', () => {
    expect(
      apiRoutes()
        .filter((r) => r.preHandler !== undefined)
        .map(name),
    ).toEqual([]);
  });
});

describe('every route of the API has its request and response schemas (issue 9: one schema per endpoint)', () => {
  const schemaOf = (r: RouteOptions) =>
    (r.schema ?? {}) as { querystring?: unknown; body?: unknown; params?: unknown; response?: Record<string, unknown> };

  it('declares its query (every call may carry applicationId, lang and sessionId: SPEC §7)', () => {
    expect(
      apiRoutes()
        .filter((r) => !schemaOf(r).querystring)
        .map(name),
    ).toEqual([]);
  });

  it('declares its body when its method carries one', () => {
    const withBody = apiRoutes().filter((r) => [r.method].flat().some((m) => ['POST', 'PUT', 'PATCH'].includes(m)));
    expect(withBody.filter((r) => !schemaOf(r).body).map(name)).toEqual([]);
  });

  it('declares its path parameters', () => {
    expect(
      apiRoutes()
        .filter((r) => r.url.includes(':') && !schemaOf(r).params)
        .map(name),
    ).toEqual([]);
  });

  it('declares its success answer and its refusals', () => {
    const missing = apiRoutes().filter((r) => {
      const codes = Object.keys(schemaOf(r).response ?? {});
      return !codes.some((c) => c.startsWith('2')) || !codes.some((c) => c.startsWith('4'));
    });
    expect(missing.map(name)).toEqual([]);
  });
});
