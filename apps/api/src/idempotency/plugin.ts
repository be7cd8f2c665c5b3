import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, onSendHookHandler, RouteHandlerMethod } from 'fastify';
import { IDEMPOTENCY_HEADER } from '@shop/api-clients/confirm';
import type { Orm } from '../db/client';
import { sendFail } from '../http/envelopeHandlers';
import { ApiErrorCode } from '../http/errors';
import { keyHash, requestHash } from './requestHash';
import { claimKey, completeKey, purgeExpiredKeys, releaseKey, type Claim } from './store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route runs at most once per `Idempotency-Key` and caller (idempotency/plugin.ts): the header is required,
     * the first answer is replayed for 24 h, another payload under the same key gets 422, a retry while the first
     * request runs gets 409.
     */
    idempotent?: boolean;
  }
}

export const IdempotencyMessages = {
  MISSING: `缺少请求头 ${IDEMPOTENCY_HEADER}（幂等键），请刷新页面后重试`,
  INVALID: `请求头 ${IDEMPOTENCY_HEADER} 格式不正确：应为 1–255 个可见 ASCII 字符`,
  IN_PROGRESS: '相同的请求正在处理中，请稍后查看结果，勿重复提交',
  REUSED: `该 ${IDEMPOTENCY_HEADER} 已用于另一个请求，请重新发起操作`,
} as const;

/** Set on a replayed answer, so a client (and a log reader) can tell it from the first run. */
export const REPLAYED_HEADER = 'idempotent-replayed';

const KEY_SYNTAX = /^[\x21-\x7e]{1,255}$/;
const HOUR = 3_600_000;

export interface IdempotencySettings {
  /** how long a key's first answer is replayed (IDEMPOTENCY_TTL_MS, default 24 h) */
  ttlMs: number;
  /**
   * how long a running claim holds before a retry may take it over (IDEMPOTENCY_LEASE_MS, default 2 min): only a
   * process that died mid-request leaves a claim running that long; requests end sooner (statement and query timeouts)
   */
  leaseMs: number;
  /** how often expired keys are deleted (IDEMPOTENCY_PURGE_INTERVAL_MS, default 1 h); 0 turns the timer off */
  purgeIntervalMs: number;
  now: () => Date;
}

function envMs(name: string, fallback: number): number {
  const raw = process.env[name];
  const n = raw === undefined || raw === '' ? Number.NaN : Number(raw);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
}

export function resolveIdempotencySettings(partial: Partial<IdempotencySettings> = {}): IdempotencySettings {
  return {
    ttlMs: envMs('IDEMPOTENCY_TTL_MS', 24 * HOUR),
    leaseMs: envMs('IDEMPOTENCY_LEASE_MS', 2 * 60_000),
    purgeIntervalMs: envMs('IDEMPOTENCY_PURGE_INTERVAL_MS', HOUR),
    now: () => new Date(),
    ...partial,
  };
}

export interface IdempotencyPluginOptions {
  db: Orm;
  settings?: Partial<IdempotencySettings>;
}

/** Whose key it is: the signed-in user, or on a public route the client's address (TRUST_PROXY decides which). */
export function callerScope(request: FastifyRequest): string {
  return request.user ? `user:${request.user.userCode}` : `ip:${request.ip}`;
}

/**
 * Exactly-once writes for the routes that declare `config: { idempotent: true }` (order and quote confirmation).
 *
 * The header is required on such a route (400 without it), not optional: a route opts in because running it twice
 * does harm (two orders), and a client that forgot the header would silently lose that protection; every client
 * path to these routes goes through createConfirmAction (@shop/api-clients/confirm), which always sends it.
 *
 * The claim runs immediately before the route's handler, wrapped around it, rather than as one more preHandler: the
 * access check and the session lookup, however they are attached, have run by then, so the key is scoped to the
 * signed-in caller and a caller refused access gets its 401/403, never someone's stored answer. The answer is
 * stored by an onSend hook put first among the route's own, so it sees the envelope text before any compression.
 * 5xx and 429 answers release the key (a retry runs again); every other answer, 4xx included, is stored and
 * replayed. Expired keys are deleted by a timer, never on the request path.
 */
export const idempotencyPlugin = fp<IdempotencyPluginOptions>(
  async (app, opts) => {
    const { db } = opts;
    const settings = resolveIdempotencySettings(opts.settings);
    const claims = new WeakMap<FastifyRequest, Claim>();

    async function claimOrAnswer(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
      const raw = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
      if (raw === undefined || raw === '') {
        sendFail(reply, 400, IdempotencyMessages.MISSING, ApiErrorCode.INVALID_PARAM);
        return false;
      }
      if (typeof raw !== 'string' || !KEY_SYNTAX.test(raw)) {
        sendFail(reply, 400, IdempotencyMessages.INVALID, ApiErrorCode.INVALID_PARAM);
        return false;
      }
      const scope = callerScope(request);
      const claim: Claim = { keyHash: keyHash(scope, raw), claimedAt: settings.now() };
      const outcome = await claimKey(db, {
        keyHash: claim.keyHash,
        scope,
        requestHash: requestHash({
          method: request.method,
          route: request.routeOptions.url ?? request.url,
          params: request.params,
          query: request.query,
          body: request.body,
        }),
        now: claim.claimedAt,
        ttlMs: settings.ttlMs,
        leaseMs: settings.leaseMs,
      });
      switch (outcome.kind) {
        case 'claimed':
          claims.set(request, claim);
          return true;
        case 'replay': {
          const { status, contentType, body } = outcome.answer;
          reply.code(status).header(REPLAYED_HEADER, 'true');
          if (contentType) reply.type(contentType);
          reply.send(body);
          return false;
        }
        case 'running':
          sendFail(reply, 409, IdempotencyMessages.IN_PROGRESS, ApiErrorCode.IDEMPOTENCY_IN_PROGRESS);
          return false;
        case 'mismatch':
          sendFail(reply, 422, IdempotencyMessages.REUSED, ApiErrorCode.IDEMPOTENCY_KEY_REUSED);
          return false;
      }
    }

    const storeAnswer: onSendHookHandler = async (request, reply, payload) => {
      const claim = claims.get(request);
      if (!claim) return payload;
      claims.delete(request);
      const status = reply.statusCode;
      const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
      try {
        if (status >= 500 || status === 429 || text === null) {
          // a passing failure (or an answer that cannot be kept, a stream): the next try with this key runs again
          if (text === null && status < 500) request.log.warn({ statusCode: status }, 'idempotent route answered a stream: not stored');
          await releaseKey(db, claim);
        } else {
          const contentType = reply.getHeader('content-type');
          await completeKey(db, claim, { status, contentType: typeof contentType === 'string' ? contentType : null, body: text });
        }
      } catch (err) {
        // the database failed under us: the answer still goes out; the claim ends with its lease
        request.log.error({ err }, 'idempotency: could not store the answer');
      }
      return payload;
    };

    app.addHook('onRoute', (route) => {
      if (route.config?.idempotent !== true) return;
      const handler = route.handler as RouteHandlerMethod;
      route.handler = async function idempotentHandler(this: typeof app, request: FastifyRequest, reply: FastifyReply) {
        if (!(await claimOrAnswer(request, reply))) return reply;
        return handler.call(this, request, reply);
      } as RouteHandlerMethod;
      const own = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
      route.onSend = [storeAnswer, ...own];
    });

    if (settings.purgeIntervalMs > 0) {
      const timer = setInterval(() => {
        purgeExpiredKeys(db, settings.now()).catch((err: unknown) => app.log.warn({ err }, 'idempotency: purge of expired keys failed'));
      }, settings.purgeIntervalMs);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
  },
  { name: 'shop-idempotency', fastify: '5.x' },
);
