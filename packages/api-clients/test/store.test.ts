import { getSessionIdCookie, loadUserSession, sessionSlice } from '@shop/session';
import { createShopStore, rootReducer, userApi } from '../src';
import { resetClients, sessionFor, installFakeFetch } from './helpers';

const ok = (data: unknown) => ({ body: { status: 0, errorMessage: '', data } });

describe('shared store with the session slice', () => {
  beforeEach(resetClients);

  it('the root reducer holds the session slice next to the APIs', () => {
    const state = rootReducer(undefined, { type: 'init' });
    expect(Object.keys(state).sort()).toEqual(['customerApi', sessionSlice.reducerPath, 'shopApi'].sort());
    expect(state.session.user).toBeNull();
  });

  it('login, auth check and customer info flow into the session slice; logout clears it and the cache', async () => {
    const f = installFakeFetch((r) => {
      switch (r.url.pathname) {
        case '/api/auth/login':
          return ok({ ...sessionFor('sid-1', 'rt-1'), sessionExpiresAt: new Date().toISOString() });
        case '/api/user/v1/auth/check':
          return ok({ permissionList: ['ORDER', 'CART'], cellularPhone: '13912345678' });
        case '/api/user/v1/customerInfo':
          return ok({
            shipToManageFlag: '1',
            shipToChangeFlag: '1',
            customerCode: 'C1',
            serviceStopType: '0',
            orderCancelDisplayFlag: '1',
          });
        case '/api/auth/logout':
          return ok(null);
        default:
          return { status: 404, statusText: 'Not Found' };
      }
    });
    const store = createShopStore();
    await store.dispatch(userApi.endpoints.login.initiate({ loginId: 'buyer', password: 'Demo@1234' })).unwrap();
    expect(f.seen[0]!.body).toEqual({ loginId: 'buyer', password: 'Demo@1234' });
    expect(f.seen[0]!.url.searchParams.has('sessionId')).toBe(false);
    expect(store.getState().session.user?.sessionId).toBe('sid-1');
    expect(getSessionIdCookie()).toBe('sid-1');

    await store.dispatch(userApi.endpoints.authCheck.initiate());
    await store.dispatch(userApi.endpoints.customerInfo.initiate());
    expect(f.seen[1]!.url.searchParams.get('sessionId')).toBe('sid-1');
    expect(store.getState().session.authCheck).toEqual({ permissionList: ['ORDER', 'CART'], cellularPhone: '13912345678' });
    expect(store.getState().session.customerInfo?.orderCancelDisplayFlag).toBe('1');
    expect(Object.keys(store.getState().shopApi.queries)).toHaveLength(2);

    await store.dispatch(userApi.endpoints.logout.initiate());
    expect(f.seen.at(-1)!.body).toEqual({ sessionId: 'sid-1' });
    expect(store.getState().session).toMatchObject({ user: null, authCheck: null, customerInfo: null });
    expect(store.getState().shopApi.queries).toEqual({});
    expect(loadUserSession()).toBeNull();
  });

  it('logout still ends the local session when the server cannot be reached', async () => {
    installFakeFetch((r) =>
      r.url.pathname === '/api/auth/login' ? ok(sessionFor('sid-1', 'rt-1')) : { status: 502, statusText: 'Bad Gateway' },
    );
    const store = createShopStore();
    await store.dispatch(userApi.endpoints.login.initiate({ loginId: 'a', password: 'b' }));
    await store.dispatch(userApi.endpoints.logout.initiate());
    expect(store.getState().session.user).toBeNull();
    expect(getSessionIdCookie()).toBeUndefined();
  });

  it('a failed login stores nothing and carries the server message', async () => {
    installFakeFetch(() => ({ status: 401, body: { status: 401, errorMessage: '账号或密码错误', errorCode: 'LOGIN_FAILED', data: null } }));
    const store = createShopStore();
    const r = await store.dispatch(userApi.endpoints.login.initiate({ loginId: 'x', password: 'y' }));
    expect(r.error).toMatchObject({ status: 401, message: '账号或密码错误', errorCode: 'LOGIN_FAILED' });
    expect(store.getState().session.user).toBeNull();
  });
});
