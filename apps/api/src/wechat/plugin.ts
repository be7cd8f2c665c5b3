import type { FastifyInstance } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { WechatPaths } from '@shop/api-clients/user/wechatTypes';
import { assertSandboxAllowed } from '../config/seam';
import type { Orm } from '../db/client';
import { accessOfRoutesIn } from '../http/access';
import { schedulePurge } from '../http/scheduledPurge';
import { tooManyRequests } from '../http/rateLimitAnswer';
import { createBindTickets } from './bindTickets';
import { createLoginStates } from './loginStates';
import { createWechatOAuthProvider, selfOrigin, unavailableProvider, type WechatProvider } from './provider';
import { wechatRoutes } from './routes';
import { sandboxRoutes } from './sandbox/routes';
import { resolveWechatSettings, type WechatSettings } from './settings';

interface WechatPluginOptions {
  db: Orm;
  /** overrides of the WECHAT_* environment (tests: clock, fetch) */
  wechat?: Partial<WechatSettings>;
  /**
   * another provider adapter; default: WeChat's OAuth protocol against the configured URLs, or the sandbox when it is
   * on, or (neither) one that answers 微信服务暂时不可用
   */
  provider?: WechatProvider;
}

/**
 * WeChat login: the shop's OAuth 2.0 code flow (/api/auth/wechat/*, /api/user/v1/wechat/*) and, when the local
 * sandboxes are on (SANDBOXES=1, never in production) and no real provider is configured, the sandbox provider
 * (/api/sandbox/wechat/*). Register after the user plugin, whose session service it uses.
 */
export async function wechatPlugin(app: FastifyInstance, opts: WechatPluginOptions): Promise<void> {
  if (!app.hasDecorator('authSessions')) throw new Error('wechatPlugin: register the user plugin (sessions) first');
  const settings = resolveWechatSettings(opts.wechat);
  // also when a caller turned it on explicitly: in production the sandbox would let anyone sign in as anyone
  if (settings.sandbox) assertSandboxAllowed('the WeChat login sandbox');
  const provider =
    opts.provider ??
    (settings.sandbox || settings.providerConfigured
      ? createWechatOAuthProvider(settings, () => selfOrigin(app))
      : unavailableProvider(settings.appid));
  if (settings.sandbox) {
    await app.register(async (sandbox) => {
      // it plays WeChat's own site, which anyone reaches (a scanning phone has no shop session)
      accessOfRoutesIn(sandbox, 'public');
      await sandbox.register(sandboxRoutes, { db: opts.db, settings });
    });
  }
  // anonymous writes: /start stores a state per call, so one address may start only so many logins a minute
  await app.register(fastifyRateLimit, { global: false, errorResponseBuilder: tooManyRequests });
  const limitStart = app.rateLimit({ max: settings.rateLimitPerMinute.start, timeWindow: 60_000 });
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url === WechatPaths.start) await limitStart.call(app, request, reply);
  });
  const states = createLoginStates(opts.db, settings);
  const tickets = createBindTickets(opts.db, settings);
  schedulePurge(app, 'wechat', settings.purgeIntervalMs, async () => {
    await states.purgeExpired();
    await tickets.purgeExpired();
  });
  await app.register(wechatRoutes, { db: opts.db, settings, provider });
}
