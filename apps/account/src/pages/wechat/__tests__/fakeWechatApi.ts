import { configureApi, fail, ok, resetApiConfig } from '@shop/api-clients';
import { demoLogin } from '../../../../../../packages/shared-ui/src/testing/loginTestSupport';

type Answer = { status: number; body: unknown };
type Handler = (call: Call) => Answer;

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | undefined;
}

export const okAnswer = (data: unknown): Answer => ({ status: 200, body: ok(data) });
export const failAnswer = (status: number, message: string, code: string): Answer => ({ status, body: fail(message, code, status) });

export const SESSION = demoLogin({
  userName: '张伟', userCode: 'U0098765001', customerCode: null, customerName: null, customerType: '2', settlementType: null,
  settlementTypeDisp: null, permissionList: ['PRICE_CHECK', 'CART', '7'], sessionExpiresAt: '2026-03-02T03:00:00.000Z',
});

/** A fake API for the WeChat pages, installed as the api-clients fetch; handlers can be replaced per test. */
export function installFakeWechatApi(handlers: Record<string, Handler> = {}) {
  const calls: Call[] = [];
  const routes: Record<string, Handler> = {
    'GET /api/auth/wechat/start': () => okAnswer({ authorizeUrl: '/api/sandbox/wechat/qrconnect?appid=wx&state=abc#wechat_redirect' }),
    ...handlers,
  };
  const fakeFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    const call = { method, path: url.pathname, query: url.searchParams, body };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    const answer = handler ? handler(call) : failAnswer(404, '接口不存在', 'NOT_FOUND');
    const text = JSON.stringify(answer.body);
    return { status: answer.status, statusText: answer.status === 200 ? 'OK' : 'Error', text: async () => text } as Response;
  };
  configureApi({ fetch: fakeFetch as typeof fetch, isOnline: () => true });
  return {
    calls,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
    on(route: string, handler: Handler) {
      routes[route] = handler;
    },
    uninstall: () => resetApiConfig(),
  };
}
export type FakeWechatApi = ReturnType<typeof installFakeWechatApi>;
