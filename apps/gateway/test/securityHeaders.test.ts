import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from '../src/server';
import { fakeBuild, makeDeployDir } from './fixtureDeploy';

/** The shell's pages and the apps' assets carry the shop's security headers (apps/api/src/http/securityHeaders.ts). */
describe('gateway security headers', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = makeDeployDir();
    fakeBuild(dir, 'shell', 's1');
    fakeBuild(dir, 'my', 'm1', { prefixes: ['/my'], paths: ['/my'] });
    app = await buildGateway({
      deployDir: dir,
      api: async (api) => {
        api.get('/api/private', async () => ({ status: 0, errorMessage: '', data: 'caller data' }));
        api.get('/api/v1/public', async () => ({ status: 0, errorMessage: '', data: 'catalogue' }));
      },
    });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('pages, 404 pages, assets and redirects get the CSP, nosniff, frame-ancestors and Referrer-Policy', async () => {
    for (const url of ['/', '/my', '/no/such/page', '/remotes.json', '/my/check_health']) {
      const res = await app.inject(url);
      const csp = String(res.headers['content-security-policy']);
      expect([url, csp]).toEqual([url, expect.stringContaining("script-src 'self';")]);
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('same-origin');
    }
    // pages keep their revalidation, not no-store
    expect((await app.inject('/my')).headers['cache-control']).toBe('no-cache');
  });

  it('no-store on the API answers that are not public GETs', async () => {
    expect((await app.inject('/api/private')).headers['cache-control']).toBe('no-store');
    expect((await app.inject('/api/v1/public')).headers['cache-control']).toBeUndefined();
  });
});
