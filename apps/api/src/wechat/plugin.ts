import type { FastifyInstance } from 'fastify';
import type { Orm } from '../db/client';
import { createWechatOAuthProvider, selfOrigin, type WechatProvider } from './provider';
import { wechatRoutes } from './routes';
import { sandboxRoutes } from './sandbox/routes';
import { resolveWechatSettings, type WechatSettings } from './settings';

interface WechatPluginOptions {
  db: Orm;
  /** overrides of the WECHAT_* environment (tests: clock, fetch) */
  wechat?: Partial<WechatSettings>;
  /** another provider adapter; default: WeChat's OAuth protocol against the configured URLs (the sandbox) */
  provider?: WechatProvider;
}

/**
 * WeChat login: the shop's OAuth 2.0 code flow (/api/auth/wechat/*, /api/user/v1/wechat/*) and, unless a real
 * provider is configured, the local sandbox provider (/api/sandbox/wechat/*). Register after the user plugin,
 * whose session service and requireSession it uses.
 */
export async function wechatPlugin(app: FastifyInstance, opts: WechatPluginOptions): Promise<void> {
  if (!app.hasDecorator('authSessions')) throw new Error('wechatPlugin: register the user plugin (sessions) first');
  const settings = resolveWechatSettings(opts.wechat);
  const provider = opts.provider ?? createWechatOAuthProvider(settings, () => selfOrigin(app));
  if (settings.sandbox) await app.register(sandboxRoutes, { db: opts.db, settings });
  await app.register(wechatRoutes, { db: opts.db, settings, provider });
}
