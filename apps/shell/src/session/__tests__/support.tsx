import { configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  configureApi, createShopStore, installRefreshTransport, resetApiConfig, type LoginResponse,
} from '@shop/api-clients';
import { clearAllCookies, configureSession, resetSessionConfig, resetSessionEvents } from '@shop/session';
import { ShopProviders } from '@shop/shared-ui';
import { shellRouterOptions, shellRoutes } from '../../routing/createShellRouter';
import type { RemotesConfig } from '../../federation/remotesConfig';

// antd in jsdom on a busy 2-core machine: a page can take seconds to appear
configure({ asyncUtilTimeout: 15_000 });

export function resetSessionWorld(): void {
  resetSessionEvents();
  resetSessionConfig();
  resetApiConfig();
  localStorage.clear();
  clearAllCookies();
  configureSession({ createChannel: () => null, locks: null });
  installRefreshTransport();
}

export function demoLogin(over: Partial<LoginResponse> = {}): LoginResponse {
  return {
    userName: '王建国',
    userCode: 'U0012345001',
    sessionId: 'S'.repeat(43),
    customerCode: 'C0012345',
    customerName: '苏州精工自动化设备有限公司',
    customerType: '1',
    settlementType: '2',
    settlementTypeDisp: '月结',
    newTabFlag: '1',
    permissionList: ['ORDER', 'QUOTE'],
    sessionStatus: '0',
    refreshTokenHash: 'R'.repeat(43),
    purchaseLinkFlag: '0',
    promptDeliveryFlag: '0',
    purchaseList: [],
    sessionExpiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    ...over,
  };
}

export interface FakeCall {
  url: URL;
  method: string;
  body: Record<string, unknown> | undefined;
}
export type Reply = { status: number; body: unknown };

export const ok = (data: unknown): Reply => ({ status: 200, body: { status: 0, errorMessage: '', data } });
export const fail = (http: number, errorMessage: string, errorCode: string): Reply => ({
  status: http,
  body: { status: http, errorMessage, errorCode, data: null },
});

/** The API as @shop/api-clients sees it: `reply` answers each call; returns the calls made. */
export function fakeApi(reply: (call: FakeCall) => Reply | undefined): FakeCall[] {
  const calls: FakeCall[] = [];
  configureApi({
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      const call: FakeCall = {
        url, method: init?.method ?? 'GET', body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const r = reply(call) ?? fail(404, '接口不存在', 'NOT_FOUND');
      return new Response(JSON.stringify(r.body), { status: r.status, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch,
  });
  return calls;
}

export const config: RemotesConfig = {
  remotes: {
    my: { version: '1', manifest: '/apps/my/1/mf-manifest.json', prefixes: ['/my'] },
    vona2: { version: '1', manifest: '/apps/vona2/1/mf-manifest.json', prefixes: ['/vona2'] },
  },
};

/** The shell's real router (root route with frame and login popup) at `path`, with its own store. */
export function renderShell(path: string, store = createShopStore()) {
  const router = createMemoryRouter(shellRoutes(), { ...shellRouterOptions(config), initialEntries: [path] });
  const utils = render(
    <ShopProviders store={store}>
      <RouterProvider router={router} />
    </ShopProviders>,
  );
  return { ...utils, router, store };
}

/** The catalogue calls of the home page, answered empty. */
export function homeCalls(call: FakeCall): Reply | undefined {
  if (call.url.pathname === '/api/v1/category/search') return ok({ category: null, breadcrumbs: [], children: [] });
  if (call.url.pathname === '/api/v1/brand/search') return ok([]);
  return undefined;
}
