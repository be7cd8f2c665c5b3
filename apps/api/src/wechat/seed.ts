import { eq, sql } from 'drizzle-orm';
import type { SeedStep } from '../db/seed/steps';
import { users } from '../user/seam';
import { resolveWechatSettings } from './settings';
import { sandboxHeadimgPath } from './sandbox/store';
import { PREBOUND_SANDBOX_USER, sandboxUser } from './sandbox/users';
import { wechatBindings } from './tables';

/**
 * Binds the first sandbox WeChat user to the demo main account, so "scan → signed in" works on a fresh database;
 * the other sandbox users stay unbound (first-time flow). Runs after the user family's demo accounts.
 */
export const wechatSeedStep: SeedStep = {
  name: 'wechat-sandbox-binding',
  version: '1',
  async run(tx) {
    const [admin] = await tx
      .select({ userCode: users.userCode })
      .from(users)
      .where(sql`lower(${users.loginId}) = lower(${PREBOUND_SANDBOX_USER.loginId})`);
    if (!admin) return { bound: 0 };
    const u = sandboxUser(PREBOUND_SANDBOX_USER.openid)!;
    // the account may have had another WeChat bound by hand: the demo binding replaces it
    await tx.delete(wechatBindings).where(eq(wechatBindings.userCode, admin.userCode));
    await tx
      .insert(wechatBindings)
      .values({
        openid: u.openid,
        userCode: admin.userCode,
        appid: resolveWechatSettings().appid,
        unionid: u.unionid,
        nickname: u.nickname,
        headimgurl: sandboxHeadimgPath(u.openid),
      })
      .onConflictDoUpdate({ target: wechatBindings.openid, set: { userCode: admin.userCode } });
    return { bound: 1 };
  },
  async reset(tx) {
    await tx.delete(wechatBindings).where(eq(wechatBindings.openid, PREBOUND_SANDBOX_USER.openid));
  },
};
