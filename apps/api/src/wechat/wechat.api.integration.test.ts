import type { FastifyInstance } from 'fastify';
import { buildApi } from '../app';
import { buildUserTestApp } from '../auth/testing';
import { wechatPlugin } from './plugin';
import { DEMO_ACCOUNTS } from '../db/seed/demoAccounts';
import { createTestDb } from '../testing/testDb';
import { createTestApi, type TestApi } from '../testing/testApi';
import { SANDBOX_WECHAT_USERS } from './sandbox/users';
import { callback, scanAs } from './testing';

const MAX = 3;

function restoreEnv(name: string, value: string | undefined) {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}
const LIUGONG = SANDBOX_WECHAT_USERS[1]!.openid;

/** The WeChat family inside the whole API (apiPlugin): its cross-site refusal and per-address password limit apply. */
describe('WeChat login in apiPlugin', () => {
  let t: TestApi;
  let api: FastifyInstance;
  const saved = { max: process.env.LOGIN_IP_MAX_FAILURES, sandboxes: process.env.SANDBOXES };

  beforeAll(async () => {
    // read when the API is built; the sandbox is on as `pnpm start` runs the shop
    process.env.LOGIN_IP_MAX_FAILURES = String(MAX);
    process.env.SANDBOXES = '1';
    t = await createTestApi({ seed: 'wechat' });
    api = t.app;
    await api.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    restoreEnv('LOGIN_IP_MAX_FAILURES', saved.max);
    restoreEnv('SANDBOXES', saved.sandboxes);
    await t?.close();
  });

  it('the seeded sandbox user logs in as the demo main account', async () => {
    const scan = await scanAs(api, SANDBOX_WECHAT_USERS[0]!.openid);
    const res = await callback(api, scan, scan.stateCookie);
    expect(res.json().data).toMatchObject({ result: 'session', session: { userCode: DEMO_ACCOUNTS[0]!.userCode, userName: '王建国' } });
  });

  it('refuses a callback posted by another site', async () => {
    const scan = await scanAs(api, LIUGONG);
    const res = await api.inject({
      method: 'POST',
      url: '/api/auth/wechat/callback',
      payload: { code: scan.code, state: scan.state },
      headers: { cookie: `msm_wx_state=${scan.stateCookie}`, 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorMessage).toBe('非法的跨站请求');
  });

  it('wrong passwords at the bind step count toward the per-address login limit', async () => {
    const scan = await scanAs(api, LIUGONG);
    const bindTicket = (await callback(api, scan, scan.stateCookie)).json().data.bindTicket;
    const bind = (password: string, remoteAddress = '198.51.100.9') =>
      api.inject({ method: 'POST', url: '/api/auth/wechat/bind', payload: { bindTicket, loginId: 'zhangwei', password }, remoteAddress });
    for (let i = 0; i < MAX; i++) expect((await bind(`Wrong-${i}-pass`)).statusCode).toBe(401);
    const limited = await bind(DEMO_ACCOUNTS[3]!.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ errorMessage: '登录尝试过于频繁，请稍后再试', errorCode: 'TOO_MANY_REQUESTS' });
    // the same address is limited on the password login too: one counter
    const login = await api.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { loginId: 'zhangwei', password: 'x' },
      remoteAddress: '198.51.100.9',
    });
    expect(login.statusCode).toBe(429);
    // another address binds
    expect((await bind(DEMO_ACCOUNTS[3]!.password, '198.51.100.10')).statusCode).toBe(200);
  });
});

/** SANDBOXES (config/sandboxes.ts) decides whether the sandbox exists at all. */
describe('the WeChat sandbox is on only when configured for local use', () => {
  const saved = { sandboxes: process.env.SANDBOXES, nodeEnv: process.env.NODE_ENV };
  afterEach(() => {
    restoreEnv('SANDBOXES', saved.sandboxes);
    restoreEnv('NODE_ENV', saved.nodeEnv);
  });

  it('without SANDBOXES: no sandbox routes, and WeChat login answers 503 instead of a sandbox sign-in as the main account', async () => {
    delete process.env.SANDBOXES;
    const off = await createTestApi({ seed: 'wechat' });
    try {
      const qr = await off.app.inject({ method: 'GET', url: '/api/sandbox/wechat/qrconnect', query: { appid: 'x' } });
      expect(qr.statusCode).toBe(404);
      const confirm = await off.app.inject({
        method: 'POST',
        url: '/api/sandbox/wechat/confirm',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `uuid=x&openid=${SANDBOX_WECHAT_USERS[0]!.openid}`,
      });
      expect(confirm.statusCode).toBe(404);
      const start = await off.app.inject({ method: 'GET', url: '/api/auth/wechat/start' });
      expect(start.statusCode).toBe(503);
      expect(start.json()).toEqual({
        status: 503,
        errorMessage: '微信服务暂时不可用，请稍后重试',
        errorCode: 'WECHAT_UNAVAILABLE',
        data: null,
      });
    } finally {
      await off.close();
    }
  }, 60_000);

  it('NODE_ENV=production with SANDBOXES=1 refuses to start, with a clear message', async () => {
    process.env.SANDBOXES = '1';
    process.env.NODE_ENV = 'production';
    const testDb = await createTestDb();
    try {
      await expect(buildApi({ db: testDb.db, logger: false })).rejects.toThrow(
        /SANDBOXES=1 is on while NODE_ENV=production.*Refusing to start/s,
      );
    } finally {
      await testDb.dispose();
    }
  }, 60_000);

  it('a test or host that turns the sandbox on explicitly is refused in production too', async () => {
    delete process.env.SANDBOXES;
    process.env.NODE_ENV = 'production';
    await expect(
      buildUserTestApp({
        extra: async (app, db) => {
          await app.register(wechatPlugin, { db, wechat: { sandbox: true } });
        },
      }),
    ).rejects.toThrow(/^the WeChat login sandbox is on while NODE_ENV=production/);
  }, 60_000);
});
