import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEMO_ACCOUNTS, DEMO_COMPANY } from '../db/seed/demoAccounts';
import { authRefreshTokens, authSessions, users } from '../user/tables';
import { sha256Hex } from './tokens';
import { bindingCookieOf, buildUserTestApp, loginAs, manualClock, type TestLogin } from './testing';
import { defaultAuthSettings } from './settings';
import { loginDelayMs } from './loginThrottle';

const MIN = 60_000;
const PASSWORD = DEMO_ACCOUNTS[0]!.password;
const clock = manualClock();
let app: FastifyInstance;
let ctx: Awaited<ReturnType<typeof buildUserTestApp>>;

beforeAll(async () => {
  ctx = await buildUserTestApp({
    auth: { now: clock.now },
    extra: (a) => {
      a.post('/api/test/echo', { preHandler: a.requireSession }, async (req) => ({ status: 0, errorMessage: '', data: req.user }));
      a.get('/api/test/order-only', { preHandler: a.requirePermission('ORDER') }, async () => ({
        status: 0,
        errorMessage: '',
        data: 'ok',
      }));
    },
  });
  app = ctx.app;
}, 60_000);
afterAll(() => ctx.close());

const check = (l: Pick<TestLogin, 'sessionId' | 'headers'>) =>
  app.inject({ method: 'GET', url: '/api/user/v1/auth/check', query: { sessionId: l.sessionId }, headers: l.headers });
const refresh = (token: string, headers?: { cookie: string }, url = '/api/auth/refresh') =>
  app.inject({ method: 'POST', url, payload: { refreshTokenHash: token }, headers });
const asLogin = (res: Awaited<ReturnType<typeof refresh>>, prevBinding: string): TestLogin => {
  const session = res.json().data;
  const binding = bindingCookieOf(res) ?? prevBinding;
  return {
    session,
    sessionId: session.sessionId,
    refreshTokenHash: session.refreshTokenHash,
    binding,
    headers: { cookie: `msm_sid=${binding}` },
  };
};

describe('POST /api/auth/login', () => {
  it('answers the user session of SPEC §3 and sets the HttpOnly msm_sid cookie', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { loginId: 'jinggong_buyer', password: PASSWORD } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(0);
    expect(body.data).toMatchObject({
      userName: '李娜',
      userCode: 'U0012345002',
      customerCode: 'C0012345',
      customerName: '苏州精工自动化设备有限公司',
      customerType: '1',
      settlementType: '2',
      settlementTypeDisp: '月结',
      newTabFlag: '1',
      sessionStatus: '0',
      purchaseLinkFlag: '0',
      promptDeliveryFlag: '0',
      purchaseList: [],
      permissionList: ['ORDER', 'QUOTE', 'QUOTE_HISTORY', 'ORDER_HISTORY', 'PRICE_CHECK', 'CART'],
    });
    expect(body.data.sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.refreshTokenHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = res.cookies.find((c) => c.name === 'msm_sid')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api' });
    expect(cookie.maxAge).toBe(defaultAuthSettings.refreshTtlMs / 1000);
  });

  it('stores only the SHA-256 of the sessionId', async () => {
    const l = await loginAs(app, 'jinggong_buyer');
    const rows = await ctx.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.idHash, sha256Hex(l.sessionId)));
    expect(rows).toHaveLength(1);
    const raw = await ctx.db.select().from(authSessions).where(eq(authSessions.idHash, l.sessionId));
    expect(raw).toHaveLength(0);
  });

  it('accepts the login id in any case', async () => {
    await expect(loginAs(app, 'JingGong_Buyer')).resolves.toMatchObject({ session: { userCode: 'U0012345002' } });
  });

  it('gives the same answer for a wrong password, an unknown account and a disabled account', async () => {
    await ctx.db.update(users).set({ status: 'DISABLED' }).where(eq(users.userCode, 'U0098765001'));
    const attempts = [
      { loginId: 'jinggong_buyer', password: 'Wrong@1234' },
      { loginId: 'nobody_here', password: PASSWORD },
      { loginId: 'zhangwei', password: PASSWORD },
    ];
    const answers = await Promise.all(attempts.map((payload) => app.inject({ method: 'POST', url: '/api/auth/login', payload })));
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 401, errorMessage: '账号或密码错误', errorCode: 'LOGIN_FAILED', data: null });
      expect(bindingCookieOf(res)).toBeUndefined();
    }
    await ctx.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.userCode, 'U0098765001'));
  });

  it.each([
    [{}],
    [{ loginId: 'a' }],
    [{ loginId: '', password: 'x' }],
    [{ loginId: 'a', password: 5 }],
    [{ loginId: 'x'.repeat(101), password: 'p' }],
  ])('rejects malformed input %j with a 400 in the envelope', async (payload) => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, errorMessage: '请输入账号和密码', errorCode: 'INVALID_PARAM', data: null });
  });

  it('slows down the address that fails on a login id, whether or not it exists, with a growing delay; the owner elsewhere still signs in', async () => {
    const { loginFreeFailures, loginBaseDelayMs } = defaultAuthSettings;
    const attempt = (loginId: string, password: string, remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/auth/login', payload: { loginId, password }, remoteAddress });
    for (const loginId of ['jinggong_engineer', 'ghost_account']) {
      for (let i = 0; i < loginFreeFailures; i++) expect((await attempt(loginId, `bad-${i}`, '203.0.113.5')).statusCode).toBe(401);
      // from that address even the right password waits; the answer is the same for an unknown login id
      const waiting = await attempt(loginId, PASSWORD, '203.0.113.5');
      expect(waiting.statusCode).toBe(429);
      expect(waiting.json()).toEqual({ status: 429, errorMessage: '操作过于频繁，请稍后再试', errorCode: 'TOO_MANY_REQUESTS', data: null });
    }
    // the account's owner, from another address, is not locked out
    expect((await attempt('jinggong_engineer', PASSWORD, '198.51.100.20')).statusCode).toBe(200);

    // the guesser: after the first delay one more try, which fails and doubles the wait
    clock.advance(loginBaseDelayMs);
    expect((await attempt('jinggong_engineer', 'bad-again', '203.0.113.5')).statusCode).toBe(401);
    clock.advance(loginBaseDelayMs);
    expect((await attempt('jinggong_engineer', PASSWORD, '203.0.113.5')).statusCode).toBe(429);
    clock.advance(loginBaseDelayMs);
    // the delay over, the right password signs in and forgets the failures
    expect((await attempt('jinggong_engineer', PASSWORD, '203.0.113.5')).statusCode).toBe(200);
    expect((await attempt('jinggong_engineer', 'bad-once-more', '203.0.113.5')).statusCode).toBe(401);
    expect((await attempt('jinggong_engineer', PASSWORD, '203.0.113.5')).statusCode).toBe(200);
  }, 30_000);

  it('grows the delay per failure up to its cap', () => {
    const s = defaultAuthSettings;
    const delays = [1, 4, 5, 6, 7, 12, 100].map((n) => loginDelayMs(s, n));
    expect(delays).toEqual([
      0,
      0,
      s.loginBaseDelayMs,
      2 * s.loginBaseDelayMs,
      4 * s.loginBaseDelayMs,
      s.loginMaxDelayMs,
      s.loginMaxDelayMs,
    ]);
  });
});

describe('GET /api/user/v1/auth/check and customerInfo per demo account', () => {
  it.each(DEMO_ACCOUNTS.map((a) => [a.loginId, a] as const))('%s', async (_id, account) => {
    const l = await loginAs(app, account.loginId);
    const res = await check(l);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 0,
      errorMessage: '',
      data: { permissionList: account.permissionList, cellularPhone: account.cellularPhone },
    });
    const info = await app.inject({
      method: 'GET',
      url: '/api/user/v1/customerInfo',
      query: { sessionId: l.sessionId },
      headers: l.headers,
    });
    const data = info.json().data;
    if (account.customerCode === null) {
      expect(data).toEqual({
        shipToManageFlag: '0',
        shipToChangeFlag: '0',
        customerCode: null,
        serviceStopType: '0',
        orderCancelDisplayFlag: '0',
      });
    } else {
      expect(data).toEqual({
        shipToManageFlag: account.role === 'main' ? '1' : '0',
        shipToChangeFlag: '1',
        customerCode: DEMO_COMPANY.customerCode,
        serviceStopType: '0',
        orderCancelDisplayFlag: '1',
      });
    }
  });

  it('the main account holds every permission, USER_MANAGE and CAD included; the engineer has no ORDER', async () => {
    const main = (await check(await loginAs(app, 'jinggong_admin'))).json().data.permissionList;
    expect(main).toEqual(
      expect.arrayContaining(['ORDER', 'QUOTE', 'QUOTE_HISTORY', 'ORDER_HISTORY', 'PRICE_CHECK', 'USER_MANAGE', 'CART', '7']),
    );
    const eng = (await check(await loginAs(app, 'jinggong_engineer'))).json().data.permissionList;
    expect(eng).toContain('7');
    expect(eng).not.toContain('ORDER');
  });
});

describe('requireSession', () => {
  it('answers NOT_LOGGED_IN without a session, for an unknown id, and for an id without its msm_sid cookie', async () => {
    const l = await loginAs(app, 'jinggong_buyer');
    const cases = [
      app.inject({ method: 'GET', url: '/api/user/v1/auth/check' }),
      app.inject({ method: 'GET', url: '/api/user/v1/auth/check', query: { sessionId: 'x'.repeat(43) }, headers: l.headers }),
      app.inject({ method: 'GET', url: '/api/user/v1/auth/check', query: { sessionId: '<script>' } }),
      app.inject({ method: 'GET', url: '/api/user/v1/auth/check', query: { sessionId: l.sessionId } }),
      app.inject({
        method: 'GET',
        url: '/api/user/v1/auth/check',
        query: { sessionId: l.sessionId },
        headers: { cookie: 'msm_sid=stolen' },
      }),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 401, errorMessage: '请先登录', errorCode: 'NOT_LOGGED_IN', data: null });
    }
  });

  it('takes sessionId from the body and attaches request.user', async () => {
    const l = await loginAs(app, 'jinggong_engineer');
    const res = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { sessionId: l.sessionId }, headers: l.headers });
    expect(res.json().data).toMatchObject({
      userCode: 'U0012345003',
      customerCode: 'C0012345',
      permissionList: ['QUOTE', 'QUOTE_HISTORY', 'PRICE_CHECK', 'CART', '7'],
    });
  });

  it('accepts the HttpOnly cookie alone for GET, not for POST', async () => {
    const l = await loginAs(app, 'jinggong_buyer');
    expect((await app.inject({ method: 'GET', url: '/api/user/v1/auth/check', headers: l.headers })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/test/echo', payload: {}, headers: l.headers })).statusCode).toBe(401);
  });

  it('requirePermission answers 403 without the code', async () => {
    const buyer = await loginAs(app, 'jinggong_buyer');
    const eng = await loginAs(app, 'jinggong_engineer');
    const ask = (l: TestLogin) =>
      app.inject({ method: 'GET', url: '/api/test/order-only', query: { sessionId: l.sessionId }, headers: l.headers });
    expect((await ask(buyer)).json()).toEqual({ status: 0, errorMessage: '', data: 'ok' });
    const denied = await ask(eng);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ status: 403, errorMessage: '没有操作权限', errorCode: 'FORBIDDEN', data: null });
  });
});

describe('expiry', () => {
  it('a session past its lifetime answers SESSION_EXPIRED; its refresh token still renews it', async () => {
    const l = await loginAs(app, 'jinggong_buyer');
    for (let t = 0; t < defaultAuthSettings.sessionTtlMs; t += 20 * MIN) {
      expect((await check(l)).statusCode).toBe(200); // activity keeps the idle timer at bay
      clock.advance(20 * MIN);
    }
    const expired = await check(l);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ status: 401, errorMessage: '登录已过期，请重新登录', errorCode: 'SESSION_EXPIRED', data: null });
    const renewed = await refresh(l.refreshTokenHash, l.headers);
    expect(renewed.statusCode).toBe(200);
    expect((await check(asLogin(renewed, l.binding))).statusCode).toBe(200);
  });

  it('an idle session expires after 30 minutes without calls', async () => {
    const l = await loginAs(app, 'jinggong_buyer');
    clock.advance(29 * MIN);
    expect((await check(l)).statusCode).toBe(200);
    clock.advance(29 * MIN);
    expect((await check(l)).statusCode).toBe(200);
    clock.advance(30 * MIN);
    expect((await check(l)).json().errorCode).toBe('SESSION_EXPIRED');
  });

  it('a refresh token past its lifetime is refused', async () => {
    const l = await loginAs(app, 'jinggong_buyer');
    clock.advance(defaultAuthSettings.refreshTtlMs);
    const res = await refresh(l.refreshTokenHash, l.headers);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ errorCode: 'REFRESH_INVALID', errorMessage: '登录已过期，请重新登录' });
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates both sessionId and refresh token; the old sessionId stops working', async () => {
    const l = await loginAs(app, 'jinggong_admin');
    const res = await refresh(l.refreshTokenHash, l.headers);
    expect(res.statusCode).toBe(200);
    const next = asLogin(res, l.binding);
    expect(next.sessionId).not.toBe(l.sessionId);
    expect(next.refreshTokenHash).not.toBe(l.refreshTokenHash);
    expect(next.session).toMatchObject({
      userCode: 'U0012345001',
      sessionStatus: '0',
      permissionList: expect.arrayContaining(['USER_MANAGE']),
    });
    expect(bindingCookieOf(res)).toBe(l.binding);
    expect((await check(l)).json().errorCode).toBe('SESSION_EXPIRED');
    expect((await check(next)).statusCode).toBe(200);
  });

  it('is also served as /api/user/v1/auth/refresh', async () => {
    const l = await loginAs(app, 'jinggong_admin');
    expect((await refresh(l.refreshTokenHash, l.headers, '/api/user/v1/auth/refresh')).json().status).toBe(0);
  });

  it('reuse of a spent refresh token revokes the whole family', async () => {
    const l = await loginAs(app, 'jinggong_buyer');
    const second = asLogin(await refresh(l.refreshTokenHash, l.headers), l.binding);
    const third = asLogin(await refresh(second.refreshTokenHash, l.headers), l.binding);
    expect((await check(third)).statusCode).toBe(200);

    // past the grace window a spent token is a replay
    clock.advance(defaultAuthSettings.refreshGraceMs + 1000);
    const replay = await refresh(l.refreshTokenHash, l.headers);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ status: 401, errorMessage: '登录已过期，请重新登录', errorCode: 'REFRESH_REUSED', data: null });
    expect(bindingCookieOf(replay)).toBe('');
    expect((await check(third)).json().errorCode).toBe('SESSION_EXPIRED');
    expect((await refresh(third.refreshTokenHash, l.headers)).json().errorCode).toBe('REFRESH_INVALID');
    // other logins of the same user are other families and live on
    const other = await loginAs(app, 'jinggong_buyer');
    expect((await check(other)).statusCode).toBe(200);
  });

  it('a second refresh with the same token within the grace window (two tabs, a retry) gets the same new pair', async () => {
    const l = await loginAs(app, 'jinggong_buyer');
    const first = await refresh(l.refreshTokenHash, l.headers);
    clock.advance(defaultAuthSettings.refreshGraceMs - 1000);
    const second = await refresh(l.refreshTokenHash, l.headers);
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toEqual(first.json().data);
    expect(bindingCookieOf(second)).toBe(l.binding);
    const next = asLogin(second, l.binding);
    expect((await check(next)).statusCode).toBe(200);
    // the pair rotates on as usual
    expect((await refresh(next.refreshTokenHash, l.headers)).statusCode).toBe(200);
  });

  it('a late tab follows the chain: the other tab already rotated the new pair again', async () => {
    const l = await loginAs(app, 'jinggong_buyer');
    const tabB1 = asLogin(await refresh(l.refreshTokenHash, l.headers), l.binding);
    const tabB2 = asLogin(await refresh(tabB1.refreshTokenHash, l.headers), l.binding);
    const tabA = await refresh(l.refreshTokenHash, l.headers);
    expect(tabA.statusCode).toBe(200);
    expect(tabA.json().data.sessionId).toBe(tabB2.sessionId);
    expect(tabA.json().data.refreshTokenHash).toBe(tabB2.refreshTokenHash);
    expect((await check(tabB2)).statusCode).toBe(200);
  });

  it('replay after the grace window still revokes the family, pairs handed out in the window included', async () => {
    const l = await loginAs(app, 'jinggong_buyer');
    const first = asLogin(await refresh(l.refreshTokenHash, l.headers), l.binding);
    clock.advance(defaultAuthSettings.refreshGraceMs + 1);
    const replay = await refresh(l.refreshTokenHash, l.headers);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().errorCode).toBe('REFRESH_REUSED');
    expect((await check(first)).json().errorCode).toBe('SESSION_EXPIRED');
    expect((await refresh(first.refreshTokenHash, l.headers)).json().errorCode).toBe('REFRESH_INVALID');
  });

  it('the grace window needs the msm_sid cookie too', async () => {
    const l = await loginAs(app, 'jinggong_buyer');
    expect((await refresh(l.refreshTokenHash, l.headers)).statusCode).toBe(200);
    expect((await refresh(l.refreshTokenHash)).json().errorCode).toBe('REFRESH_INVALID');
    expect((await refresh(l.refreshTokenHash, { cookie: 'msm_sid=' + 'x'.repeat(43) })).json().errorCode).toBe('REFRESH_INVALID');
  });

  it('refreshes racing with one token all get the same pair, which works', async () => {
    const l = await loginAs(app, 'jinggong_buyer');
    const all = await Promise.all(Array.from({ length: 5 }, () => refresh(l.refreshTokenHash, l.headers)));
    expect(all.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const pairs = new Set(all.map((r) => `${r.json().data.sessionId}/${r.json().data.refreshTokenHash}`));
    expect(pairs.size).toBe(1);
    const winner = asLogin(all[0]!, l.binding);
    expect((await check(winner)).statusCode).toBe(200);
    expect((await refresh(winner.refreshTokenHash, l.headers)).statusCode).toBe(200);
  });

  it('keeps the rotated pair only sealed: no sessionId or refresh token in clear in the database', async () => {
    const l = await loginAs(app, 'jinggong_buyer');
    const next = asLogin(await refresh(l.refreshTokenHash, l.headers), l.binding);
    const [row] = await ctx.db
      .select()
      .from(authRefreshTokens)
      .where(eq(authRefreshTokens.tokenHash, sha256Hex(l.refreshTokenHash)));
    expect(row!.successorSealed).toMatch(/^v1\./);
    expect(row!.successorSealed).not.toContain(next.sessionId);
    expect(row!.successorSealed).not.toContain(next.refreshTokenHash);
  });

  it('refuses a token without its msm_sid cookie and does not spend it', async () => {
    const l = await loginAs(app, 'jinggong_buyer');
    expect((await refresh(l.refreshTokenHash)).json().errorCode).toBe('REFRESH_INVALID');
    expect((await refresh(l.refreshTokenHash, { cookie: 'msm_sid=other' })).json().errorCode).toBe('REFRESH_INVALID');
    expect((await refresh(l.refreshTokenHash, l.headers)).statusCode).toBe(200);
  });

  it.each([[undefined], [''], ['short'], [12345]])('refuses malformed token %p', async (token) => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshTokenHash: token } });
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('REFRESH_INVALID');
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session and its refresh token and clears msm_sid', async () => {
    const l = await loginAs(app, 'jinggong_buyer');
    const res = await app.inject({ method: 'POST', url: '/api/auth/logout', payload: { sessionId: l.sessionId }, headers: l.headers });
    expect(res.json()).toEqual({ status: 0, errorMessage: '', data: null });
    expect(bindingCookieOf(res)).toBe('');
    expect((await check(l)).statusCode).toBe(401);
    expect((await refresh(l.refreshTokenHash, l.headers)).json().errorCode).toBe('REFRESH_INVALID');
  });

  it("does nothing for a sessionId without its msm_sid cookie (or with another chain's)", async () => {
    const l = await loginAs(app, 'jinggong_buyer');
    const other = await loginAs(app, 'jinggong_buyer');
    for (const headers of [undefined, other.headers, { cookie: 'msm_sid=' + 'x'.repeat(43) }]) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/logout', payload: { sessionId: l.sessionId }, headers });
      expect(res.json()).toEqual({ status: 0, errorMessage: '', data: null });
    }
    expect((await check(l)).statusCode).toBe(200);
    expect((await refresh(l.refreshTokenHash, l.headers)).statusCode).toBe(200);
    // nor the cookie's own chain, when the sessionId names another
    expect((await check(other)).statusCode).toBe(200);
  });

  it('works with the cookie alone and is harmless without any session', async () => {
    const l = await loginAs(app, 'jinggong_buyer');
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: l.headers });
    expect((await check(l)).statusCode).toBe(401);
    const anon = await app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(anon.json()).toEqual({ status: 0, errorMessage: '', data: null });
  });
});

describe('authSessions.loginVerified (for families that verify identity themselves, e.g. WeChat)', () => {
  it('issues a session like a password login for an active user, refuses unknown or disabled ones', async () => {
    const r = await app.authSessions.loginVerified('U0012345003');
    if (!r.ok) throw new Error('expected a session');
    const l = { sessionId: r.issued.sessionId, headers: { cookie: `msm_sid=${r.issued.binding}` } };
    expect((await check(l)).json().data.permissionList).toContain('7');
    expect(await app.authSessions.loginVerified('NO_SUCH_USER')).toEqual({ ok: false, reason: 'invalid' });
    await ctx.db.update(users).set({ status: 'DISABLED' }).where(eq(users.userCode, 'U0098765001'));
    expect(await app.authSessions.loginVerified('U0098765001')).toEqual({ ok: false, reason: 'invalid' });
    await ctx.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.userCode, 'U0098765001'));
  });
});
