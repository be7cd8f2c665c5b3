import { sandboxesEnabled } from '../config/seam';

/** Paths of the local WeChat sandbox (the default provider), under the API. */
export const SANDBOX_PREFIX = '/api/sandbox/wechat';
export const SANDBOX_PATHS = {
  qrconnect: `${SANDBOX_PREFIX}/qrconnect`,
  accessToken: `${SANDBOX_PREFIX}/sns/oauth2/access_token`,
  userinfo: `${SANDBOX_PREFIX}/sns/userinfo`,
} as const;

/** The sandbox's own app registration, used when WECHAT_APPID / WECHAT_SECRET are not set. */
export const SANDBOX_APPID = 'wxsandbox5f3a9c21d7';
export const SANDBOX_SECRET = 'sandbox-secret-8b1e4d6f0a2c7e93';

export interface WechatSettings {
  appid: string;
  secret: string;
  /** where the browser goes to scan; relative (same origin) or absolute */
  authorizeUrl: string;
  /** server-to-server; null: the sandbox on this server's own listening address */
  tokenUrl: string | null;
  userinfoUrl: string | null;
  /**
   * origin of the shop pages for the redirect_uri (e.g. https://shop.example.cn); null: the origin the browser
   * called /start on
   */
  publicOrigin: string | null;
  /**
   * serve the sandbox endpoints and use them as the provider (default: SANDBOXES=1 and no real WECHAT_AUTHORIZE_URL;
   * see config/sandboxes.ts); refused in production
   */
  sandbox: boolean;
  /** a real provider is configured (WECHAT_AUTHORIZE_URL); with neither it nor the sandbox, WeChat login is unavailable */
  providerConfigured: boolean;
  /** OAuth state lifetime */
  stateTtlMs: number;
  /** bind / register ticket lifetime */
  bindTicketTtlMs: number;
  /** sandbox: authorization code lifetime (WeChat: 5 minutes) */
  codeTtlMs: number;
  /** sandbox: QR-code page lifetime */
  scanTtlMs: number;
  /** sandbox: access token lifetime in seconds (WeChat: 7200) */
  accessTokenTtlS: number;
  /** time limit of one call to the provider */
  providerTimeoutMs: number;
  /**
   * requests per minute one client address may make to the calls that write rows without a session: /start
   * (a state each), the sandbox's QR page and confirm (a scan, a code), and its polling (429 beyond, in the envelope)
   */
  rateLimitPerMinute: { start: number; sandboxPage: number; sandboxPoll: number };
  /** expired states, tickets and sandbox rows are purged this often (a timer of the plugin, not the request path) */
  purgeIntervalMs: number;
  now: () => Date;
  /** the HTTP client for the server-to-server calls (tests may pass an inject-backed one) */
  fetch: typeof fetch;
}

const MINUTE = 60_000;

function env(name: string): string | undefined {
  const v = process.env[name]?.trim();
  return v ? v : undefined;
}

/**
 * Settings from WECHAT_* environment variables; the provider defaults to the sandbox on this server when the local
 * sandboxes are on (SANDBOXES=1), otherwise WeChat login needs the real WECHAT_* settings.
 */
export function resolveWechatSettings(partial: Partial<WechatSettings> = {}): WechatSettings {
  const authorizeUrl = env('WECHAT_AUTHORIZE_URL');
  // read (and refused in production) even when a real provider is configured or the caller decides
  const sandboxesOn = sandboxesEnabled();
  const sandbox = partial.sandbox ?? (sandboxesOn && !authorizeUrl);
  return {
    appid: env('WECHAT_APPID') ?? SANDBOX_APPID,
    secret: env('WECHAT_SECRET') ?? SANDBOX_SECRET,
    authorizeUrl: authorizeUrl ?? SANDBOX_PATHS.qrconnect,
    tokenUrl: env('WECHAT_TOKEN_URL') ?? null,
    userinfoUrl: env('WECHAT_USERINFO_URL') ?? null,
    publicOrigin: env('WECHAT_PUBLIC_ORIGIN') ?? null,
    sandbox,
    providerConfigured: !!authorizeUrl,
    stateTtlMs: 10 * MINUTE,
    bindTicketTtlMs: 15 * MINUTE,
    codeTtlMs: 5 * MINUTE,
    scanTtlMs: 5 * MINUTE,
    accessTokenTtlS: 7200,
    providerTimeoutMs: 10_000,
    // a QR page polls every 2 s; an office behind one address starts a few logins a minute
    rateLimitPerMinute: { start: 30, sandboxPage: 30, sandboxPoll: 240 },
    purgeIntervalMs: 10 * MINUTE,
    now: () => new Date(),
    fetch: (...args) => globalThis.fetch(...args),
    ...partial,
  };
}
