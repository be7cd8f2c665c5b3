import { resetSessionConfig, resetSessionEvents, configureSession, type UserSession } from '@shop/session';
import { configureApi, installRefreshTransport, resetApiConfig } from '../src';

export interface SeenRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
}
export interface FakeAnswer {
  status?: number;
  statusText?: string;
  body?: unknown;
  /** raw text instead of JSON */
  text?: string;
}

/** A fetch that answers from a handler and records every request. */
export function fakeFetch(handler: (req: SeenRequest) => FakeAnswer | Promise<FakeAnswer>) {
  const seen: SeenRequest[] = [];
  const fn = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((v, k) => (headers[k] = v));
    let body: unknown = init.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        /* keep text */
      }
    }
    const req = { method: init.method ?? 'GET', url: new URL(String(input)), headers, body };
    seen.push(req);
    const a = await handler(req);
    const text = a.text ?? (a.body === undefined ? '' : JSON.stringify(a.body));
    return new Response(text, { status: a.status ?? 200, statusText: a.statusText ?? '' });
  }) as typeof fetch;
  return { fetch: fn, seen };
}

export function resetClients(): void {
  resetSessionEvents();
  resetSessionConfig();
  configureSession({ createChannel: () => null, locks: null });
  resetApiConfig();
  installRefreshTransport();
}

export function installFakeFetch(handler: Parameters<typeof fakeFetch>[0]) {
  const f = fakeFetch(handler);
  configureApi({ fetch: f.fetch });
  return f;
}

export function sessionFor(sessionId: string, refreshTokenHash: string): UserSession {
  return {
    userName: '王伟',
    userCode: 'U1',
    sessionId,
    customerCode: 'C1',
    customerName: '苏州精工自动化设备有限公司',
    customerType: '1',
    settlementType: '1',
    settlementTypeDisp: '月结',
    newTabFlag: '1',
    permissionList: ['ORDER'],
    sessionStatus: '0',
    refreshTokenHash,
    purchaseLinkFlag: '0',
    promptDeliveryFlag: '0',
    purchaseList: [],
  };
}
