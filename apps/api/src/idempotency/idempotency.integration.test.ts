import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { ok } from '@shop/api-clients/envelopes';
import { IDEMPOTENCY_HEADER } from '@shop/api-clients/confirm';
import { apiPlugin } from '../app';
import { loginAs, manualClock, type TestLogin } from '../auth/testing';
import { queryRows, type Orm } from '../db/client';
import { callerOf } from '../http/access';
import { envelopeErrorHandler } from '../http/envelopeHandlers';
import { invalidParam } from '../http/errors';
import { apiServerOptions } from '../http/logging';
import { createTestDb, type TestDb } from '../testing/testDb';
import { IdempotencyMessages, idempotencyPlugin, REPLAYED_HEADER } from './plugin';
import { purgeExpiredKeys } from './store';
import { idempotencyKeys } from './tables';

const CJK = /[\u4e00-\u9fff]/;
const EFFECT_TABLE = 'idempotency_test_effect';

/** Test-only routes with a real effect: each run inserts a row into a table of the test database. */
function effectRoutes(scope: FastifyInstance, db: Orm, counters: { flaky: number; refused: number }) {
  const effect = async (caller: string, body: unknown) => {
    const { amount } = body as { amount: number };
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`insert into ${sql.identifier(EFFECT_TABLE)} (caller, amount) values (${caller}, ${amount}) returning id`,
    );
    return ok({ effectId: Number(row!.id), amount });
  };
  const config = { access: 'public', idempotent: true } as const;
  scope.post('/api/test/effect', { config }, async (request) => effect(`ip:${request.ip}`, request.body));
  scope.post('/api/test/other-effect', { config }, async (request) => effect(`ip:${request.ip}`, request.body));
  scope.post('/api/test/signed-effect', { config: { access: 'signedIn', idempotent: true } }, async (request) =>
    effect(`user:${callerOf(request).userCode}`, request.body),
  );
  // fails (500) on its first run only
  scope.post('/api/test/flaky', { config }, async (request) => {
    if (++counters.flaky === 1) throw new Error('a passing failure');
    return effect('flaky', request.body);
  });
  // always refuses the input (400); counts how often it really ran
  scope.post('/api/test/refuse', { config }, async () => {
    counters.refused++;
    throw invalidParam('数量必须大于 0');
  });
}

async function effectCount(db: Orm, caller?: string): Promise<number> {
  const where = caller === undefined ? sql`` : sql` where caller = ${caller}`;
  const [row] = await queryRows<{ n: number | string }>(db, sql`select count(*) as n from ${sql.identifier(EFFECT_TABLE)}${where}`);
  return Number(row!.n);
}

let testDb: TestDb;
let app: FastifyInstance;
const counters = { flaky: 0, refused: 0 };

beforeAll(async () => {
  testDb = await createTestDb({ seed: 'accounts' });
  await testDb.db.execute(
    sql`create table ${sql.identifier(EFFECT_TABLE)} (id serial primary key, caller text not null, amount integer not null)`,
  );
  // a test build of the whole API (apiPlugin registers the idempotency plugin) plus the routes above in its scope
  app = Fastify(apiServerOptions(false));
  await app.register(async (scope) => {
    await apiPlugin(scope, { db: testDb.db });
    effectRoutes(scope, testDb.db, counters);
  });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
});

const post = (url: string, key: string | undefined, payload: object, extra: { remoteAddress?: string; login?: TestLogin } = {}) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: extra.remoteAddress,
    query: extra.login ? { sessionId: extra.login.sessionId } : undefined,
    headers: { ...(key === undefined ? {} : { [IDEMPOTENCY_HEADER]: key }), ...(extra.login?.headers ?? {}) },
  });

interface Tally {
  first: LightMyRequestResponse[];
  replays: LightMyRequestResponse[];
  inProgress: LightMyRequestResponse[];
  other: LightMyRequestResponse[];
}

function tally(responses: LightMyRequestResponse[]): Tally {
  const t: Tally = { first: [], replays: [], inProgress: [], other: [] };
  for (const r of responses) {
    if (r.statusCode === 200 && r.headers[REPLAYED_HEADER] === 'true') t.replays.push(r);
    else if (r.statusCode === 200) t.first.push(r);
    else if (r.statusCode === 409) t.inProgress.push(r);
    else t.other.push(r);
  }
  return t;
}

describe('Idempotency-Key on a route with config.idempotent', () => {
  it('100 concurrent requests with one key: exactly one effect; the others replay its answer or get 409', async () => {
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => post('/api/test/effect', 'k-concurrent', { amount: 7 }, { remoteAddress: '198.51.100.1' })),
    );
    const t = tally(responses);
    expect(await effectCount(testDb.db, 'ip:198.51.100.1')).toBe(1);
    expect(t.other.map((r) => `${r.statusCode} ${r.body}`)).toEqual([]);
    expect(t.first).toHaveLength(1);
    expect(t.replays.length + t.inProgress.length).toBe(99);
    const firstBody = t.first[0]!.body;
    for (const r of t.replays) expect(r.body).toBe(firstBody);
    for (const r of t.inProgress) {
      expect(r.json()).toMatchObject({
        status: 409,
        errorCode: 'IDEMPOTENCY_IN_PROGRESS',
        errorMessage: IdempotencyMessages.IN_PROGRESS,
        data: null,
      });
      expect(r.json().errorMessage).toMatch(CJK);
    }
    // once it is done, a retry gets the stored answer, not a second effect
    const later = await post('/api/test/effect', 'k-concurrent', { amount: 7 }, { remoteAddress: '198.51.100.1' });
    expect(later.statusCode).toBe(200);
    expect(later.headers[REPLAYED_HEADER]).toBe('true');
    expect(later.body).toBe(firstBody);
    expect(later.headers['content-type']).toBe(t.first[0]!.headers['content-type']);
    expect(await effectCount(testDb.db, 'ip:198.51.100.1')).toBe(1);
  });

  it('100 concurrent requests of one signed-in user: one effect; a refreshed session replays; another user with the same key is independent', async () => {
    const buyer = await loginAs(app, 'jinggong_buyer');
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => post('/api/test/signed-effect', 'k-user', { amount: 3 }, { login: buyer })),
    );
    const t = tally(responses);
    expect(t.other.map((r) => `${r.statusCode} ${r.body}`)).toEqual([]);
    expect(t.first).toHaveLength(1);
    expect(await effectCount(testDb.db, `user:${buyer.session.userCode}`)).toBe(1);

    // the same user from another session (or after a refresh: another sessionId), same key and payload: the stored answer
    const again = await loginAs(app, 'jinggong_buyer');
    const replay = await post('/api/test/signed-effect', 'k-user', { amount: 3 }, { login: again });
    expect(replay.headers[REPLAYED_HEADER]).toBe('true');
    expect(replay.body).toBe(t.first[0]!.body);

    // another user who happens to send the same key runs on their own
    const engineer = await loginAs(app, 'jinggong_engineer');
    const theirs = await post('/api/test/signed-effect', 'k-user', { amount: 3 }, { login: engineer });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(theirs.json().data.effectId).not.toBe(t.first[0]!.json().data.effectId);
    expect(await effectCount(testDb.db, `user:${engineer.session.userCode}`)).toBe(1);
  });

  it('signed-in routes check the session before the key: no session, 401 and nothing claimed', async () => {
    const res = await post('/api/test/signed-effect', 'k-nosession', { amount: 1 });
    expect(res.statusCode).toBe(401);
    const rows = await testDb.db.select().from(idempotencyKeys);
    expect(rows.every((r) => r.scope.startsWith('user:') || r.scope.startsWith('ip:'))).toBe(true);
    expect(rows.some((r) => r.scope === 'ip:127.0.0.1')).toBe(false);
  });

  it('different client addresses with the same key on a public route are independent', async () => {
    const a = await post('/api/test/effect', 'k-shared', { amount: 1 }, { remoteAddress: '198.51.100.10' });
    const b = await post('/api/test/effect', 'k-shared', { amount: 1 }, { remoteAddress: '198.51.100.11' });
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(a.json().data.effectId).not.toBe(b.json().data.effectId);
  });

  it('the same key with another payload, or on another route, is refused with 422 and does nothing', async () => {
    const ip = '198.51.100.20';
    expect((await post('/api/test/effect', 'k-payload', { amount: 1 }, { remoteAddress: ip })).statusCode).toBe(200);
    for (const res of [
      await post('/api/test/effect', 'k-payload', { amount: 2 }, { remoteAddress: ip }),
      await post('/api/test/other-effect', 'k-payload', { amount: 1 }, { remoteAddress: ip }),
    ]) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        status: 422,
        errorCode: 'IDEMPOTENCY_KEY_REUSED',
        errorMessage: IdempotencyMessages.REUSED,
        data: null,
      });
    }
    expect(await effectCount(testDb.db, `ip:${ip}`)).toBe(1);
  });

  it('the key order of the JSON body does not make another payload', async () => {
    const ip = '198.51.100.21';
    const first = await app.inject({
      method: 'POST',
      url: '/api/test/effect',
      remoteAddress: ip,
      headers: { [IDEMPOTENCY_HEADER]: 'k-order', 'content-type': 'application/json' },
      payload: '{"amount":5,"note":"a"}',
    });
    const again = await app.inject({
      method: 'POST',
      url: '/api/test/effect',
      remoteAddress: ip,
      headers: { [IDEMPOTENCY_HEADER]: 'k-order', 'content-type': 'application/json' },
      payload: '{"note":"a","amount":5}',
    });
    expect(first.statusCode).toBe(200);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
  });

  it('requires the header, with a Chinese message in the envelope, and refuses malformed keys', async () => {
    const missing = await post('/api/test/effect', undefined, { amount: 1 }, { remoteAddress: '198.51.100.30' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ status: 400, errorCode: 'INVALID_PARAM', errorMessage: IdempotencyMessages.MISSING });
    for (const bad of ['x'.repeat(256), 'has space']) {
      const res = await post('/api/test/effect', bad, { amount: 1 }, { remoteAddress: '198.51.100.30' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorMessage).toMatch(CJK);
    }
    expect(await effectCount(testDb.db, 'ip:198.51.100.30')).toBe(0);
  });

  it('a first run that fails with 5xx releases the key, so the retry runs; its answer is then replayed', async () => {
    const ip = '198.51.100.40';
    const failed = await post('/api/test/flaky', 'k-flaky', { amount: 1 }, { remoteAddress: ip });
    expect(failed.statusCode).toBe(500);
    const retried = await post('/api/test/flaky', 'k-flaky', { amount: 1 }, { remoteAddress: ip });
    expect(retried.statusCode).toBe(200);
    expect(retried.headers[REPLAYED_HEADER]).toBeUndefined();
    const replayed = await post('/api/test/flaky', 'k-flaky', { amount: 1 }, { remoteAddress: ip });
    expect(replayed.headers[REPLAYED_HEADER]).toBe('true');
    expect(replayed.body).toBe(retried.body);
    expect(counters.flaky).toBe(2);
    expect(await effectCount(testDb.db, 'flaky')).toBe(1);
  });

  it('a 4xx answer is stored and replayed without running the route again', async () => {
    const first = await post('/api/test/refuse', 'k-refuse', { amount: 0 }, { remoteAddress: '198.51.100.50' });
    const second = await post('/api/test/refuse', 'k-refuse', { amount: 0 }, { remoteAddress: '198.51.100.50' });
    expect(first.statusCode).toBe(400);
    expect(second.statusCode).toBe(400);
    expect(second.headers[REPLAYED_HEADER]).toBe('true');
    expect(second.body).toBe(first.body);
    expect(counters.refused).toBe(1);
  });

  it('stores the key hashed with its scope, never the raw key', async () => {
    const rows = await testDb.db.select().from(idempotencyKeys);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.keyHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(r)).not.toContain('k-concurrent');
    }
  });
});

describe('Idempotency-Key expiry', () => {
  it('after 24 h the key runs again; expired keys are purged (by the timer, here called directly)', async () => {
    const clock = manualClock();
    const small = Fastify({ logger: false });
    small.setErrorHandler(envelopeErrorHandler);
    await small.register(idempotencyPlugin, { db: testDb.db, settings: { now: clock.now, purgeIntervalMs: 0 } });
    await small.register(async (scope) => effectRoutes(scope as FastifyInstance, testDb.db, { flaky: 0, refused: 0 }));
    // requireSession is not decorated on this small app: only the public routes are called
    await small.ready();
    try {
      const call = () =>
        small.inject({
          method: 'POST',
          url: '/api/test/effect',
          payload: { amount: 9 },
          remoteAddress: '198.51.100.60',
          headers: { [IDEMPOTENCY_HEADER]: 'k-expiry' },
        });
      const first = await call();
      clock.advance(24 * 3_600_000 - 1);
      expect((await call()).headers[REPLAYED_HEADER]).toBe('true');
      clock.advance(2);
      const fresh = await call();
      expect(fresh.statusCode).toBe(200);
      expect(fresh.headers[REPLAYED_HEADER]).toBeUndefined();
      expect(fresh.json().data.effectId).not.toBe(first.json().data.effectId);
      expect(await effectCount(testDb.db, 'ip:198.51.100.60')).toBe(2);

      clock.advance(24 * 3_600_000 + 1);
      expect(await purgeExpiredKeys(testDb.db, clock.now())).toBeGreaterThanOrEqual(1);
      const left = await testDb.db
        .select()
        .from(idempotencyKeys)
        .where(sql`${idempotencyKeys.expiresAt} < ${clock.now().toISOString()}::timestamptz`);
      expect(left).toEqual([]);
    } finally {
      await small.close();
    }
  });
});
