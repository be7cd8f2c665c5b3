import { establishSession, getSessionIdCookie, loadUserSession } from '@shop/session';
import { apiCall, ApiRequestError, configureApi, performRequest } from '../src';
import { resetClients, sessionFor, installFakeFetch } from './helpers';

describe('performRequest', () => {
  beforeEach(resetClients);

  it('adds applicationId, lang and (when logged in) sessionId to the query', async () => {
    const f = installFakeFetch(() => ({ body: { status: 0, errorMessage: '', data: 1 } }));
    await performRequest({ url: '/api/v1/brand/search', params: { a: 'x', empty: '', none: undefined, list: [1, 2] } });
    let q = f.seen[0]!.url.searchParams;
    expect(q.get('applicationId')).toBe('pc-cn');
    expect(q.get('lang')).toBe('zh-CN');
    expect(q.has('sessionId')).toBe(false);
    expect(q.get('a')).toBe('x');
    expect(q.has('empty')).toBe(false);
    expect(q.getAll('list')).toEqual(['1', '2']);
    establishSession(sessionFor('sid-1', 'rt-1'));
    await performRequest({ url: '/api/v1/brand/search' });
    q = f.seen[1]!.url.searchParams;
    expect(q.get('sessionId')).toBe('sid-1');
  });

  it('puts sessionId in the JSON body where the call says so', async () => {
    establishSession(sessionFor('sid-1', 'rt-1'));
    const f = installFakeFetch(() => ({ body: { status: 0, errorMessage: '', data: null } }));
    await performRequest({ url: '/api/user/v1/shipToInfo/update', method: 'POST', body: { name: '上海仓' }, sessionIdIn: 'body' });
    expect(f.seen[0]!.body).toEqual({ name: '上海仓', sessionId: 'sid-1' });
    expect(f.seen[0]!.url.searchParams.has('sessionId')).toBe(false);
    expect(f.seen[0]!.headers['content-type']).toBe('application/json');
  });

  it('picks base URL, envelope, API-key header and fixed headers by service', async () => {
    configureApi({
      services: {
        customer: { baseUrl: 'https://cs.example.cn', apiKey: { header: 'x-api-key', value: 'k-cs' } },
        jp: { baseUrl: 'https://jp.example.cn' },
      },
    });
    const f = installFakeFetch((r) =>
      r.url.host === 'cs.example.cn' ? { body: { returnFlg: 0, returnMSG: '', data: 'cs' } } : { body: { any: 'jp' } },
    );
    await expect(apiCall({ url: '/Customer/getPointsInfo', service: 'customer', method: 'POST', body: {} })).resolves.toBe('cs');
    await expect(apiCall({ url: '/customer/v1/shipto', service: 'jp' })).resolves.toEqual({ any: 'jp' });
    expect(f.seen[0]!.url.href).toMatch(/^https:\/\/cs\.example\.cn\/Customer\/getPointsInfo\?/);
    expect(f.seen[0]!.headers['x-api-key']).toBe('k-cs');
    expect(f.seen[1]!.headers['x-api-key']).toBeUndefined();
    expect(f.seen[1]!.headers['x-client-program']).toBe('CN_EC');
  });

  it('answers offline without calling when the browser says so', async () => {
    configureApi({ isOnline: () => false });
    const f = installFakeFetch(() => ({ body: {} }));
    expect(await performRequest({ url: '/api/v1/x' })).toEqual({
      error: { status: 'failed', message: '网络连接不可用', detail: '请检查网络连接后重试' },
    });
    expect(f.seen).toHaveLength(0);
  });

  it('answers offline when fetch itself fails', async () => {
    configureApi({
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as typeof fetch,
    });
    const r = await performRequest({ url: '/api/v1/x' });
    expect(r.error).toMatchObject({ status: 'failed', message: '网络连接不可用', detail: '请检查网络连接后重试' });
  });

  it('rejects a non-200 with url, status and text and does not retry it', async () => {
    establishSession(sessionFor('sid-1', 'rt-1'));
    const f = installFakeFetch(() => ({ status: 503, statusText: 'Service Unavailable', text: 'down' }));
    const r = await performRequest({ url: '/api/v1/category/search' });
    expect(r.error).toEqual({ status: 503, message: 'Service Unavailable', url: '/api/v1/category/search' });
    expect(f.seen).toHaveLength(1);
  });

  it('refreshes once on SESSION_EXPIRED and retries the call with the new sessionId', async () => {
    establishSession(sessionFor('old-sid', 'old-rt'));
    const f = installFakeFetch((r) => {
      if (r.url.pathname === '/api/auth/refresh') {
        expect(r.body).toEqual({ refreshTokenHash: 'old-rt' });
        return { body: { status: 0, errorMessage: '', data: { ...sessionFor('new-sid', 'new-rt') } } };
      }
      if (r.url.searchParams.get('sessionId') === 'new-sid') return { body: { status: 0, errorMessage: '', data: 'fresh' } };
      return { status: 401, body: { status: 401, errorMessage: '登录已过期，请重新登录', errorCode: 'SESSION_EXPIRED', data: null } };
    });
    await expect(apiCall({ url: '/api/user/v1/auth/check' })).resolves.toBe('fresh');
    expect(f.seen.map((s) => s.url.pathname)).toEqual(['/api/user/v1/auth/check', '/api/auth/refresh', '/api/user/v1/auth/check']);
    expect(getSessionIdCookie()).toBe('new-sid');
    expect(loadUserSession()?.refreshTokenHash).toBe('new-rt');
  });

  it('many calls expiring together cause one refresh', async () => {
    establishSession(sessionFor('old-sid', 'old-rt'));
    let refreshes = 0;
    installFakeFetch(async (r) => {
      if (r.url.pathname === '/api/auth/refresh') {
        refreshes++;
        await new Promise((res) => setTimeout(res, 5));
        return { body: { status: 0, errorMessage: '', data: sessionFor('new-sid', 'new-rt') } };
      }
      if (r.url.searchParams.get('sessionId') === 'new-sid') return { body: { status: 0, errorMessage: '', data: r.url.pathname } };
      return { status: 401, body: { status: 401, errorMessage: '登录已过期，请重新登录', errorCode: 'SESSION_EXPIRED', data: null } };
    });
    const paths = Array.from({ length: 8 }, (_, i) => `/api/v1/call${i}`);
    const results = await Promise.all(paths.map((url) => apiCall({ url })));
    expect(results).toEqual(paths);
    expect(refreshes).toBe(1);
  });

  it('retries only once: a second SESSION_EXPIRED is returned to the caller', async () => {
    establishSession(sessionFor('old-sid', 'old-rt'));
    const f = installFakeFetch((r) =>
      r.url.pathname === '/api/auth/refresh'
        ? { body: { status: 0, errorMessage: '', data: sessionFor('new-sid', 'new-rt') } }
        : { status: 401, body: { status: 401, errorMessage: '登录已过期，请重新登录', errorCode: 'SESSION_EXPIRED', data: null } },
    );
    const r = await performRequest({ url: '/api/v1/x' });
    expect(r.error?.errorCode).toBe('SESSION_EXPIRED');
    expect(f.seen).toHaveLength(3);
  });

  it('a refused refresh ends the session and returns the original error', async () => {
    establishSession(sessionFor('old-sid', 'old-rt'));
    installFakeFetch((r) =>
      r.url.pathname === '/api/auth/refresh'
        ? { status: 401, body: { status: 401, errorMessage: '登录已过期，请重新登录', errorCode: 'REFRESH_REUSED', data: null } }
        : { status: 401, body: { status: 401, errorMessage: '登录已过期，请重新登录', errorCode: 'SESSION_EXPIRED', data: null } },
    );
    await expect(apiCall({ url: '/api/v1/x' })).rejects.toMatchObject({ error: { errorCode: 'SESSION_EXPIRED' } });
    expect(loadUserSession()).toBeNull();
    expect(getSessionIdCookie()).toBeUndefined();
  });

  it('does not refresh on other 401s (not logged in)', async () => {
    establishSession(sessionFor('old-sid', 'old-rt'));
    const f = installFakeFetch(() => ({
      status: 401,
      body: { status: 401, errorMessage: '请先登录', errorCode: 'NOT_LOGGED_IN', data: null },
    }));
    await expect(apiCall({ url: '/api/v1/x' })).rejects.toBeInstanceOf(ApiRequestError);
    expect(f.seen).toHaveLength(1);
  });
});

describe('NOT_LOGGED_IN for the current session', () => {
  beforeEach(resetClients);

  it('drops the local session', async () => {
    establishSession(sessionFor('sid-1', 'rt-1'));
    installFakeFetch(() => ({ status: 401, body: { status: 401, errorMessage: '请先登录', errorCode: 'NOT_LOGGED_IN', data: null } }));
    await performRequest({ url: '/api/v1/x' });
    expect(loadUserSession()).toBeNull();
    expect(getSessionIdCookie()).toBeUndefined();
  });

  it('keeps a session that replaced the one the call was sent with', async () => {
    establishSession(sessionFor('sid-1', 'rt-1'));
    installFakeFetch(() => {
      establishSession(sessionFor('sid-2', 'rt-2')); // another tab logged in while the call was under way
      return { status: 401, body: { status: 401, errorMessage: '请先登录', errorCode: 'NOT_LOGGED_IN', data: null } };
    });
    await performRequest({ url: '/api/v1/x' });
    expect(loadUserSession()?.sessionId).toBe('sid-2');
  });
});
