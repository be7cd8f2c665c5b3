import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { looksLikeToken, newOpaqueToken, sha256Hex } from '../auth/tokens';
import type { WechatIdentity } from './provider';
import { PURGE_AFTER_MS } from './loginStates';
import type { WechatSettings } from './settings';
import { wechatBindTickets } from './tables';

export type BindTicketRow = typeof wechatBindTickets.$inferSelect;

/**
 * A WeChat identity the provider vouched for but no account is bound to yet. The ticket goes to the browser for
 * the bind / register step; only its SHA-256 is stored. Spent by the step that binds.
 */
export function createBindTickets(db: Orm, settings: WechatSettings) {
  return {
    async create(identity: WechatIdentity, appid: string, redirect: string): Promise<{ ticket: string; expiresIn: number }> {
      const now = settings.now();
      const ticket = newOpaqueToken();
      await db.insert(wechatBindTickets).values({
        ticketHash: sha256Hex(ticket),
        openid: identity.openid,
        appid,
        unionid: identity.unionid ?? null,
        nickname: identity.nickname,
        headimgurl: identity.avatar,
        redirect,
        createdAt: now,
        expiresAt: new Date(now.getTime() + settings.bindTicketTtlMs),
      });
      return { ticket, expiresIn: Math.floor(settings.bindTicketTtlMs / 1000) };
    },

    /** The ticket's row if it is live (known, unexpired, unused); it is not spent. */
    async peek(ticket: unknown): Promise<BindTicketRow | null> {
      if (!looksLikeToken(ticket)) return null;
      const [row] = await db
        .select()
        .from(wechatBindTickets)
        .where(
          and(
            eq(wechatBindTickets.ticketHash, sha256Hex(ticket)),
            isNull(wechatBindTickets.usedAt),
            gt(wechatBindTickets.expiresAt, settings.now()),
          ),
        );
      return row ?? null;
    },

    /** Spends the ticket inside the caller's transaction; false if another request spent it first. */
    async spend(tx: Orm, row: BindTicketRow): Promise<boolean> {
      const spent = await tx
        .update(wechatBindTickets)
        .set({ usedAt: settings.now() })
        .where(and(eq(wechatBindTickets.ticketHash, row.ticketHash), isNull(wechatBindTickets.usedAt)))
        .returning({ ticketHash: wechatBindTickets.ticketHash });
      return spent.length === 1;
    },

    /** Drops tickets expired over an hour ago (the plugin's scheduled purge). */
    async purgeExpired(): Promise<void> {
      await db.delete(wechatBindTickets).where(lt(wechatBindTickets.expiresAt, new Date(settings.now().getTime() - PURGE_AFTER_MS)));
    },
  };
}

export type BindTickets = ReturnType<typeof createBindTickets>;
