import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { DEMO_ACCOUNTS } from '../db/seed/demoAccounts';
import { createTestDb } from '../testing/testDb';
import { testApiOn, type TestApi } from '../testing/testApi';
import { userPlugin } from '../user/plugin';
import { authSessions } from '../user/tables';
import { sha256Hex } from './tokens';
import type { AuthSettings } from './settings';
import type { LoginResponse } from '@shop/api-clients/user/types';
import { SERVER_SESSION_COOKIE } from '@shop/api-clients/user/types';

/** A clock tests move by hand (sessions and refresh tokens read time only through it). */
export function manualClock(start = Date.parse('2026-03-02T01:00:00Z')) {
  let t = start;
  return {
    now: () => new Date(t),
    advance: (ms: number) => {
      t += ms;
    },
  };
}

/**
 * A Fastify app with only the user family, on a seeded test database. `extra` can add routes that use
 * requireSession / requirePermission.
 */
export async function buildUserTestApp(
  opts: { auth?: Partial<AuthSettings>; extra?: (app: FastifyInstance) => void } = {},
): Promise<TestApi> {
  const testDb = await createTestDb({ seed: 'accounts' });
  const app = Fastify({ logger: false });
  await app.register(userPlugin, { db: testDb.db, auth: opts.auth });
  opts.extra?.(app);
  await app.ready();
  return testApiOn(app, testDb);
}

/** The msm_sid value of a response's Set-Cookie (undefined if not set; '' if cleared). */
export function bindingCookieOf(res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((c) => c.name === SERVER_SESSION_COOKIE)?.value;
}

export interface TestLogin {
  session: LoginResponse;
  sessionId: string;
  refreshTokenHash: string;
  binding: string;
  /** pass as `headers` to app.inject */
  headers: { cookie: string };
}

/** Logs in through the real route (for other families' tests: `query: { sessionId }, headers`). */
export async function loginAs(
  app: FastifyInstance,
  loginId: string,
  password = DEMO_ACCOUNTS.find((a) => a.loginId === loginId)?.password ?? DEMO_ACCOUNTS[0]!.password,
): Promise<TestLogin> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { loginId, password } });
  if (res.statusCode !== 200) throw new Error(`login ${loginId} failed: ${res.statusCode} ${res.body}`);
  const session = (res.json() as { data: LoginResponse }).data;
  const binding = bindingCookieOf(res) ?? '';
  return {
    session, sessionId: session.sessionId, refreshTokenHash: session.refreshTokenHash, binding,
    headers: { cookie: `${SERVER_SESSION_COOKIE}=${binding}` },
  };
}

/** Makes the server consider this sessionId past its absolute lifetime (clients' tests use it without a clock). */
export async function expireSessionNow(db: Orm, sessionId: string): Promise<void> {
  await db.update(authSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authSessions.idHash, sha256Hex(sessionId)));
}
