import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { looksLikeToken, newOpaqueToken, sha256Hex } from '../auth/tokens';
import type { WechatSettings } from './settings';
import { wechatLoginStates } from './tables';

/** expired rows are kept this long (a late callback still finds its state and answers 已失效, not unknown) */
export const PURGE_AFTER_MS = 60 * 60_000;

/**
 * A backslash (browsers read `/\host` as `//host`, another origin) or a control character (C0 or DEL: a tab or
 * newline inside a URL is dropped by browsers and could rejoin a refused prefix). Checked by char code, so the rule
 * needs no control characters in a regular expression.
 */
function hasUnsafeChar(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x5c || c <= 0x1f || c === 0x7f) return true;
  }
  return false;
}

/** Post-login target: a path of this site only (no other origin, no protocol-relative URL, not the login pages). */
export function safeRedirect(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 512) return '/';
  if (!raw.startsWith('/') || raw.startsWith('//') || hasUnsafeChar(raw)) return '/';
  if (/^\/(snslogin|mydesk2\/s\/login)(\/|\?|#|$)/.test(raw)) return '/';
  return raw;
}

/**
 * OAuth `state` of WeChat logins: random, stored hashed with its expiry and the post-login redirect, bound to
 * the browser that asked for it by a second random value kept in an HttpOnly cookie. Accepted once.
 */
export function createLoginStates(db: Orm, settings: WechatSettings) {
  return {
    async create(redirect: string): Promise<{ state: string; browserNonce: string; expiresAt: Date }> {
      const now = settings.now();
      const state = newOpaqueToken();
      const browserNonce = newOpaqueToken();
      const expiresAt = new Date(now.getTime() + settings.stateTtlMs);
      await db.insert(wechatLoginStates).values({
        stateHash: sha256Hex(state),
        browserHash: sha256Hex(browserNonce),
        redirect: safeRedirect(redirect),
        createdAt: now,
        expiresAt,
      });
      return { state, browserNonce, expiresAt };
    },

    /** The state exists, has not expired, was not used, and comes back to the browser that started it. */
    async consume(state: unknown, browserNonce: unknown): Promise<{ ok: true; redirect: string } | { ok: false }> {
      if (!looksLikeToken(state) || !looksLikeToken(browserNonce)) return { ok: false };
      const stateHash = sha256Hex(state);
      const [row] = await db.select().from(wechatLoginStates).where(eq(wechatLoginStates.stateHash, stateHash));
      if (!row || row.usedAt || row.browserHash !== sha256Hex(browserNonce) || row.expiresAt <= settings.now()) return { ok: false };
      const spent = await db
        .update(wechatLoginStates)
        .set({ usedAt: settings.now() })
        .where(and(eq(wechatLoginStates.stateHash, stateHash), isNull(wechatLoginStates.usedAt)))
        .returning({ redirect: wechatLoginStates.redirect });
      return spent.length === 1 ? { ok: true, redirect: spent[0]!.redirect } : { ok: false };
    },

    /** Drops states expired over an hour ago (the plugin's scheduled purge; never on the request path). */
    async purgeExpired(): Promise<void> {
      await db.delete(wechatLoginStates).where(lt(wechatLoginStates.expiresAt, new Date(settings.now().getTime() - PURGE_AFTER_MS)));
    },
  };
}
