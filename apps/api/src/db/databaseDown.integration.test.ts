import net from 'node:net';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { ok } from '@shop/api-clients/envelopes';
import { apiPlugin, buildApi } from '../app';
import { apiServerOptions } from '../http/logging';
import { createDb, type Db } from './client';
import { createGate } from './requestGate';
import { isDatabaseUnavailable } from '../http/databaseErrors';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../http/errors';
import { runMigrations } from './migrate';

/**
 * A database that is down or silent makes requests fail with 503 in the envelope, and the health check say 503,
 * instead of hanging (db/client.ts timeouts, http/databaseErrors.ts). No timing is asserted: only that an answer
 * comes and what it is.
 */
const SEARCH = `/api/v1/fullText/search?keyword=${encodeURIComponent('轴承')}`;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function expectUnavailable(db: Db) {
  const app = await buildApi({ db, logger: false });
  try {
    const res = await app.inject({ method: 'GET', url: SEARCH });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 503, errorMessage: SERVICE_UNAVAILABLE_MESSAGE, errorCode: 'SERVICE_UNAVAILABLE', data: null });
    expect(res.headers['retry-after']).toBe('5');
    const health = await app.inject({ method: 'GET', url: '/api/check_health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'error', db: 'error' });
  } finally {
    await app.close();
    await db.$close().catch(() => undefined);
  }
}

describe('the database out of reach', () => {
  it('a port nobody listens on: 503 in the envelope, health 503', async () => {
    const db = await createDb({
      databaseUrl: `postgres://postgres@127.0.0.1:${await freePort()}/test`,
      verify: false,
      timeouts: { connectMs: 1000 },
    });
    await expectUnavailable(db);
  }, 30_000);

  it('a server that accepts the connection and never answers: 503 after the connect timeout, health 503', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((s) => sockets.push(s));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      const db = await createDb({
        databaseUrl: `postgres://postgres@127.0.0.1:${port}/test`,
        verify: false,
        timeouts: { connectMs: 1000 },
      });
      await expectUnavailable(db);
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  }, 30_000);
});

// needs a PostgreSQL server: CI sets DATABASE_URL (PGlite has no statement_timeout to test)
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;
onPostgres('a statement that runs too long (PostgreSQL only: needs DATABASE_URL)', () => {
  it('is cancelled by statement_timeout and read as the database being unavailable', async () => {
    const db = await createDb({ databaseUrl: process.env.DATABASE_URL, timeouts: { statementMs: 200, queryMs: 5000 } });
    try {
      const error = await db.execute(sql`select pg_sleep(3)`).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).not.toBeNull();
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await db.$close();
    }
  }, 30_000);
});

describe('the embedded database takes requests in turn (db/requestGate.ts)', () => {
  it('admits in arrival order and refuses a wait longer than its limit', async () => {
    const gate = createGate({ maxConcurrent: 2, maxWaitMs: 50 });
    await gate.enter();
    await gate.enter();
    const order: number[] = [];
    const third = gate.enter().then(() => order.push(3));
    const fourth = gate.enter().then(() => order.push(4));
    gate.release();
    gate.release();
    await Promise.all([third, fourth]);
    expect(order).toEqual([3, 4]);
    await gate.enter().catch(() => undefined); // inside: 2 again (3 and 4), this one waits and times out
    const refused = await gate.enter().then(
      () => null,
      (e: { code?: string }) => e,
    );
    expect(refused).toMatchObject({ code: 'DATABASE_BUSY' });
    expect(isDatabaseUnavailable(refused)).toBe(true);
  });

  it('on PGlite a request that waited its limit for a turn gets 503 with Retry-After; the health check does not queue', async () => {
    // PGlite whatever DATABASE_URL says: the gate is the embedded database's
    const db = await createDb({});
    await runMigrations(db);
    const dispose = () => db.$close();
    // the whole API with one test route that holds its turn for a while
    const app = Fastify(apiServerOptions(false));
    await app.register(async (scope) => {
      await apiPlugin(scope, { db, requestGate: { maxConcurrent: 1, maxWaitMs: 50 } });
      scope.get('/api/test/slow', { config: { access: 'public' } }, async () => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        return ok(null);
      });
    });
    await app.ready();
    try {
      const slow = app.inject({ method: 'GET', url: '/api/test/slow' });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const queued = await app.inject({ method: 'GET', url: SEARCH });
      expect(queued.statusCode).toBe(503);
      expect(queued.json()).toEqual({
        status: 503,
        errorMessage: SERVICE_UNAVAILABLE_MESSAGE,
        errorCode: 'SERVICE_UNAVAILABLE',
        data: null,
      });
      expect(queued.headers['retry-after']).toBe('5');
      expect((await app.inject({ method: 'GET', url: '/api/check_health' })).statusCode).toBe(200);
      expect((await slow).statusCode).toBe(200);
      // its turn free again, the search runs
      expect((await app.inject({ method: 'GET', url: SEARCH })).statusCode).toBe(200);
    } finally {
      await app.close();
      await dispose();
    }
  }, 60_000);
});
