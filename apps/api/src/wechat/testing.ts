import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildUserTestApp, manualClock } from '../auth/testing';
import { wechatPlugin } from './plugin';
import { STATE_COOKIE } from './routes';
import { SANDBOX_PREFIX, type WechatSettings } from './settings';

/** the tests scan many times a minute from one address; wechat.limits.integration.test.ts sets its own limits */
const UNLIMITED = { start: 100_000, sandboxPage: 100_000, sandboxPoll: 100_000 };

/**
 * The user and WeChat families on a seeded test database (PGlite, or PostgreSQL with DATABASE_URL), listening on
 * a loopback port so the shop's code exchange is a real HTTP call to the sandbox, as it would be to WeChat. The
 * sandbox is switched on here explicitly, whatever SANDBOXES says.
 */
export async function buildWechatTestApp(overrides: Partial<WechatSettings> = {}) {
  const clock = manualClock();
  const testApi = await buildUserTestApp({
    seed: 'wechat',
    auth: { now: clock.now },
    envelopeErrors: true,
    extra: async (app, db) => {
      await app.register(wechatPlugin, { db, wechat: { now: clock.now, sandbox: true, rateLimitPerMinute: UNLIMITED, ...overrides } });
    },
    listen: true,
  });
  return { ...testApi, clock };
}

const cookieOf = (res: LightMyRequestResponse, name: string) => res.cookies.find((c) => c.name === name)?.value;

interface ScanResult {
  /** the browser's state cookie from /start */
  stateCookie: string;
  /** what the provider sent the browser back with */
  code: string;
  state: string;
  authorizeUrl: string;
}

/**
 * What a browser does up to the shop's callback page: /start, the provider's QR page, 确认登录 for one sandbox
 * user in the 「模拟手机扫码」 panel, the 302 back to redirect_uri.
 */
export async function scanAs(app: FastifyInstance, openid: string, redirect = '/my'): Promise<ScanResult> {
  const start = await app.inject({ method: 'GET', url: '/api/auth/wechat/start', query: { redirect } });
  if (start.statusCode !== 200) throw new Error(`start: ${start.statusCode} ${start.body}`);
  const authorizeUrl = start.json().data.authorizeUrl as string;
  const stateCookie = cookieOf(start, STATE_COOKIE)!;
  const page = await app.inject({ method: 'GET', url: authorizeUrl.replace(/#.*$/, '') });
  if (page.statusCode !== 200) throw new Error(`qrconnect: ${page.statusCode} ${page.body}`);
  const uuid = /name="uuid" value="([^"]+)"/.exec(page.body)![1]!;
  const confirm = await app.inject({
    method: 'POST',
    url: `${SANDBOX_PREFIX}/confirm`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ uuid, openid, mode: 'desktop' }).toString(),
  });
  if (confirm.statusCode !== 302) throw new Error(`confirm: ${confirm.statusCode} ${confirm.body}`);
  const back = new URL(confirm.headers.location as string);
  return { stateCookie, code: back.searchParams.get('code')!, state: back.searchParams.get('state')!, authorizeUrl };
}

/** The shop's callback page posting what came back, with the browser's state cookie. */
export function callback(app: FastifyInstance, scan: Pick<ScanResult, 'code' | 'state'>, stateCookie: string | null) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/wechat/callback',
    payload: { code: scan.code, state: scan.state },
    headers: stateCookie === null ? {} : { cookie: `${STATE_COOKIE}=${stateCookie}` },
  });
}
