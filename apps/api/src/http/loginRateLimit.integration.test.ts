import type { FastifyInstance } from 'fastify';
import { buildApi } from '../app';
import { buildUserTestApp, manualClock } from '../auth/testing';
import { DEMO_ACCOUNTS } from '../db/seed/demoAccounts';
import type { Db } from '../db/client';
import { createTestDb } from '../testing/testDb';
import { LOGIN_RATE_LIMITED_MESSAGE, loginRateLimit } from './loginRateLimit';

const MAX = 3;
const accounts = DEMO_ACCOUNTS.filter((a) => a.role !== 'individual');
const good = (i = 0) => ({ loginId: accounts[i % accounts.length]!.loginId, password: accounts[i % accounts.length]!.password });
const wrong = (i = 0) => ({ loginId: accounts[i % accounts.length]!.loginId, password: 'Wrong-password-1' });

const attempt = (app: FastifyInstance, payload: object, remoteAddress = '203.0.113.7') =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });

describe('login attempts are limited per address (apiPlugin, counters in the database)', () => {
  let db: Db;
  let dispose: () => Promise<void>;
  let apiA: FastifyInstance;
  let apiB: FastifyInstance;
  const saved = process.env.LOGIN_IP_MAX_FAILURES;

  beforeAll(async () => {
    ({ db, dispose } = await createTestDb({ seed: 'accounts' }));
    process.env.LOGIN_IP_MAX_FAILURES = String(MAX);
    // two API processes on one database, as behind a load balancer
    apiA = await buildApi({ db, logger: false });
    apiB = await buildApi({ db, logger: false });
  }, 120_000);
  afterAll(async () => {
    if (saved === undefined) delete process.env.LOGIN_IP_MAX_FAILURES;
    else process.env.LOGIN_IP_MAX_FAILURES = saved;
    await apiA?.close();
    await apiB?.close();
    await dispose?.();
  });

  it('successful logins are not counted: an office behind one address logs in as often as it needs', async () => {
    for (let i = 0; i < MAX * 3; i++) expect((await attempt(apiA, good(i), '198.51.100.1')).statusCode).toBe(200);
  });

  it('after MAX failures from one address, across accounts and API processes, the next attempt gets 429', async () => {
    const ip = '203.0.113.7';
    // spread over several accounts (no account reaches its own lock) and both processes
    for (let i = 0; i < MAX; i++) {
      const res = await attempt(i % 2 ? apiB : apiA, wrong(i), ip);
      expect(res.statusCode).toBe(401);
      expect(res.json().errorMessage).toBe('账号或密码错误');
    }
    const limited = await attempt(apiB, good(), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ status: 429, errorMessage: LOGIN_RATE_LIMITED_MESSAGE, errorCode: 'TOO_MANY_REQUESTS', data: null });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.cookies.find((c) => c.name === 'msm_sid')).toBeUndefined();
    expect((await attempt(apiA, good(), ip)).statusCode).toBe(429);
  });

  it('other addresses are not affected, and other calls from the limited address still work', async () => {
    expect((await attempt(apiA, good(), '203.0.113.8')).statusCode).toBe(200);
    const other = await apiA.inject({ method: 'GET', url: '/api/check_health', remoteAddress: '203.0.113.7' });
    expect(other.statusCode).toBe(200);
  });
});

describe('the per-address window', () => {
  it('ends: after windowMs the address may try again', async () => {
    const clock = manualClock();
    const { app, close } = await buildUserTestApp({
      auth: { now: clock.now },
      envelopeErrors: true,
      before: async (a, db) => {
        await a.register(loginRateLimit, { db, settings: { max: 2, windowMs: 60_000, now: clock.now } });
      },
    });
    try {
      expect((await attempt(app, wrong(0))).statusCode).toBe(401);
      expect((await attempt(app, wrong(1))).statusCode).toBe(401);
      const limited = await attempt(app, good());
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBe('60');
      clock.advance(30_000);
      expect((await attempt(app, good())).statusCode).toBe(429);
      clock.advance(30_001);
      expect((await attempt(app, good())).statusCode).toBe(200);
    } finally {
      await close();
    }
  }, 120_000);
});
