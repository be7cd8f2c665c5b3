import { createFakeApi, loginAnswerFor, ok, type Routes } from '@shop/test-support';

/** 张伟 of the seed (an individual customer without a company), as a WeChat login answers him. */
export const SESSION = loginAnswerFor('zhangwei', { sessionExpiresAt: '2026-03-02T03:00:00.000Z' });

/**
 * A fake API for the account pages (@shop/test-support's createFakeApi), installed at once: WeChat's start call
 * answers a sandbox authorize address, `handlers` ('METHOD /path') and api.on() add or replace answers.
 */
export function installFakeWechatApi(handlers: Routes = {}) {
  const api = createFakeApi(() => ({
    'GET /api/auth/wechat/start': () => ok({ authorizeUrl: '/api/sandbox/wechat/qrconnect?appid=wx&state=abc#wechat_redirect' }),
    ...handlers,
  }));
  api.install();
  return api;
}
export type FakeWechatApi = ReturnType<typeof installFakeWechatApi>;
