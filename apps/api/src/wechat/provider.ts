import type { FastifyInstance } from 'fastify';
import { WechatErrorCode, WechatMessages } from '@shop/api-clients/user/wechatTypes';
import { ApiError } from '../http/errors';
import { SANDBOX_PATHS, type WechatSettings } from './settings';

/** Who logged in, as the provider tells it after the code exchange. */
export interface WechatIdentity {
  openid: string;
  unionid?: string;
  nickname: string;
  /** avatar URL, or null when the provider gave none we can show */
  avatar: string | null;
}

/**
 * An OAuth 2.0 code-flow provider of WeChat login. The shop only talks to it through this: where to send the
 * browser, and (server to server) what a code is worth.
 */
export interface WechatProvider {
  readonly appid: string;
  authorizeUrl(state: string, redirectUri: string): string;
  exchangeCode(code: string): Promise<WechatIdentity>;
}

/** The provider refused the code or the token (WeChat errcode), or answered something unreadable. */
export class ProviderRefusedError extends Error {
  constructor(
    readonly errcode: number | null,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderRefusedError';
  }
}

/** The provider could not be reached (network, timeout, non-200). */
export class ProviderUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderUnavailableError';
  }
}

/**
 * Base URL for the sandbox's server-to-server endpoints when none is configured: this server's own listening
 * address, never the Host header a caller sent (that would let a caller point the exchange, appsecret included,
 * at a host of its choice).
 */
export function selfOrigin(app: FastifyInstance): string {
  const addr = app.server.address();
  if (!addr || typeof addr === 'string') throw new ProviderUnavailableError('server is not listening on a TCP port');
  const host =
    addr.address === '0.0.0.0'
      ? '127.0.0.1'
      : addr.address === '::'
        ? '[::1]'
        : addr.family === 'IPv6'
          ? `[${addr.address}]`
          : addr.address;
  return `http://${host}:${addr.port}`;
}

/** Only http(s) or same-site paths may be shown as an <img>; anything else is dropped. */
function safeAvatar(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 1024) return null;
  if (/^\/[^/\\]/.test(raw)) return raw;
  try {
    const u = new URL(raw);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.toString() : null;
  } catch {
    return null;
  }
}

const text = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');

/**
 * WeChat's website-app login protocol (connect/qrconnect, sns/oauth2/access_token, sns/userinfo) over fetch. With
 * the default settings it talks to the sandbox of this server; with WECHAT_* set, to WeChat itself.
 */
export function createWechatOAuthProvider(settings: WechatSettings, origin: () => string): WechatProvider {
  async function getJson(url: URL): Promise<Record<string, unknown>> {
    let res: Response;
    try {
      res = await settings.fetch(url, { signal: AbortSignal.timeout(settings.providerTimeoutMs), headers: { accept: 'application/json' } });
    } catch (e) {
      throw new ProviderUnavailableError(`wechat ${url.pathname}: ${(e as Error).message}`);
    }
    if (!res.ok) throw new ProviderUnavailableError(`wechat ${url.pathname}: HTTP ${res.status}`);
    let body: unknown;
    try {
      body = await res.json();
    } catch {
      throw new ProviderRefusedError(null, `wechat ${url.pathname}: not JSON`);
    }
    if (!body || typeof body !== 'object') throw new ProviderRefusedError(null, `wechat ${url.pathname}: not an object`);
    const b = body as Record<string, unknown>;
    if (typeof b.errcode === 'number' && b.errcode !== 0) {
      throw new ProviderRefusedError(b.errcode, `wechat ${url.pathname}: ${b.errcode} ${text(b.errmsg, 200)}`);
    }
    return b;
  }

  const endpoint = (configured: string | null, sandboxPath: string) => new URL(configured ?? `${origin()}${sandboxPath}`);

  return {
    appid: settings.appid,

    authorizeUrl(state, redirectUri) {
      const params = new URLSearchParams({
        appid: settings.appid,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'snsapi_login',
        state,
      });
      const sep = settings.authorizeUrl.includes('?') ? '&' : '?';
      return `${settings.authorizeUrl}${sep}${params.toString()}#wechat_redirect`;
    },

    async exchangeCode(code) {
      const tokenUrl = endpoint(settings.tokenUrl, SANDBOX_PATHS.accessToken);
      tokenUrl.search = new URLSearchParams({
        appid: settings.appid,
        secret: settings.secret,
        code,
        grant_type: 'authorization_code',
      }).toString();
      const token = await getJson(tokenUrl);
      const accessToken = token.access_token;
      const openid = token.openid;
      if (typeof accessToken !== 'string' || typeof openid !== 'string' || !openid || openid.length > 64) {
        throw new ProviderRefusedError(null, 'wechat access_token: no access_token / openid');
      }
      const infoUrl = endpoint(settings.userinfoUrl, SANDBOX_PATHS.userinfo);
      infoUrl.search = new URLSearchParams({ access_token: accessToken, openid }).toString();
      const info = await getJson(infoUrl);
      if (info.openid !== openid) throw new ProviderRefusedError(null, 'wechat userinfo: openid differs');
      const unionid = text(info.unionid, 64) || text(token.unionid, 64);
      return { openid, unionid: unionid || undefined, nickname: text(info.nickname, 64), avatar: safeAvatar(info.headimgurl) };
    },
  };
}

/**
 * Neither a real provider (WECHAT_AUTHORIZE_URL) nor the sandbox (SANDBOXES=1): /start answers 503 微信服务暂时不可用
 * instead of sending the browser to a sandbox page this server does not serve.
 */
export function unavailableProvider(appid: string): WechatProvider {
  return {
    appid,
    authorizeUrl() {
      throw new ApiError(503, WechatErrorCode.UNAVAILABLE, WechatMessages.UNAVAILABLE);
    },
    async exchangeCode() {
      throw new ProviderUnavailableError('no WeChat provider configured (WECHAT_AUTHORIZE_URL) and the sandbox is off (SANDBOXES)');
    },
  };
}
