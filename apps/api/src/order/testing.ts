import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loginAs, type TestLogin } from '../auth/testing';

export interface Caller {
  login: TestLogin;
  get(url: string, query?: Record<string, string>): Promise<LightMyRequestResponse>;
  post(url: string, payload: unknown): Promise<LightMyRequestResponse>;
}

/** A logged-in demo account making calls the way the browser does (sessionId in the query, msm_sid cookie). */
async function callerFor(app: FastifyInstance, loginId: string): Promise<Caller> {
  const login = await loginAs(app, loginId);
  return {
    login,
    get: (url, query = {}) => app.inject({ method: 'GET', url, query: { ...query, sessionId: login.sessionId }, headers: login.headers }),
    post: (url, payload) =>
      app.inject({ method: 'POST', url, query: { sessionId: login.sessionId }, headers: login.headers, payload: payload as object }),
  };
}

/** The demo accounts the order and after-sales tests call as (db/seed/demoAccounts.ts). */
interface DemoCallers {
  /** the company's main account (every permission) */
  admin: Caller;
  buyer: Caller;
  engineer: Caller;
  /** an individual customer without a company */
  individual: Caller;
}

export async function demoCallers(app: FastifyInstance): Promise<DemoCallers> {
  return {
    admin: await callerFor(app, 'jinggong_admin'),
    buyer: await callerFor(app, 'jinggong_buyer'),
    engineer: await callerFor(app, 'jinggong_engineer'),
    individual: await callerFor(app, 'zhangwei'),
  };
}
