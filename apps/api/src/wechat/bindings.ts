import { eq } from 'drizzle-orm';
import type { Orm } from '../db/client';
import type { WechatSettings } from './settings';
import { wechatBindings } from './tables';

interface NewBinding {
  openid: string;
  appid: string;
  unionid: string | null;
  nickname: string;
  headimgurl: string | null;
  userCode: string;
}

/** Which account a WeChat openid logs in as. One WeChat per account, one account per WeChat. */
export function createBindings(db: Orm, settings: WechatSettings) {
  return {
    async userCodeOf(openid: string): Promise<string | null> {
      const [row] = await db.select({ userCode: wechatBindings.userCode }).from(wechatBindings).where(eq(wechatBindings.openid, openid));
      return row?.userCode ?? null;
    },

    /**
     * 'ok', or which side is bound already: this WeChat ('wechat') or the account ('account'). The unique keys
     * decide, so concurrent requests cannot double-bind.
     */
    async bind(tx: Orm, b: NewBinding): Promise<'ok' | 'wechat' | 'account'> {
      const inserted = await tx
        .insert(wechatBindings)
        .values({ ...b, boundAt: settings.now(), lastLoginAt: settings.now() })
        .onConflictDoNothing()
        .returning({ openid: wechatBindings.openid });
      if (inserted.length === 1) return 'ok';
      const [taken] = await tx.select({ openid: wechatBindings.openid }).from(wechatBindings).where(eq(wechatBindings.openid, b.openid));
      return taken ? 'wechat' : 'account';
    },

    /** A bound user logged in: keep the provider's latest nickname and avatar. */
    async touch(openid: string, profile: { nickname: string; headimgurl: string | null; unionid: string | null }): Promise<void> {
      await db
        .update(wechatBindings)
        .set({ ...profile, lastLoginAt: settings.now() })
        .where(eq(wechatBindings.openid, openid));
    },

    async unbind(userCode: string): Promise<boolean> {
      const removed = await db
        .delete(wechatBindings)
        .where(eq(wechatBindings.userCode, userCode))
        .returning({ openid: wechatBindings.openid });
      return removed.length > 0;
    },

    async of(userCode: string) {
      const [row] = await db.select().from(wechatBindings).where(eq(wechatBindings.userCode, userCode));
      return row ?? null;
    },
  };
}

export type Bindings = ReturnType<typeof createBindings>;
