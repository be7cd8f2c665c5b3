import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { OrderPaths } from '@shop/api-clients/order/types';
import { buildApi } from '../app';
import { createTestDb, loginAs, type TestLogin } from '../auth/testing';
import { cimPlugin } from '../cim/plugin';
import type { Db } from '../db/client';
import { seed } from '../db/seed';
import { envelopeErrorHandler } from '../http/envelopeHandlers';
import { seedDemoAccounts } from '../user/seed';
import { userPlugin } from '../user/plugin';
import { orderPlugin } from './plugin';

/** Small enough to seed in about a second; every demo order still gets catalogue parts. */
export const ORDER_TEST_SCALE = 0.02;

export interface OrderTestApp {
  app: FastifyInstance;
  db: Db;
  close: () => Promise<void>;
}

/**
 * The API (user, order and after-sales families) on a migrated, seeded test database: PGlite in memory, or a
 * throw-away schema on PostgreSQL when DATABASE_URL is set. Demo accounts are written whether or not the user
 * family's seed step is registered.
 */
export async function buildOrderTestApp(): Promise<OrderTestApp> {
  const { db, dispose } = await createTestDb();
  await seed(db, { scale: ORDER_TEST_SCALE, log: () => undefined });
  await seedDemoAccounts(db);
  let app = await buildApi({ db, logger: false });
  if (!app.hasRoute({ method: 'GET', url: OrderPaths.orderSlipSearch })) {
    // apiPlugin does not register the session-based families yet: the same composition, in one scope
    await app.close();
    app = Fastify({ logger: false });
    await app.register(async (scope) => {
      scope.setErrorHandler(envelopeErrorHandler);
      await scope.register(userPlugin, { db });
      await scope.register(orderPlugin, { db });
      await scope.register(cimPlugin, { db });
    });
    await app.ready();
  }
  const ready = app;
  return {
    app: ready,
    db,
    close: async () => {
      await ready.close();
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
