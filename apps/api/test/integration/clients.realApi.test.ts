import { getRefreshHashCookie, getSessionIdCookie, loadUserSession, refreshSession, selectCan } from '@shop/session';
import {
  apiCall,
  ApiRequestError,
  configureApi,
  createShopStore,
  fetchAuthCheck,
  fetchCustomerInfo,
  loginWithPassword,
  logoutUser,
  performRequest,
  userApi,
} from '@shop/api-clients';
import { resetClients, startRealApi } from './realApi';
import { DEMO_ACCOUNTS, DEMO_COMPANY } from '../../src/db/seed/demoAccounts';

const account = (loginId: string) => DEMO_ACCOUNTS.find((a) => a.loginId === loginId)!;
const creds = (loginId: string) => ({ loginId, password: account(loginId).password });

let api: Awaited<ReturnType<typeof startRealApi>>;
beforeAll(async () => {
  api = await startRealApi();
}, 60_000);
afterAll(() => api.close());
beforeEach(() => {
  resetClients();
  api.jar.clear();
  api.calls.length = 0;
  configureApi({ fetch: api.fetch });
});

describe('clients against the real API', () => {
  it('logs in, stores session and cookies, then reads auth check and customer info', async () => {
    const s = await loginWithPassword(creds('jinggong_buyer'));
    expect(s).toMatchObject({ userCode: account('jinggong_buyer').userCode, customerName: DEMO_COMPANY.customerName, sessionStatus: '0' });
    expect(getSessionIdCookie()).toBe(s.sessionId);
    expect(getRefreshHashCookie()).toBe(s.refreshTokenHash);
    expect(loadUserSession()?.userName).toBe('李娜');
    expect(api.jar.has('msm_sid')).toBe(true);

    await expect(fetchAuthCheck()).resolves.toEqual({
      permissionList: account('jinggong_buyer').permissionList,
      cellularPhone: account('jinggong_buyer').cellularPhone,
    });
    await expect(fetchCustomerInfo()).resolves.toEqual({
      shipToManageFlag: '0',
      shipToChangeFlag: '1',
      customerCode: DEMO_COMPANY.customerCode,
      serviceStopType: '0',
      orderCancelDisplayFlag: '1',
    });
  });

  it('a wrong password and an unknown account read the same through the client', async () => {
    const e1 = await loginWithPassword({ loginId: 'jinggong_buyer', password: 'nope-nope' }).catch((e: unknown) => e);
    const e2 = await loginWithPassword({ loginId: 'no_such_user', password: 'nope-nope' }).catch((e: unknown) => e);
    for (const e of [e1, e2]) {
      expect(e).toBeInstanceOf(ApiRequestError);
      expect((e as ApiRequestError).error).toEqual({
        status: 401,
        message: '账号或密码错误',
        errorCode: 'LOGIN_FAILED',
        url: '/api/auth/login',
      });
    }
    expect(loadUserSession()).toBeNull();
  });

  it('without login a guarded call is NOT_LOGGED_IN and no refresh is tried', async () => {
    await expect(fetchAuthCheck()).rejects.toMatchObject({ error: { status: 401, errorCode: 'NOT_LOGGED_IN', message: '请先登录' } });
    expect(api.calls).toEqual(['/api/user/v1/auth/check']);
  });

  it('refreshSession rotates through the API; the old sessionId is refused, the new one works', async () => {
    const first = await loginWithPassword(creds('jinggong_admin'));
    const r = await refreshSession();
    expect(r).toMatchObject({ ok: true, refreshed: true });
    expect(getSessionIdCookie()).not.toBe(first.sessionId);
    expect(loadUserSession()?.refreshTokenHash).not.toBe(first.refreshTokenHash);
    await expect(fetchAuthCheck()).resolves.toMatchObject({ permissionList: expect.arrayContaining(['USER_MANAGE', '7']) });
    const stale = await performRequest({ url: '/api/user/v1/auth/check', params: { sessionId: first.sessionId }, noRefresh: true });
    expect(stale.error).toMatchObject({ status: 401, errorCode: 'SESSION_EXPIRED' });
  });

  it('an expired session is refreshed automatically and the call retried', async () => {
    const s = await loginWithPassword(creds('jinggong_engineer'));
    await api.expireSession(s.sessionId);
    api.calls.length = 0;
    await expect(fetchAuthCheck()).resolves.toMatchObject({ permissionList: account('jinggong_engineer').permissionList });
    expect(api.calls).toEqual(['/api/user/v1/auth/check', '/api/auth/refresh', '/api/user/v1/auth/check']);
    expect(getSessionIdCookie()).not.toBe(s.sessionId);
  });

  it('many calls failing at once cause one refresh, and all succeed', async () => {
    const s = await loginWithPassword(creds('jinggong_buyer'));
    await api.expireSession(s.sessionId);
    api.calls.length = 0;
    const results = await Promise.all([fetchAuthCheck(), fetchCustomerInfo(), fetchAuthCheck(), fetchCustomerInfo(), fetchAuthCheck()]);
    expect(results).toHaveLength(5);
    expect(api.calls.filter((p) => p === '/api/auth/refresh')).toHaveLength(1);
  });

  it('when a stolen refresh token is replayed elsewhere, the family is revoked and the client ends up logged out', async () => {
    const s = await loginWithPassword(creds('jinggong_buyer'));
    await refreshSession(); // the client moves on; s.refreshTokenHash is now spent
    // a thief holding both the spent token and the msm_sid cookie replays it from another browser, after the grace
    // window in which a second tab's refresh would get the same new pair
    await api.pastRefreshGrace(s.refreshTokenHash);
    const replay = await api.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshTokenHash: s.refreshTokenHash },
      headers: { cookie: `msm_sid=${api.jar.get('msm_sid')}` },
    });
    expect(replay.json()).toMatchObject({ errorCode: 'REFRESH_REUSED' });
    // the legitimate client: its call expires, its refresh is refused, it is logged out locally
    api.calls.length = 0;
    const r = await performRequest({ url: '/api/user/v1/auth/check' });
    expect(r.error).toMatchObject({ status: 401, errorCode: 'SESSION_EXPIRED' });
    expect(api.calls).toEqual(['/api/user/v1/auth/check', '/api/auth/refresh']);
    expect(loadUserSession()).toBeNull();
    expect(getSessionIdCookie()).toBeUndefined();
  });

  it('a browser that lost its msm_sid cookie is told NOT_LOGGED_IN and drops its local session', async () => {
    await loginWithPassword(creds('jinggong_buyer'));
    api.jar.delete('msm_sid');
    await expect(fetchAuthCheck()).rejects.toMatchObject({ error: { errorCode: 'NOT_LOGGED_IN' } });
    expect(loadUserSession()).toBeNull();
    expect(getSessionIdCookie()).toBeUndefined();
  });

  it('logout ends the server session and clears cookies and storage', async () => {
    const s = await loginWithPassword(creds('zhangwei'));
    await logoutUser();
    expect(loadUserSession()).toBeNull();
    expect(getSessionIdCookie()).toBeUndefined();
    expect(api.jar.has('msm_sid')).toBe(false);
    const after = await performRequest({ url: '/api/user/v1/auth/check', params: { sessionId: s.sessionId }, noRefresh: true });
    expect(after.error?.status).toBe(401);
  });

  it('the RTK Query store sees login, permissions and logout', async () => {
    const store = createShopStore();
    await store.dispatch(userApi.endpoints.login.initiate(creds('jinggong_engineer'))).unwrap();
    await store.dispatch(userApi.endpoints.authCheck.initiate());
    await store.dispatch(userApi.endpoints.customerInfo.initiate());
    const st = store.getState();
    expect(selectCan(st, 'CAD')).toBe(true);
    expect(selectCan(st, 'QUOTE')).toBe(true);
    expect(selectCan(st, 'ORDER')).toBe(false);
    expect(selectCan(st, 'ORDER_CANCEL')).toBe(false);
    expect(selectCan(st, 'SHIP_TO_CHANGE')).toBe(true);
    expect(selectCan(st, 'SHIP_TO_MANAGE')).toBe(false);
    await store.dispatch(userApi.endpoints.logout.initiate());
    expect(store.getState().session.user).toBeNull();
    expect(selectCan(store.getState(), 'QUOTE')).toBe(false);
  });

  it('an unknown /api path is rejected with url, status and the envelope text, not retried', async () => {
    const e = (await apiCall({ url: '/api/v1/no/such/thing' }).catch((x: unknown) => x)) as ApiRequestError;
    expect(e.error).toMatchObject({ status: 404, url: '/api/v1/no/such/thing' });
    expect(e.error.message).toMatch(/[\u4e00-\u9fa5]/);
    expect(api.calls).toEqual(['/api/v1/no/such/thing']);
  });
});
