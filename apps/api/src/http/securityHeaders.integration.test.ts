import type { LightMyRequestResponse } from 'fastify';
import { DEMO_ACCOUNTS } from '../db/seed/demoAccounts';
import { createTestApi, type TestApi } from '../testing/testApi';
import { isPublicApiGet } from './securityHeaders';

function expectSecurityHeaders(res: LightMyRequestResponse) {
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src [^;]*unsafe/);
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(res.headers['referrer-policy']).toBe('same-origin');
}

describe('security headers and no-store (buildApi)', () => {
  let t: TestApi;
  const saved = process.env.SANDBOXES;
  beforeAll(async () => {
    process.env.SANDBOXES = '1';
    t = await createTestApi({ seed: 'wechat' });
  }, 60_000);
  afterAll(async () => {
    if (saved === undefined) delete process.env.SANDBOXES;
    else process.env.SANDBOXES = saved;
    await t.close();
  });

  it('on every answer: success, envelope error, unknown path', async () => {
    for (const url of ['/api/v1/category/search', '/api/user/v1/auth/check', '/api/no/such/route', '/api/check_health']) {
      expectSecurityHeaders(await t.app.inject({ method: 'GET', url }));
    }
  });

  it("no-store on every answer that carries a session, a token or a caller's data", async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { loginId: 'jinggong_admin', password: DEMO_ACCOUNTS[0]!.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const { sessionId, refreshTokenHash } = login.json().data;
    const cookie = `msm_sid=${login.cookies.find((c) => c.name === 'msm_sid')!.value}`;
    const check = await t.app.inject({ method: 'GET', url: '/api/user/v1/auth/check', query: { sessionId }, headers: { cookie } });
    expect(check.statusCode).toBe(200);
    expect(check.headers['cache-control']).toBe('no-store');
    const info = await t.app.inject({ method: 'GET', url: '/api/user/v1/customerInfo', query: { sessionId }, headers: { cookie } });
    expect(info.headers['cache-control']).toBe('no-store');
    const refresh = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshTokenHash }, headers: { cookie } });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.headers['cache-control']).toBe('no-store');
    const failed = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { loginId: 'x', password: 'y' } });
    expect(failed.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/wechat/start' })).headers['cache-control']).toBe('no-store');
  });

  it('leaves the public catalogue GETs and the API docs cacheable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/category/search' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBeUndefined();
    expect(isPublicApiGet('GET', '/api/docs/json')).toBe(true);
    expect(isPublicApiGet('POST', '/api/v1/price/check')).toBe(false);
    expect(isPublicApiGet('GET', '/api/user/v1/customerInfo')).toBe(false);
    expect(isPublicApiGet('GET', '/api/docsx')).toBe(false);
  });

  it('the sandbox QR page runs without inline script: its poller is a script file of its own', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/wechat/start' });
    const page = await t.app.inject({ method: 'GET', url: start.json().data.authorizeUrl.replace(/#.*$/, '') });
    expect(page.statusCode).toBe(200);
    expectSecurityHeaders(page);
    const scripts = page.body.match(/<script[^>]*>/g) ?? [];
    expect(scripts).toEqual(['<script src="/api/sandbox/wechat/qrconnect.js" defer>']);
    expect(page.body).not.toMatch(/<script[^>]*>[^<]+<\/script>/);
    expect(page.body).not.toMatch(/\son[a-z]+=/);
    const js = await t.app.inject({ method: 'GET', url: '/api/sandbox/wechat/qrconnect.js' });
    expect(js.headers['content-type']).toContain('text/javascript');
    expect(js.body).toContain("getAttribute('data-uuid')");
  });
});
