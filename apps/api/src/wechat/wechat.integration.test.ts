import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEMO_ACCOUNTS } from '../db/seed/demoAccounts';
import { users } from '../user/seam';
import { bindingCookieOf, loginAs } from '../auth/testing';
import { SANDBOX_APPID, SANDBOX_PATHS, SANDBOX_PREFIX, SANDBOX_SECRET } from './settings';
import { SANDBOX_WECHAT_USERS } from './sandbox/users';
import { STATE_COOKIE } from './routes';
import { wechatBindings } from './tables';
import { buildWechatTestApp, callback, scanAs } from './testing';

const MIN = 60_000;
const [JIANGUO, LIUGONG, ZHAO] = SANDBOX_WECHAT_USERS.map((u) => u.openid) as [string, string, string];
const PASSWORD = DEMO_ACCOUNTS[0]!.password;
const STATE_INVALID = { status: 400, errorMessage: '登录状态已失效，请重新扫码', errorCode: 'WECHAT_STATE_INVALID', data: null };

let ctx: Awaited<ReturnType<typeof buildWechatTestApp>>;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await buildWechatTestApp();
  app = ctx.app;
}, 60_000);
afterAll(() => ctx.close());

/** Only the seed's binding stays between tests. */
afterEach(async () => {
  await ctx.db.delete(wechatBindings).where(eq(wechatBindings.openid, LIUGONG));
  await ctx.db.delete(wechatBindings).where(eq(wechatBindings.openid, ZHAO));
});

const post = (url: string, payload: Record<string, unknown>) => app.inject({ method: 'POST', url, payload });
const authCheck = (sessionId: string, binding: string) =>
  app.inject({ method: 'GET', url: '/api/user/v1/auth/check', query: { sessionId }, headers: { cookie: `msm_sid=${binding}` } });

async function bindTicketFor(openid: string, redirect = '/my'): Promise<string> {
  const scan = await scanAs(app, openid, redirect);
  const res = await callback(app, scan, scan.stateCookie);
  expect(res.json().data.result).toBe('bind');
  return res.json().data.bindTicket;
}

describe('GET /api/auth/wechat/start', () => {
  it('answers the provider authorize URL with a fresh state and binds the state to the browser by an HttpOnly cookie', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/wechat/start', query: { redirect: '/order/list' } });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().data.authorizeUrl, 'http://localhost');
    expect(url.pathname).toBe(SANDBOX_PATHS.qrconnect);
    expect(url.hash).toBe('#wechat_redirect');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: SANDBOX_APPID,
      redirect_uri: 'http://localhost:80/snslogin/wechat/callback',
      response_type: 'code',
      scope: 'snsapi_login',
      state: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const cookie = res.cookies.find((c) => c.name === STATE_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/wechat', maxAge: 600 });
    expect(cookie.value).not.toBe(url.searchParams.get('state'));
  });

  it('302s to the provider with mode=redirect', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/wechat/start', query: { mode: 'redirect' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^\/api\/sandbox\/wechat\/qrconnect\?appid=/);
  });

  it.each([['https://evil.example/x'], ['//evil.example'], ['/\\evil.example'], ['javascript:alert(1)'], ['/snslogin/wechat']])(
    'takes only paths of this site as the redirect, not %s',
    async (redirect) => {
      const scan = await scanAs(app, JIANGUO, redirect);
      expect((await callback(app, scan, scan.stateCookie)).json().data.redirect).toBe('/');
    },
  );
});

describe('sandbox provider: the QR-code page', () => {
  it('shows 微信登录 with a QR code and the 「模拟手机扫码」 panel listing the sandbox users', async () => {
    const start = await app.inject({ method: 'GET', url: '/api/auth/wechat/start' });
    const page = await app.inject({ method: 'GET', url: start.json().data.authorizeUrl.replace(/#.*/, '') });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<title>微信登录</title>');
    expect(page.body).toMatch(/<svg[^>]*viewBox/);
    expect(page.body).toContain('模拟手机扫码');
    for (const u of SANDBOX_WECHAT_USERS) expect(page.body).toContain(u.openid);
    expect(page.body.match(/>确认登录</g)).toHaveLength(3);
  });

  it.each([
    [{ appid: 'wx_other' }, 'AppID 参数错误'],
    [{ scope: 'snsapi_base' }, 'Scope 参数错误或没有 Scope 权限'],
    [{ response_type: 'token' }, 'response_type 参数错误'],
    [{ redirect_uri: 'https://evil.example/cb' }, 'redirect_uri 与应用的授权回调域不一致'],
    [{ redirect_uri: 'javascript:alert(1)' }, 'redirect_uri 参数错误'],
  ])('refuses %j with a Chinese error page', async (override, message) => {
    const query = {
      appid: SANDBOX_APPID,
      redirect_uri: 'http://localhost/snslogin/wechat/callback',
      response_type: 'code',
      scope: 'snsapi_login',
      state: 's',
      ...override,
    };
    const page = await app.inject({ method: 'GET', url: SANDBOX_PATHS.qrconnect, query });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain(message);
  });

  it('a phone opening the QR URL confirms; the QR page then picks the redirect up once by polling', async () => {
    const start = await app.inject({ method: 'GET', url: '/api/auth/wechat/start' });
    const page = await app.inject({ method: 'GET', url: start.json().data.authorizeUrl.replace(/#.*/, '') });
    const uuid = /name="uuid" value="([^"]+)"/.exec(page.body)![1]!;
    expect(await app.inject({ method: 'GET', url: `${SANDBOX_PREFIX}/qrstatus`, query: { uuid } }).then((r) => r.json())).toEqual({
      status: 'waiting',
    });
    const phone = await app.inject({ method: 'GET', url: `${SANDBOX_PREFIX}/confirm`, query: { uuid } });
    expect(phone.body).toContain('登录“铭工商城”');
    const done = await app.inject({
      method: 'POST',
      url: `${SANDBOX_PREFIX}/confirm`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ uuid, openid: JIANGUO, mode: 'phone' }).toString(),
    });
    expect(done.body).toContain('已确认登录');
    const status = (await app.inject({ method: 'GET', url: `${SANDBOX_PREFIX}/qrstatus`, query: { uuid } })).json();
    expect(status.status).toBe('confirmed');
    const back = new URL(status.redirect);
    expect(back.pathname).toBe('/snslogin/wechat/callback');
    expect((await app.inject({ method: 'GET', url: `${SANDBOX_PREFIX}/qrstatus`, query: { uuid } })).json()).toEqual({ status: 'expired' });
    const res = await callback(
      app,
      { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! },
      start.cookies.find((c) => c.name === STATE_COOKIE)!.value,
    );
    expect(res.json().data.session.userCode).toBe('U0012345001');
  });

  it('a QR page is confirmed once', async () => {
    const start = await app.inject({ method: 'GET', url: '/api/auth/wechat/start' });
    const page = await app.inject({ method: 'GET', url: start.json().data.authorizeUrl.replace(/#.*/, '') });
    const uuid = /name="uuid" value="([^"]+)"/.exec(page.body)![1]!;
    const confirm = () =>
      app.inject({
        method: 'POST',
        url: `${SANDBOX_PREFIX}/confirm`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ uuid, openid: LIUGONG }).toString(),
      });
    expect((await confirm()).statusCode).toBe(302);
    const again = await confirm();
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('该二维码已被使用');
  });
});

describe('sandbox provider: sns/oauth2/access_token and sns/userinfo', () => {
  const token = (q: Record<string, string>) => app.inject({ method: 'GET', url: SANDBOX_PATHS.accessToken, query: q });
  const withCode = (code: string, over: Record<string, string> = {}) =>
    token({ appid: SANDBOX_APPID, secret: SANDBOX_SECRET, code, grant_type: 'authorization_code', ...over });

  it('exchanges a code once; a second exchange answers 40163', async () => {
    const { code } = await scanAs(app, LIUGONG);
    const first = (await withCode(code)).json();
    expect(first).toEqual({
      access_token: expect.any(String),
      expires_in: 7200,
      refresh_token: expect.any(String),
      openid: LIUGONG,
      scope: 'snsapi_login',
      unionid: SANDBOX_WECHAT_USERS[1]!.unionid,
    });
    expect((await withCode(code)).json()).toEqual({ errcode: 40163, errmsg: 'code been used' });
    const info = await app.inject({
      method: 'GET',
      url: SANDBOX_PATHS.userinfo,
      query: { access_token: first.access_token, openid: LIUGONG },
    });
    expect(info.json()).toMatchObject({
      openid: LIUGONG,
      nickname: '刘工',
      unionid: SANDBOX_WECHAT_USERS[1]!.unionid,
      headimgurl: expect.stringMatching(/^\/api\/sandbox\/wechat\/headimg\//),
    });
    const avatar = await app.inject({ method: 'GET', url: info.json().headimgurl });
    expect(avatar.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('checks appid, secret, grant_type and the code', async () => {
    const { code } = await scanAs(app, LIUGONG);
    expect((await withCode(code, { appid: 'wx_other' })).json().errcode).toBe(40013);
    expect((await withCode(code, { secret: 'wrong' })).json().errcode).toBe(40125);
    expect((await withCode(code, { grant_type: 'client_credential' })).json().errcode).toBe(40002);
    expect((await withCode('no-such-code')).json().errcode).toBe(40029);
    expect((await token({ appid: SANDBOX_APPID })).json().errcode).toBe(41008);
    // refused attempts did not spend it
    expect((await withCode(code)).json().openid).toBe(LIUGONG);
  });

  it('a code expires after 5 minutes', async () => {
    const { code } = await scanAs(app, LIUGONG);
    ctx.clock.advance(5 * MIN);
    expect((await withCode(code)).json()).toEqual({ errcode: 42003, errmsg: 'code expired' });
  });

  it('userinfo needs a live token of that openid', async () => {
    const { code } = await scanAs(app, ZHAO);
    const { access_token } = (await withCode(code)).json();
    const info = (q: Record<string, string>) => app.inject({ method: 'GET', url: SANDBOX_PATHS.userinfo, query: q }).then((r) => r.json());
    expect((await info({ access_token: 'x', openid: ZHAO })).errcode).toBe(40001);
    expect((await info({ access_token, openid: LIUGONG })).errcode).toBe(40003);
    ctx.clock.advance(7200 * 1000);
    expect((await info({ access_token, openid: ZHAO })).errcode).toBe(42001);
  });
});

describe('POST /api/auth/wechat/callback: state', () => {
  it("refuses a state coming back without the browser cookie, or with another browser's", async () => {
    const scan = await scanAs(app, JIANGUO);
    const other = await scanAs(app, JIANGUO);
    for (const cookie of [null, other.stateCookie, 'x'.repeat(43)]) {
      const res = await callback(app, scan, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(STATE_INVALID);
      expect(bindingCookieOf(res)).toBeUndefined();
    }
  });

  it('refuses an unknown or malformed state', async () => {
    const scan = await scanAs(app, JIANGUO);
    for (const state of ['y'.repeat(43), '', '<script>']) {
      expect((await callback(app, { ...scan, state }, scan.stateCookie)).json()).toEqual(STATE_INVALID);
    }
  });

  it('refuses a replayed state, even with a new code', async () => {
    const scan = await scanAs(app, JIANGUO);
    expect((await callback(app, scan, scan.stateCookie)).statusCode).toBe(200);
    expect((await callback(app, scan, scan.stateCookie)).json()).toEqual(STATE_INVALID);
  });

  it('refuses an expired state (10 minutes)', async () => {
    const scan = await scanAs(app, JIANGUO);
    ctx.clock.advance(10 * MIN);
    expect((await callback(app, scan, scan.stateCookie)).json()).toEqual(STATE_INVALID);
  });

  it('clears the state cookie', async () => {
    const scan = await scanAs(app, JIANGUO);
    const res = await callback(app, scan, scan.stateCookie);
    expect(res.cookies.find((c) => c.name === STATE_COOKIE)).toMatchObject({ value: '', path: '/api/auth/wechat' });
  });

  it('a code is worth one login: replayed with a fresh state it is refused', async () => {
    const scan = await scanAs(app, JIANGUO);
    expect((await callback(app, scan, scan.stateCookie)).statusCode).toBe(200);
    const fresh = await scanAs(app, JIANGUO);
    const res = await callback(app, { code: scan.code, state: fresh.state }, fresh.stateCookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, errorMessage: '微信授权失败，请重新扫码', errorCode: 'WECHAT_AUTH_FAILED', data: null });
  });
});

describe('bound user', () => {
  it('logs in like a password login: the user session, the msm_sid cookie, and the redirect', async () => {
    const scan = await scanAs(app, JIANGUO, '/my/parts');
    const res = await callback(app, scan, scan.stateCookie);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.result).toBe('session');
    expect(data.redirect).toBe('/my/parts');
    const password = await loginAs(app, 'jinggong_admin');
    const { sessionId, refreshTokenHash, sessionExpiresAt, ...rest } = data.session;
    const { sessionId: _s, refreshTokenHash: _r, sessionExpiresAt: _e, ...same } = password.session;
    expect(rest).toEqual(same);
    expect(sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = res.cookies.find((c) => c.name === 'msm_sid')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api' });
    const check = await authCheck(sessionId, cookie.value);
    expect(check.statusCode).toBe(200);
    expect(check.json().data.permissionList).toContain('USER_MANAGE');
    // its refresh token renews it like any other
    const renewed = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshTokenHash },
      headers: { cookie: `msm_sid=${cookie.value}` },
    });
    expect(renewed.json().data.userCode).toBe('U0012345001');
  });

  it('a disabled account is not logged in', async () => {
    await ctx.db.update(users).set({ status: 'DISABLED' }).where(eq(users.userCode, 'U0012345001'));
    try {
      const scan = await scanAs(app, JIANGUO);
      const res = await callback(app, scan, scan.stateCookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().errorMessage).toBe('该账号暂不可用，请联系客服');
    } finally {
      await ctx.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.userCode, 'U0012345001'));
    }
  });
});

describe('first-time user: bind an existing account', () => {
  it('gets a bind ticket with the WeChat profile, not a session', async () => {
    const scan = await scanAs(app, LIUGONG, '/order/list');
    const res = await callback(app, scan, scan.stateCookie);
    expect(res.json()).toEqual({
      status: 0,
      errorMessage: '',
      data: {
        result: 'bind',
        bindTicket: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        expiresIn: 900,
        redirect: '/order/list',
        wechat: { nickname: '刘工', headimgurl: expect.stringMatching(/^\/api\/sandbox\/wechat\/headimg\//) },
      },
    });
    expect(bindingCookieOf(res)).toBeUndefined();
  });

  it("a wrong password and an unknown account give the login's answer; the ticket stays usable", async () => {
    const bindTicket = await bindTicketFor(LIUGONG);
    for (const creds of [
      { loginId: 'zhangwei', password: 'Wrong@1234' },
      { loginId: 'nobody_here', password: PASSWORD },
    ]) {
      const res = await post('/api/auth/wechat/bind', { bindTicket, ...creds });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 401, errorMessage: '账号或密码错误', errorCode: 'LOGIN_FAILED', data: null });
    }
    expect((await post('/api/auth/wechat/bind', { bindTicket, loginId: 'zhangwei', password: PASSWORD })).statusCode).toBe(200);
  });

  it('binds, logs in, and the next WeChat login goes straight in', async () => {
    const bindTicket = await bindTicketFor(LIUGONG, '/order/list');
    const res = await post('/api/auth/wechat/bind', { bindTicket, loginId: 'zhangwei', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const { session, redirect } = res.json().data;
    expect(redirect).toBe('/order/list');
    expect(session).toMatchObject({ userCode: 'U0098765001', userName: '张伟', customerCode: null, customerType: '2', sessionStatus: '0' });
    expect((await authCheck(session.sessionId, bindingCookieOf(res)!)).statusCode).toBe(200);
    // the ticket is spent
    const again = await post('/api/auth/wechat/bind', { bindTicket, loginId: 'zhangwei', password: PASSWORD });
    expect(again.json()).toEqual({ status: 400, errorMessage: '绑定已超时，请重新扫码', errorCode: 'WECHAT_TICKET_INVALID', data: null });

    const next = await scanAs(app, LIUGONG);
    const login = (await callback(app, next, next.stateCookie)).json().data;
    expect(login).toMatchObject({ result: 'session', session: { userCode: 'U0098765001' } });
  });

  it('an account that has a WeChat already is refused with 409 and no session; the ticket stays usable', async () => {
    const bindTicket = await bindTicketFor(LIUGONG);
    const res = await post('/api/auth/wechat/bind', { bindTicket, loginId: 'jinggong_admin', password: PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: 409,
      errorMessage: '该账号已绑定其他微信，请先解绑后再绑定',
      errorCode: 'WECHAT_ALREADY_BOUND',
      data: null,
    });
    expect(bindingCookieOf(res)).toBeUndefined();
    expect((await post('/api/auth/wechat/bind', { bindTicket, loginId: 'jinggong_buyer', password: PASSWORD })).statusCode).toBe(200);
  });

  it('a ticket expires after 15 minutes; malformed input is a 400', async () => {
    const bindTicket = await bindTicketFor(LIUGONG);
    expect((await post('/api/auth/wechat/bind', { bindTicket, loginId: 'zhangwei' })).json()).toMatchObject({
      status: 400,
      errorMessage: '请输入账号和密码',
    });
    ctx.clock.advance(15 * MIN);
    expect((await post('/api/auth/wechat/bind', { bindTicket, loginId: 'zhangwei', password: PASSWORD })).json().errorCode).toBe(
      'WECHAT_TICKET_INVALID',
    );
    expect((await post('/api/auth/wechat/bind', { bindTicket: 'nope', loginId: 'zhangwei', password: PASSWORD })).json().errorCode).toBe(
      'WECHAT_TICKET_INVALID',
    );
  });

  it('two binds racing with one ticket: one wins', async () => {
    const bindTicket = await bindTicketFor(ZHAO);
    const [a, b] = await Promise.all([
      post('/api/auth/wechat/bind', { bindTicket, loginId: 'jinggong_buyer', password: PASSWORD }),
      post('/api/auth/wechat/bind', { bindTicket, loginId: 'jinggong_engineer', password: PASSWORD }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const rows = await ctx.db.select().from(wechatBindings).where(eq(wechatBindings.openid, ZHAO));
    expect(rows).toHaveLength(1);
  });
});

describe('first-time user: register a new account', () => {
  const valid = { loginId: 'liugong_wx', password: 'Weixin2026', userName: '刘建军', email: 'liu@example.cn', mobile: '13588887777' };

  it.each([
    [{ loginId: '' }, '用户名：此项为必填项'],
    [{ loginId: 'abc' }, '用户名：至少输入4个字符'],
    [{ loginId: '1abcd' }, '用户名须以字母开头，只能包含字母、数字和下划线'],
    [{ password: 'short1' }, '密码：至少输入8个字符'],
    [{ password: 'onlyletters' }, '密码须同时包含字母和数字，不能包含空格'],
    [{ userName: '   ' }, '姓名：此项为必填项'],
    [{ userName: '名'.repeat(21) }, '姓名：最多输入20个字符'],
    [{ email: 'not-an-email' }, '邮箱：请输入正确的邮箱地址'],
    [{ mobile: '12345678901' }, '请输入正确的手机号码'],
    [{ loginId: 42 }, '用户名：格式不正确'],
  ])('rejects %j: %s', async (override, message) => {
    const bindTicket = await bindTicketFor(ZHAO);
    const res = await post('/api/auth/wechat/register', { bindTicket, ...valid, ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, errorMessage: message, errorCode: 'INVALID_PARAM', data: null });
  });

  it('refuses a login id that exists, in any case', async () => {
    const bindTicket = await bindTicketFor(ZHAO);
    const res = await post('/api/auth/wechat/register', { bindTicket, ...valid, loginId: 'JingGong_Buyer' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 409, errorMessage: '该用户名已被注册', errorCode: 'LOGIN_ID_TAKEN', data: null });
  });

  it('creates an individual customer (no company), binds the WeChat and logs in; the password works too', async () => {
    const bindTicket = await bindTicketFor(ZHAO, '/vona2/result');
    const res = await post('/api/auth/wechat/register', { bindTicket, ...valid });
    expect(res.statusCode).toBe(200);
    const { session, redirect } = res.json().data;
    expect(redirect).toBe('/vona2/result');
    expect(session).toMatchObject({
      userName: '刘建军',
      userCode: expect.stringMatching(/^U\d{10}$/),
      customerCode: null,
      customerName: null,
      customerType: '2',
      permissionList: ['PRICE_CHECK', 'CART', '7'],
      sessionStatus: '0',
    });
    const [row] = await ctx.db.select().from(users).where(eq(users.userCode, session.userCode));
    expect(row).toMatchObject({
      loginId: 'liugong_wx',
      email: 'liu@example.cn',
      cellularPhone: '13588887777',
      customerCode: null,
      isMain: false,
      status: 'ACTIVE',
    });
    expect(row!.passwordHash).toMatch(/^\$scrypt\$/);
    expect((await loginAs(app, 'liugong_wx', valid.password)).session.userCode).toBe(session.userCode);
    // the ticket is spent: a second account cannot be made with it
    const again = await post('/api/auth/wechat/register', { bindTicket, ...valid, loginId: 'liugong_wx2' });
    expect(again.json().errorCode).toBe('WECHAT_TICKET_INVALID');

    const next = await scanAs(app, ZHAO);
    expect((await callback(app, next, next.stateCookie)).json().data).toMatchObject({
      result: 'session',
      session: { userCode: session.userCode },
    });
    await ctx.db.delete(users).where(eq(users.userCode, session.userCode));
  });

  it('optional fields may be left out', async () => {
    const bindTicket = await bindTicketFor(ZHAO);
    const res = await post('/api/auth/wechat/register', { bindTicket, loginId: 'zhao_only', password: 'Weixin2026', userName: '赵' });
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.loginId, 'zhao_only'));
    expect(row).toMatchObject({ email: null, cellularPhone: null });
    await ctx.db.delete(users).where(eq(users.loginId, 'zhao_only'));
  });
});

describe('status and PUT /api/user/v1/wechat/unbind', () => {
  it('need a session', async () => {
    expect((await app.inject({ method: 'PUT', url: '/api/user/v1/wechat/unbind' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/user/v1/wechat/status' })).json().errorCode).toBe('NOT_LOGGED_IN');
  });

  it("unbinds the caller's WeChat; the next WeChat login asks to bind again", async () => {
    const bindTicket = await bindTicketFor(LIUGONG);
    const bound = await post('/api/auth/wechat/bind', { bindTicket, loginId: 'zhangwei', password: PASSWORD });
    const { sessionId } = bound.json().data.session;
    const headers = { cookie: `msm_sid=${bindingCookieOf(bound)}` };

    const status = await app.inject({ method: 'GET', url: '/api/user/v1/wechat/status', query: { sessionId }, headers });
    expect(status.json().data).toEqual({ bound: true, nickname: '刘工', headimgurl: expect.any(String), boundAt: expect.any(String) });

    const res = await app.inject({ method: 'PUT', url: '/api/user/v1/wechat/unbind', query: { sessionId }, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 0, errorMessage: '', data: { bound: false, nickname: null, headimgurl: null, boundAt: null } });
    // idempotent
    expect((await app.inject({ method: 'PUT', url: '/api/user/v1/wechat/unbind', query: { sessionId }, headers })).json().data.bound).toBe(
      false,
    );
    // the session itself lives on
    expect((await authCheck(sessionId, bindingCookieOf(bound)!)).statusCode).toBe(200);

    const next = await scanAs(app, LIUGONG);
    expect((await callback(app, next, next.stateCookie)).json().data.result).toBe('bind');
  });

  it('a PUT without sessionId (cookie alone) is refused, like every unsafe call', async () => {
    const l = await loginAs(app, 'jinggong_admin');
    const res = await app.inject({ method: 'PUT', url: '/api/user/v1/wechat/unbind', headers: l.headers });
    expect(res.statusCode).toBe(401);
    expect(await ctx.db.select().from(wechatBindings).where(eq(wechatBindings.openid, JIANGUO))).toHaveLength(1);
  });
});
