import {
  browser,
  browserChannel,
  browserLocks,
  browserStorage,
  jsCookieJar,
  type ChannelLike,
  type CookieJar,
  type KeyValueStorage,
  type LockManagerLike,
} from './adapters';
import { createMemoryCookieJar, createMemoryStorage } from './memoryAdapters';
import type { RefreshResult } from './types';

/**
 * Posts the refresh token and answers the new tokens, or null when the server refused them
 * (expired, reused, revoked). Throwing means "could not ask" (offline, 5xx) and keeps the session.
 */
export type RefreshTransport = (refreshTokenHash: string) => Promise<RefreshResult | null>;

export interface SessionConfig {
  /** cookie domain shared across the site (SPEC §9); undefined = current host only */
  cookieDomain: string | undefined;
  cookieExpiresDays: number;
  storage: KeyValueStorage;
  cookies: CookieJar;
  refreshTransport: RefreshTransport;
  now: () => number;
  /** cross-tab bus; null disables BroadcastChannel (the storage event still syncs tabs) */
  createChannel: (name: string) => ChannelLike | null;
  /** cross-tab lock so two tabs never spend the same refresh token; null = in-tab single flight only */
  locks: LockManagerLike | null;
  reload: () => void;
}

export const STORAGE_PREFIX = 'msm_';
export const COOKIE_EXPIRES_DAYS = 365;
export const DEFAULT_REFRESH_URL = '/api/auth/refresh';

/** Fallback used until @shop/api-clients installs its own transport (which builds the URL from configuration). */
export const fetchRefreshTransport: RefreshTransport = async (refreshTokenHash) => {
  const res = await fetch(DEFAULT_REFRESH_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refreshTokenHash }),
    credentials: 'include',
  });
  const body = (await res.json().catch(() => null)) as { status?: number; data?: RefreshResult | null } | null;
  if (body && body.status === 0 && body.data?.sessionId) return body.data;
  if (res.status >= 500 || !body) throw new Error(`refresh failed: HTTP ${res.status}`);
  return null;
};

function defaults(): SessionConfig {
  const hasDocument = browser.document !== undefined;
  return {
    cookieDomain: undefined,
    cookieExpiresDays: COOKIE_EXPIRES_DAYS,
    storage: browserStorage() ?? createMemoryStorage(),
    cookies: hasDocument ? jsCookieJar : createMemoryCookieJar(),
    refreshTransport: fetchRefreshTransport,
    now: () => Date.now(),
    createChannel: browserChannel,
    locks: browserLocks(),
    reload: () => browser.location?.reload?.(),
  };
}

let config: SessionConfig | null = null;

export function getSessionConfig(): SessionConfig {
  config ??= defaults();
  return config;
}

export function configureSession(partial: Partial<SessionConfig>): void {
  Object.assign(getSessionConfig(), partial);
}

/** Back to the environment's defaults (tests). */
export function resetSessionConfig(): void {
  config = defaults();
}
