import type { FastifyInstance } from 'fastify';
import { DEMO_ACCOUNTS } from '../db/seed/demoAccounts';
import { createTestApi, type TestApi } from '../testing/testApi';
import { SANDBOX_WECHAT_USERS } from './sandbox/users';
import { callback, scanAs } from './testing';

const MAX = 3;
const LIUGONG = SANDBOX_WECHAT_USERS[1]!.openid;

/** The WeChat family inside the whole API (apiPlugin): its cross-site refusal and per-address password limit apply. */
describe('WeChat login in apiPlugin', () => {
  let t: TestApi;
  let api: FastifyInstance;
  const saved = process.env.LOGIN_IP_MAX_FAILURES;

  beforeAll(async () => {
    // read when the API is built
    process.env.LOGIN_IP_MAX_FAILURES = String(MAX);
    t = await createTestApi({ seed: 'wechat' });
    api = t.app;
    await api.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    if (saved === undefined) delete process.env.LOGIN_IP_MAX_FAILURES;
    else process.env.LOGIN_IP_MAX_FAILURES = saved;
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
      method: 'POST', url: '/api/auth/wechat/callback', payload: { code: scan.code, state: scan.state },
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
    const login = await api.inject({ method: 'POST', url: '/api/auth/login', payload: { loginId: 'zhangwei', password: 'x' }, remoteAddress: '198.51.100.9' });
    expect(login.statusCode).toBe(429);
    // another address binds
    expect((await bind(DEMO_ACCOUNTS[3]!.password, '198.51.100.10')).statusCode).toBe(200);
  });
});
