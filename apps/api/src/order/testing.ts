import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApi } from '../app';
import { createTestDb, loginAs, type TestLogin } from '../auth/testing';
import type { Db } from '../db/client';
import { seed } from '../db/seed';

/** Small enough to seed in about a second; every demo order still gets catalogue parts. */
export const ORDER_TEST_SCALE = 0.02;

export interface OrderTestApp {
  app: FastifyInstance;
  db: Db;
  close: () => Promise<void>;
}

/**
 * The whole API on a migrated test database seeded by every registered step (catalogue at a small scale, demo
 * accounts, orders and applications): PGlite in memory, or a throw-away schema on PostgreSQL when DATABASE_URL is set.
 */
export async function buildOrderTestApp(): Promise<OrderTestApp> {
  const { db, dispose } = await createTestDb();
  await seed(db, { scale: ORDER_TEST_SCALE, log: () => undefined });
  const app = await buildApi({ db, logger: false });
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await dispose();
    },
  };
}

export interface Caller {
  login: TestLogin;
  get(url: string, query?: Record<string, string>): Promise<LightMyRequestResponse>;
  post(url: string, payload: unknown): Promise<LightMyRequestResponse>;
}

/** A logged-in demo account making calls the way the browser does (sessionId in the query, msm_sid cookie). */
export async function callerFor(app: FastifyInstance, loginId: string): Promise<Caller> {
  const login = await loginAs(app, loginId);
  return {
    login,
    get: (url, query = {}) => app.inject({ method: 'GET', url, query: { ...query, sessionId: login.sessionId }, headers: login.headers }),
    post: (url, payload) =>
      app.inject({ method: 'POST', url, query: { sessionId: login.sessionId }, headers: login.headers, payload: payload as object }),
  };
}

/** The parsed status envelope of a response. */
export function envelope<T = unknown>(res: LightMyRequestResponse) {
  return res.json() as { status: number; errorMessage: string; errorCode?: string; data: T };
}
