import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db, Orm } from '../db/client';
import { DEMO_ACCOUNTS } from '../db/seed/demoAccounts';
import { envelopeErrorHandler } from '../http/envelopeHandlers';
import { createTestDb, type TestDbOptions } from '../testing/testDb';
import { testApiOn, type TestApi } from '../testing/testApi';
import { userPlugin } from '../user/plugin';
import { authRefreshTokens, authSessions } from '../user/tables';
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

interface UserTestAppOptions {
  /** what the test database holds; default 'accounts' */
  seed?: TestDbOptions['seed'];
  auth?: Partial<AuthSettings>;
  /** answer errors with the envelope, as buildApi does */
  envelopeErrors?: boolean;
  /** registered before the user family (e.g. hooks that must see its routes) */
  before?: (app: FastifyInstance, db: Db) => void | Promise<void>;
  /** registered after it: routes that use requireSession / requirePermission, other families */
  extra?: (app: FastifyInstance, db: Db) => void | Promise<void>;
  /** listen on a loopback port (for real HTTP calls to the app) instead of only getting ready */
  listen?: boolean;
}

/** A Fastify app with the user family (and what `before` / `extra` add), on a seeded test database. */
export async function buildUserTestApp(opts: UserTestAppOptions = {}): Promise<TestApi> {
  const testDb = await createTestDb({ seed: opts.seed ?? 'accounts' });
  const { db } = testDb;
  const app = Fastify({ logger: false });
  if (opts.envelopeErrors) app.setErrorHandler(envelopeErrorHandler);
  await opts.before?.(app, db);
  await app.register(userPlugin, { db, auth: opts.auth });
  await opts.extra?.(app, db);
  if (opts.listen) await app.listen({ port: 0, host: '127.0.0.1' });
  else await app.ready();
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
    session,
    sessionId: session.sessionId,
    refreshTokenHash: session.refreshTokenHash,
    binding,
    headers: { cookie: `${SERVER_SESSION_COOKIE}=${binding}` },
  };
}

/** Makes the server consider this sessionId past its absolute lifetime (clients' tests use it without a clock). */
/** Moves a spent refresh token's use past the grace window, as if the replay came later (sessionService.graceOrRevoke). */
export async function ageRefreshTokenUse(db: Orm, refreshToken: string, byMs: number): Promise<void> {
  await db
    .update(authRefreshTokens)
    .set({ usedAt: new Date(Date.now() - byMs) })
    .where(eq(authRefreshTokens.tokenHash, sha256Hex(refreshToken)));
}

export async function expireSessionNow(db: Orm, sessionId: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(authSessions.idHash, sha256Hex(sessionId)));
}
