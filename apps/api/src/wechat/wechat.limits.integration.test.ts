import { lt } from 'drizzle-orm';
import { manualClock } from '../auth/testing';
import { createTestDb } from '../testing/testDb';
import { createLoginStates } from './loginStates';
import { createSandboxStore } from './sandbox/store';
import { resolveWechatSettings } from './settings';
import { SANDBOX_WECHAT_USERS } from './sandbox/users';
import { wechatBindTickets, wechatLoginStates, wechatSandboxScans } from './tables';
import { buildWechatTestApp, callback, scanAs } from './testing';

const HOUR = 60 * 60_000;
const TOO_MANY = { status: 429, errorMessage: '操作过于频繁，请稍后再试', errorCode: 'TOO_MANY_REQUESTS', data: null };

/** Anonymous writes of the WeChat login (and of its sandbox): limited per address, and cleaned up by a timer. */
describe('WeChat login: rate limits and the scheduled purge', () => {
  let ctx: Awaited<ReturnType<typeof buildWechatTestApp>>;
  beforeAll(async () => {
    ctx = await buildWechatTestApp({ rateLimitPerMinute: { start: 4, sandboxPage: 6, sandboxPoll: 3 }, purgeIntervalMs: 25 });
  }, 60_000);
  afterAll(() => ctx.close());

  const start = (remoteAddress: string) => ctx.app.inject({ method: 'GET', url: '/api/auth/wechat/start', remoteAddress });

  it('limits /start per address, with Retry-After and the envelope; other addresses go on', async () => {
    for (let i = 0; i < 4; i++) expect((await start('203.0.113.41')).statusCode).toBe(200);
    const limited = await start('203.0.113.41');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(TOO_MANY);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await start('203.0.113.42')).statusCode).toBe(200);
  });

  it('limits the sandbox QR page and confirm per address, and its polling separately', async () => {
    const authorizeUrl = (await start('203.0.113.50')).json().data.authorizeUrl.replace(/#.*$/, '') as string;
    const page = (remoteAddress: string) => ctx.app.inject({ method: 'GET', url: authorizeUrl, remoteAddress });
    for (let i = 0; i < 6; i++) expect((await page('203.0.113.51')).statusCode).toBe(200);
    const limited = await page('203.0.113.51');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(TOO_MANY);
    const confirm = await ctx.app.inject({
      method: 'POST',
      url: '/api/sandbox/wechat/confirm',
      remoteAddress: '203.0.113.51',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `uuid=x&openid=${SANDBOX_WECHAT_USERS[0]!.openid}`,
    });
    expect(confirm.statusCode).toBe(429);
    const poll = (remoteAddress: string) => ctx.app.inject({ method: 'GET', url: '/api/sandbox/wechat/qrstatus?uuid=x', remoteAddress });
    for (let i = 0; i < 3; i++) expect((await poll('203.0.113.52')).statusCode).toBe(200);
    expect((await poll('203.0.113.52')).statusCode).toBe(429);
    expect((await page('203.0.113.52')).statusCode).toBe(200);
  });

  it('purges expired states, tickets and sandbox scans on its timer, not when a request comes', async () => {
    const scan = await scanAs(ctx.app, SANDBOX_WECHAT_USERS[1]!.openid);
    expect((await callback(ctx.app, scan, scan.stateCookie)).json().data.result).toBe('bind');
    ctx.clock.advance(3 * HOUR);
    const cutoff = new Date(ctx.clock.now().getTime() - HOUR);
    const expired = async () => ({
      states: (await ctx.db.select().from(wechatLoginStates).where(lt(wechatLoginStates.expiresAt, cutoff))).length,
      tickets: (await ctx.db.select().from(wechatBindTickets).where(lt(wechatBindTickets.expiresAt, cutoff))).length,
      scans: (await ctx.db.select().from(wechatSandboxScans).where(lt(wechatSandboxScans.expiresAt, cutoff))).length,
    });
    // a fresh state, which the purge must leave alone
    await start('203.0.113.60');
    let left = await expired();
    for (let i = 0; i < 400 && (left.states || left.tickets || left.scans); i++) {
      await new Promise((r) => setTimeout(r, 25));
      left = await expired();
    }
    expect(left).toEqual({ states: 0, tickets: 0, scans: 0 });
    expect((await ctx.db.select().from(wechatLoginStates)).length).toBe(1);
  }, 30_000);
});

describe('creating a state or a sandbox scan purges nothing (the request path stays a single insert)', () => {
  it('leaves expired rows to purgeExpired', async () => {
    const { db, dispose } = await createTestDb();
    try {
      const clock = manualClock();
      const settings = resolveWechatSettings({ now: clock.now, sandbox: true });
      const states = createLoginStates(db, settings);
      const store = createSandboxStore(db, settings);
      await states.create('/');
      await store.createScan({ appid: settings.appid, redirectUri: 'http://localhost/cb', state: 's' });
      clock.advance(3 * HOUR);
      await states.create('/');
      await store.createScan({ appid: settings.appid, redirectUri: 'http://localhost/cb', state: 's' });
      expect((await db.select().from(wechatLoginStates)).length).toBe(2);
      expect((await db.select().from(wechatSandboxScans)).length).toBe(2);
      await states.purgeExpired();
      await store.purgeExpired();
      expect((await db.select().from(wechatLoginStates)).length).toBe(1);
      expect((await db.select().from(wechatSandboxScans)).length).toBe(1);
    } finally {
      await dispose();
    }
  });
});
