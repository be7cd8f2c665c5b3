/*
 * Test-only support for login and session tests, shared by shared-ui's own tests and the shell's (which import this
 * file by its relative path). Not part of the package's runtime entry (src/index.ts).
 */
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, useLocation, type RouteObject } from 'react-router';
import { configure } from '@testing-library/react';
import { configureApi, createShopStore, installRefreshTransport, resetApiConfig, type LoginResponse } from '@shop/api-clients';
import { clearAllCookies, configureSession, resetSessionConfig, resetSessionEvents } from '@shop/session';
import { renderRouter } from './renderInShop';

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

/** The login answer for the demo main account (王建国), with `over` applied. */
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
  /** the parsed JSON body, if one was sent */
  body: Record<string, unknown> | undefined;
}
/** What the fake API answers: HTTP status and JSON body. */
export type Reply = { status: number; body: unknown };

/** HTTP 200 with a success envelope around `data`. */
export const ok = (data: unknown): Reply => ({ status: 200, body: { status: 0, errorMessage: '', data } });
/** HTTP `http` with an error envelope. */
export const fail = (http: number, errorMessage: string, errorCode: string): Reply => ({
  status: http,
  body: { status: http, errorMessage, errorCode, data: null },
});

/**
 * Installs a fetch for @shop/api-clients that answers each call with `reply` (an envelope 404 where it returns
 * undefined); returns the calls it saw.
 */
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
  return renderRouter(createMemoryRouter(withProbe, { initialEntries: [path] }), store);
}

function Probed(): ReactNode {
  return (
    <>
      <LocationProbe />
      <Outlet />
    </>
  );
}
