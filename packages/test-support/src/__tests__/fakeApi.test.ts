import { apiCall, resetApiConfig } from '@shop/api-clients';
import { createFakeApi, fail, fakeApi, ok } from '../fakeApi';

afterEach(() => resetApiConfig());

describe('createFakeApi', () => {
  const api = createFakeApi((options: { greeting?: string }) => ({
    '/api/v1/hello': () => ok(options.greeting ?? '你好'),
    'POST /api/v1/hello': ({ body }) => ok(`收到 ${String(body?.name)}`),
  }));

  it('answers from its route table, a method-specific route before the path alone, and records each call', async () => {
    api.install();
    await expect(apiCall({ url: '/api/v1/hello' })).resolves.toBe('你好');
    await expect(apiCall({ url: '/api/v1/hello', method: 'POST', body: { name: '王建国' } })).resolves.toBe('收到 王建国');
    expect(api.callsTo('/api/v1/hello').map((c) => c.method)).toEqual(['GET', 'POST']);
    expect(api.callsTo('POST', '/api/v1/hello')[0]!.body).toEqual({ name: '王建国' });
  });

  it('answers an unknown path with the envelope 404', async () => {
    api.install();
    await expect(apiCall({ url: '/api/v1/nothing' })).rejects.toMatchObject({ message: '接口不存在' });
  });

  it('fails one route until the next install, which starts a fresh server with its options', async () => {
    api.install();
    api.fail('/api/v1/hello', '服务维护中');
    await expect(apiCall({ url: '/api/v1/hello' })).rejects.toMatchObject({ message: '服务维护中' });
    api.install({ greeting: '您好' });
    expect(api.calls).toHaveLength(0);
    await expect(apiCall({ url: '/api/v1/hello' })).resolves.toBe('您好');
  });
});

describe('fakeApi', () => {
  it('answers every call from one function and returns the calls', async () => {
    const calls = fakeApi((call) => (call.path === '/api/v1/brand/search' ? ok([]) : fail(403, '没有操作权限', 'FORBIDDEN')));
    await expect(apiCall({ url: '/api/v1/brand/search' })).resolves.toEqual([]);
    await expect(apiCall({ url: '/api/v1/order' })).rejects.toMatchObject({ message: '没有操作权限' });
    expect(calls.map((c) => c.path)).toEqual(['/api/v1/brand/search', '/api/v1/order']);
  });
});
