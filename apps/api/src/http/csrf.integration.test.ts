import type { FastifyInstance } from 'fastify';
import { DEMO_ACCOUNTS } from '../db/seed/demoAccounts';
import { createTestApi } from '../testing/testApi';
import { CROSS_SITE_MESSAGE, isCrossSiteRequest } from './csrf';

const HOST = 'shop.example.cn:3000';
const admin = DEMO_ACCOUNTS.find((a) => a.role === 'main')!;
const login = { loginId: admin.loginId, password: admin.password };

let app: FastifyInstance;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, close } = await createTestApi({ seed: 'accounts' }));
}, 120_000);
afterAll(() => close?.());

const post = (headers: Record<string, string>, url = '/api/auth/login', payload: unknown = login) =>
  app.inject({ method: 'POST', url, headers: { host: HOST, ...headers }, payload: payload as object });

describe('cross-site state-changing calls are refused (403 in the envelope)', () => {
  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: cross-site with a forged same Origin', { 'sec-fetch-site': 'cross-site', origin: `http://${HOST}` }],
    ['no Sec-Fetch-Site, Origin of another site', { origin: 'https://evil.example' }],
    ['no Sec-Fetch-Site, Origin of another port', { origin: 'http://shop.example.cn:4000' }],
    ['no Sec-Fetch-Site, Origin null (sandboxed frame)', { origin: 'null' }],
    ['no Sec-Fetch-Site, unreadable Origin', { origin: 'not a url' }],
  ])('%s', async (_what, headers) => {
    const res = await post(headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 403, errorMessage: CROSS_SITE_MESSAGE, errorCode: 'FORBIDDEN', data: null });
    // refused before the route ran: no session was handed out
    expect(res.cookies.find((c) => c.name === 'msm_sid')).toBeUndefined();
  });

  it.each(['PUT', 'PATCH', 'DELETE'] as const)('%s from another site is refused too', async (method) => {
    const res = await app.inject({ method, url: '/api/user/v1/anything', headers: { host: HOST, 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorMessage).toBe('非法的跨站请求');
  });
});

describe('calls of this site and of non-browser clients go through', () => {
  it.each([
    ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin', origin: `http://${HOST}` }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['Sec-Fetch-Site: none (typed address)', { 'sec-fetch-site': 'none' }],
    ['no Sec-Fetch-Site, Origin of this host', { origin: `http://${HOST}` }],
    ['no Sec-Fetch-Site and no Origin (curl, a server)', {}],
  ])('%s', async (_what, headers) => {
    const res = await post(headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.userName).toBe(admin.userName);
  });

  it('reads (GET) are never refused for where they come from', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/check_health', headers: { host: HOST, 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('isCrossSiteRequest', () => {
  it('prefers Sec-Fetch-Site over Origin and compares hosts without regard to case', () => {
    expect(isCrossSiteRequest({ 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' }, HOST)).toBe(false);
    expect(isCrossSiteRequest({ 'sec-fetch-site': 'CROSS-SITE' }, HOST)).toBe(true);
    expect(isCrossSiteRequest({ origin: 'HTTP://SHOP.EXAMPLE.CN:3000' }, HOST)).toBe(false);
    expect(isCrossSiteRequest({}, HOST)).toBe(false);
  });
});
