import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import { tooManyRequests } from '../../http/rateLimitAnswer';
import { schedulePurge } from '../../http/scheduledPurge';
import type { Orm } from '../../db/client';
import { SANDBOX_PATHS, SANDBOX_PREFIX, type WechatSettings } from '../settings';
import { avatarSvg, errorPage, phoneConfirmPage, phoneDonePage, QR_POLL_SCRIPT, QR_POLL_SCRIPT_PATH, qrconnectPage } from './pages';
import { createSandboxStore } from './store';
import { SandboxRoutes as S } from './schemas';
import { sandboxUser } from './users';

interface SandboxRoutesOptions {
  db: Orm;
  settings: WechatSettings;
}

type Query = Record<string, unknown>;
const str = (q: Query, key: string, max = 256): string | undefined => {
  const v = q[key];
  return typeof v === 'string' && v.length <= max ? v : undefined;
};

const NO_STORE = 'no-store';

function html(reply: FastifyReply, status: number, page: string) {
  return reply.code(status).header('cache-control', NO_STORE).type('text/html; charset=utf-8').send(page);
}

/** The origin the browser used to reach this server (the sandbox's "授权回调域" is that host). */
function browserOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function redirectUriError(raw: string | undefined, request: FastifyRequest): string | null {
  if (!raw) return 'redirect_uri 参数错误';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'redirect_uri 参数错误';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'redirect_uri 参数错误';
  // compared as URL hosts, so a default port written out (localhost:80) equals its absence
  if (url.host !== new URL(browserOrigin(request)).host) return 'redirect_uri 与应用的授权回调域不一致';
  return null;
}

/**
 * A local stand-in for WeChat's open platform (website app login), speaking its protocol:
 * connect/qrconnect (QR-code page), sns/oauth2/access_token (code → token + openid) and sns/userinfo.
 * The QR code encodes a confirm URL a phone could open; the page's 「模拟手机扫码」 panel confirms without one.
 */
export async function sandboxRoutes(app: FastifyInstance, opts: SandboxRoutesOptions): Promise<void> {
  const { settings } = opts;
  const store = createSandboxStore(opts.db, settings);
  await app.register(fastifyFormbody, { bodyLimit: 4096 });

  // anyone may open these pages, and each QR page or confirm writes rows: limited per address, purged on a timer
  if (!app.hasDecorator('rateLimit')) await app.register(fastifyRateLimit, { global: false, errorResponseBuilder: tooManyRequests });
  const minute = 60_000;
  const limitPage = app.rateLimit({
    max: settings.rateLimitPerMinute.sandboxPage,
    timeWindow: minute,
    keyGenerator: (r) => `page ${r.ip}`,
  });
  const limitPoll = app.rateLimit({
    max: settings.rateLimitPerMinute.sandboxPoll,
    timeWindow: minute,
    keyGenerator: (r) => `poll ${r.ip}`,
  });
  app.addHook('onRequest', async (request, reply) => {
    const url = request.routeOptions.url;
    if (url === SANDBOX_PATHS.qrconnect || url === `${SANDBOX_PREFIX}/confirm`) await limitPage.call(app, request, reply);
    else if (url === `${SANDBOX_PREFIX}/qrstatus`) await limitPoll.call(app, request, reply);
  });
  schedulePurge(app, 'wechat sandbox', settings.purgeIntervalMs, store.purgeExpired);

  app.get(SANDBOX_PATHS.qrconnect, { schema: S.qrconnect }, async (request, reply) => {
    const q = request.query as Query;
    const appid = str(q, 'appid');
    if (appid !== settings.appid) return html(reply, 400, errorPage('AppID 参数错误'));
    if (str(q, 'response_type') !== 'code') return html(reply, 400, errorPage('response_type 参数错误'));
    const scope = str(q, 'scope') ?? '';
    if (!scope.split(',').includes('snsapi_login')) return html(reply, 400, errorPage('Scope 参数错误或没有 Scope 权限'));
    const redirectUri = str(q, 'redirect_uri', 1024);
    const bad = redirectUriError(redirectUri, request);
    if (bad) return html(reply, 400, errorPage(bad));
    const state = q.state === undefined ? '' : str(q, 'state', 128);
    if (state === undefined) return html(reply, 400, errorPage('state 参数错误'));
    const { uuid } = await store.createScan({ appid, redirectUri: redirectUri!, state });
    const confirmUrl = `${browserOrigin(request)}${SANDBOX_PREFIX}/confirm?uuid=${encodeURIComponent(uuid)}`;
    return html(reply, 200, await qrconnectPage({ uuid, confirmUrl }));
  });

  // what a scanning phone opens
  app.get(`${SANDBOX_PREFIX}/confirm`, { schema: S.confirmPage }, async (request, reply) => {
    const uuid = str(request.query as Query, 'uuid', 64);
    const scan = uuid ? await store.getScan(uuid) : null;
    if (!scan || scan.status !== 'waiting' || scan.expiresAt <= settings.now()) {
      return html(reply, 400, errorPage('二维码已失效，请在电脑上刷新页面重新扫码'));
    }
    return html(reply, 200, phoneConfirmPage(scan.uuid));
  });

  app.post(`${SANDBOX_PREFIX}/confirm`, { schema: S.confirm }, async (request, reply) => {
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Query;
    const uuid = str(body, 'uuid', 64);
    const openid = str(body, 'openid', 64);
    const mode = str(body, 'mode') === 'phone' ? 'phone' : 'desktop';
    if (!uuid || !openid) return html(reply, 400, errorPage('参数错误'));
    const r = await store.confirm(uuid, openid, mode === 'desktop');
    if (!r.ok) {
      const message = {
        unknown: '二维码无效，请返回商城重新扫码',
        expired: '二维码已过期，请返回商城重新扫码',
        used: '该二维码已被使用，请返回商城重新扫码',
        user: '微信用户不存在',
      }[r.reason];
      return html(reply, 400, errorPage(message));
    }
    if (mode === 'phone') return html(reply, 200, phoneDonePage(r.user.nickname));
    return reply.header('cache-control', NO_STORE).redirect(r.redirect, 302);
  });

  app.get(`${SANDBOX_PREFIX}/qrstatus`, { schema: S.qrstatus }, async (request, reply) => {
    const uuid = str(request.query as Query, 'uuid', 64);
    reply.header('cache-control', NO_STORE);
    return uuid ? store.poll(uuid) : { status: 'unknown' };
  });

  app.get(SANDBOX_PATHS.accessToken, { schema: S.accessToken }, async (request, reply) => {
    const q = request.query as Query;
    reply.header('cache-control', NO_STORE);
    return store.exchange({
      appid: str(q, 'appid'),
      secret: str(q, 'secret'),
      code: str(q, 'code'),
      grant_type: str(q, 'grant_type'),
    });
  });

  app.get(SANDBOX_PATHS.userinfo, { schema: S.userinfo }, async (request, reply) => {
    const q = request.query as Query;
    reply.header('cache-control', NO_STORE);
    return store.userinfo({ access_token: str(q, 'access_token'), openid: str(q, 'openid') });
  });

  app.get(QR_POLL_SCRIPT_PATH, { schema: S.script }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(QR_POLL_SCRIPT),
  );

  app.get<{ Params: { file: string } }>(`${SANDBOX_PREFIX}/headimg/:file`, { schema: S.headimg }, async (request, reply) => {
    const user = sandboxUser(request.params.file.replace(/\.svg$/, ''));
    if (!user) return reply.code(404).type('text/plain; charset=utf-8').send('头像不存在');
    return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(avatarSvg(user.nickname, user.color));
  });
}
