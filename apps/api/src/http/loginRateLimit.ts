import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { lt, sql } from 'drizzle-orm';
import { ErrorCode } from '@shop/api-clients/envelopes';
import type { Orm } from '../db/client';
import { sendFail } from './envelopeHandlers';
import { bumpWindow, type WindowCounterTable } from './fixedWindow';
import { purgeLoginFailures } from '../auth/loginThrottle';
import { schedulePurge } from './scheduledPurge';
import { httpRateCounters } from './tables';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route checks a password (the login, WeChat's bind-an-existing-account step): it shares the per-address
     * counter of loginRateLimit.
     */
    passwordCheck?: boolean;
  }
}

export const LOGIN_RATE_LIMITED_MESSAGE = '登录尝试过于频繁，请稍后再试';

interface LoginRateLimitSettings {
  /** failed (or still unanswered) logins one client address may make per window */
  max: number;
  windowMs: number;
  /** old counters (and the auth family's login failures) are purged this often, by a timer */
  purgeIntervalMs: number;
  now: () => Date;
}

const MINUTE = 60_000;

function envInt(name: string, fallback: number): number {
  const raw = process.env[name];
  const n = raw === undefined || raw === '' ? Number.NaN : Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** LOGIN_IP_MAX_FAILURES (default 30) per LOGIN_IP_WINDOW_MS (default 10 minutes). */
function resolveLoginRateLimitSettings(partial: Partial<LoginRateLimitSettings> = {}): LoginRateLimitSettings {
  return {
    max: envInt('LOGIN_IP_MAX_FAILURES', 30),
    windowMs: envInt('LOGIN_IP_WINDOW_MS', 10 * MINUTE),
    purgeIntervalMs: 10 * MINUTE,
    now: () => new Date(),
    ...partial,
  };
}

interface LoginRateLimitOptions {
  db: Orm;
  settings?: Partial<LoginRateLimitSettings>;
}

const BUCKET_PREFIX = 'login:';
const HITS: WindowCounterTable = {
  table: httpRateCounters,
  key: httpRateCounters.bucket,
  count: httpRateCounters.hits,
  windowStartedAt: httpRateCounters.windowStartedAt,
};
/** Counted requests, so only they are refunded. */
const counted = new WeakSet<FastifyRequest>();

/**
 * Per-address limit of the routes marked `config: { passwordCheck: true }` (POST /api/auth/login, WeChat bind),
 * next to the per-account lock of the auth family (loginThrottle): an address that failed too many logins in the
 * window, whatever the accounts, gets 429 with a Chinese message until the window ends. Every attempt is counted when
 * it arrives (so a burst of parallel guesses cannot slip past the check) and a successful login is refunded, so an
 * office behind one NAT address that logs in every morning is never limited. (@fastify/rate-limit counts every
 * request and cannot refund the successful ones, hence this small hook pair over the shared counter table.)
 */
export const loginRateLimit = fp<LoginRateLimitOptions>(
  async (app, opts) => {
    const { db } = opts;
    const settings = resolveLoginRateLimitSettings(opts.settings);
    schedulePurge(app, 'login counters', settings.purgeIntervalMs, async () => {
      // counters of windows long over: one row per address would otherwise stay forever
      await db
        .delete(httpRateCounters)
        .where(lt(httpRateCounters.windowStartedAt, new Date(settings.now().getTime() - 2 * settings.windowMs)));
      // and the per-(login id, address) failures of the auth family, registered after this plugin
      if (app.hasDecorator('authSettings')) await purgeLoginFailures(db, app.authSettings);
    });

    const isLogin = (request: FastifyRequest) => request.method === 'POST' && request.routeOptions.config.passwordCheck === true;

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!isLogin(request)) return;
      const now = settings.now();
      const { count, windowStartedAt } = await bumpWindow(db, HITS, BUCKET_PREFIX + request.ip, now, settings.windowMs);
      counted.add(request);
      if (count <= settings.max) return;
      const endsAt = windowStartedAt.getTime() + settings.windowMs;
      const retryAfter = Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000));
      request.log.info({ errorCode: ErrorCode.TOO_MANY_REQUESTS, statusCode: 429, retryAfter }, 'login rate limit per address');
      reply.header('retry-after', String(retryAfter));
      return sendFail(reply, 429, LOGIN_RATE_LIMITED_MESSAGE, ErrorCode.TOO_MANY_REQUESTS);
    });

    app.addHook('onResponse', async (request, reply) => {
      if (!counted.has(request) || reply.statusCode !== 200) return;
      await db
        .update(httpRateCounters)
        .set({ hits: sql`greatest(${httpRateCounters.hits} - 1, 0)` })
        .where(sql`${httpRateCounters.bucket} = ${BUCKET_PREFIX + request.ip}`);
    });
  },
  { name: 'shop-login-rate-limit', fastify: '5.x' },
);
