import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { configure, render } from '@testing-library/react';
import { configureApi, createShopStore, installRefreshTransport, resetApiConfig, type LoginResponse } from '@shop/api-clients';
import { clearAllCookies, configureSession, resetSessionConfig, resetSessionEvents } from '@shop/session';
import { ShopProviders } from '../../ShopProviders';

// antd in jsdom on a busy 2-core machine: a page can take seconds to appear
configure({ asyncUtilTimeout: 15_000 });

/** Fresh session config, storage, cookies and API config; no cross-tab bus or locks in jsdom. */
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
  body: unknown;
}

/** Installs a fetch for @shop/api-clients answering with `reply`; returns the calls it saw. */
export function fakeApi(reply: (call: FakeCall) => { status: number; body: unknown }): FakeCall[] {
  const calls: FakeCall[] = [];
  configureApi({
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      const call = { url, method: init?.method ?? 'GET', body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined };
      calls.push(call);
      const r = reply(call);
      return new Response(JSON.stringify(r.body), { status: r.status, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch,
  });
  return calls;
}

export const envelopeOk = (data: unknown) => ({ status: 200, body: { status: 0, errorMessage: '', data } });
export const envelopeFail = (http: number, errorMessage: string, errorCode: string) => ({
  status: http,
  body: { status: http, errorMessage, errorCode, data: null },
});

/** Shows the router's current location, so tests can read where a navigation went. */
export function LocationProbe() {
  const loc = useLocation();
  return <div data-testid="location">{loc.pathname + loc.search}</div>;
}

/** Renders `routes` (plus the probe) in a memory router inside the shop's providers, at `path`. */
export function renderRoutes(routes: RouteObject[], path: string, store = createShopStore()) {
  const withProbe: RouteObject[] = [
    {
      path: '/',
      element: <Probed />,
      children: routes,
    },
  ];
  const router = createMemoryRouter(withProbe, { initialEntries: [path] });
  const utils = render(
    <ShopProviders store={store}>
      <RouterProvider router={router} />
    </ShopProviders>,
  );
  return { ...utils, router, store };
}

function Probed(): ReactNode {
  return (
    <>
      <LocationProbe />
      <Outlet />
    </>
  );
}
