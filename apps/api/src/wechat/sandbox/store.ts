import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { sha256Hex } from '../../auth/tokens';
import { SANDBOX_PREFIX, type WechatSettings } from '../settings';
import { wechatSandboxCodes, wechatSandboxScans, wechatSandboxTokens } from '../tables';
import { sandboxUser, type SandboxWechatUser } from './users';

/** WeChat's error answers of sns/oauth2/access_token and sns/userinfo (HTTP 200 with errcode). */
const WX_ERRORS = {
  invalidAppid: { errcode: 40013, errmsg: 'invalid appid' },
  invalidSecret: { errcode: 40125, errmsg: 'invalid appsecret' },
  invalidGrant: { errcode: 40002, errmsg: 'invalid grant_type' },
  invalidCode: { errcode: 40029, errmsg: 'invalid code' },
  codeUsed: { errcode: 40163, errmsg: 'code been used' },
  codeExpired: { errcode: 42003, errmsg: 'code expired' },
  invalidToken: { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' },
  tokenExpired: { errcode: 42001, errmsg: 'access_token expired' },
  invalidOpenid: { errcode: 40003, errmsg: 'invalid openid' },
  missing: { errcode: 41008, errmsg: 'missing parameter' },
} as const;
type WxError = (typeof WX_ERRORS)[keyof typeof WX_ERRORS];

interface AccessTokenAnswer {
  access_token: string;
  expires_in: number;
  refresh_token: string;
  openid: string;
  scope: string;
  unionid: string;
}

interface UserinfoAnswer {
  openid: string;
  nickname: string;
  sex: number;
  province: string;
  city: string;
  country: string;
  headimgurl: string;
  privilege: string[];
  unionid: string;
}

const token = (bytes: number) => randomBytes(bytes).toString('base64url');

export function sandboxHeadimgPath(openid: string): string {
  return `${SANDBOX_PREFIX}/headimg/${encodeURIComponent(openid)}.svg`;
}

/** The sandbox provider's state: QR-code pages, codes and access tokens, all in the database. */
export function createSandboxStore(db: Orm, settings: WechatSettings) {
  const later = (ms: number) => new Date(settings.now().getTime() + ms);

  /** Removes rows that expired more than an hour ago, so the tables do not grow without bound (scheduled, see plugin). */
  async function purgeExpired(): Promise<void> {
    const before = new Date(settings.now().getTime() - 60 * 60_000);
    await db.delete(wechatSandboxScans).where(lt(wechatSandboxScans.expiresAt, before));
    await db.delete(wechatSandboxCodes).where(lt(wechatSandboxCodes.expiresAt, before));
    await db.delete(wechatSandboxTokens).where(lt(wechatSandboxTokens.expiresAt, before));
  }

  function redirectWithCode(redirectUri: string, code: string, state: string): string {
    const url = new URL(redirectUri);
    url.searchParams.set('code', code);
    url.searchParams.set('state', state);
    return url.toString();
  }

  return {
    purgeExpired,

    async createScan(input: { appid: string; redirectUri: string; state: string }): Promise<{ uuid: string; expiresAt: Date }> {
      const uuid = token(16);
      const expiresAt = later(settings.scanTtlMs);
      await db.insert(wechatSandboxScans).values({ uuid, ...input, createdAt: settings.now(), expiresAt });
      return { uuid, expiresAt };
    },

    async getScan(uuid: string) {
      const [row] = await db.select().from(wechatSandboxScans).where(eq(wechatSandboxScans.uuid, uuid));
      return row ?? null;
    },

    /**
     * The phone confirmed the login for `openid`: a single-use code is issued. `deliver` true: the QR page itself
     * confirmed (sandbox panel) and redirects now; false: a phone did, the QR page picks the redirect up by polling.
     */
    async confirm(
      uuid: string,
      openid: string,
      deliver: boolean,
    ): Promise<{ ok: true; redirect: string; user: SandboxWechatUser } | { ok: false; reason: 'unknown' | 'expired' | 'used' | 'user' }> {
      const user = sandboxUser(openid);
      if (!user) return { ok: false, reason: 'user' };
      const [scan] = await db.select().from(wechatSandboxScans).where(eq(wechatSandboxScans.uuid, uuid));
      if (!scan) return { ok: false, reason: 'unknown' };
      if (scan.expiresAt <= settings.now()) return { ok: false, reason: 'expired' };
      const code = token(24);
      const claimed = await db.transaction(async (tx) => {
        const done = await tx
          .update(wechatSandboxScans)
          .set({ status: deliver ? 'done' : 'confirmed', code: deliver ? null : code })
          .where(and(eq(wechatSandboxScans.uuid, uuid), eq(wechatSandboxScans.status, 'waiting')))
          .returning({ uuid: wechatSandboxScans.uuid });
        if (done.length === 0) return false;
        await tx.insert(wechatSandboxCodes).values({
          codeHash: sha256Hex(code),
          appid: scan.appid,
          openid,
          createdAt: settings.now(),
          expiresAt: later(settings.codeTtlMs),
        });
        return true;
      });
      if (!claimed) return { ok: false, reason: 'used' };
      return { ok: true, redirect: redirectWithCode(scan.redirectUri, code, scan.state), user };
    },

    /** The QR page asks whether a phone confirmed; the redirect is handed out once. */
    async poll(uuid: string): Promise<{ status: 'waiting' | 'expired' | 'unknown' } | { status: 'confirmed'; redirect: string }> {
      const [scan] = await db.select().from(wechatSandboxScans).where(eq(wechatSandboxScans.uuid, uuid));
      if (!scan) return { status: 'unknown' };
      if (scan.status === 'confirmed' && scan.code) {
        const taken = await db
          .update(wechatSandboxScans)
          .set({ status: 'done', code: null })
          .where(and(eq(wechatSandboxScans.uuid, uuid), eq(wechatSandboxScans.status, 'confirmed')))
          .returning({ uuid: wechatSandboxScans.uuid });
        if (taken.length === 1) return { status: 'confirmed', redirect: redirectWithCode(scan.redirectUri, scan.code, scan.state) };
      }
      if (scan.status !== 'waiting' || scan.expiresAt <= settings.now()) return { status: 'expired' };
      return { status: 'waiting' };
    },

    /** sns/oauth2/access_token: appid + secret checked, the code spent exactly once. */
    async exchange(q: { appid?: string; secret?: string; code?: string; grant_type?: string }): Promise<AccessTokenAnswer | WxError> {
      if (!q.appid || !q.secret || !q.code || !q.grant_type) return WX_ERRORS.missing;
      if (q.grant_type !== 'authorization_code') return WX_ERRORS.invalidGrant;
      if (q.appid !== settings.appid) return WX_ERRORS.invalidAppid;
      if (q.secret !== settings.secret) return WX_ERRORS.invalidSecret;
      const codeHash = sha256Hex(q.code);
      const [row] = await db.select().from(wechatSandboxCodes).where(eq(wechatSandboxCodes.codeHash, codeHash));
      if (!row || row.appid !== q.appid) return WX_ERRORS.invalidCode;
      if (row.usedAt) return WX_ERRORS.codeUsed;
      if (row.expiresAt <= settings.now()) return WX_ERRORS.codeExpired;
      const spent = await db
        .update(wechatSandboxCodes)
        .set({ usedAt: settings.now() })
        .where(and(eq(wechatSandboxCodes.codeHash, codeHash), isNull(wechatSandboxCodes.usedAt)))
        .returning({ openid: wechatSandboxCodes.openid });
      if (spent.length === 0) return WX_ERRORS.codeUsed;
      const accessToken = token(48);
      await db.insert(wechatSandboxTokens).values({
        tokenHash: sha256Hex(accessToken),
        appid: row.appid,
        openid: row.openid,
        createdAt: settings.now(),
        expiresAt: later(settings.accessTokenTtlS * 1000),
      });
      const user = sandboxUser(row.openid);
      return {
        access_token: accessToken,
        expires_in: settings.accessTokenTtlS,
        refresh_token: token(48),
        openid: row.openid,
        scope: 'snsapi_login',
        unionid: user?.unionid ?? '',
      };
    },

    /** sns/userinfo for a live access token of that openid. */
    async userinfo(q: { access_token?: string; openid?: string }): Promise<UserinfoAnswer | WxError> {
      if (!q.access_token || !q.openid) return WX_ERRORS.missing;
      const [row] = await db
        .select()
        .from(wechatSandboxTokens)
        .where(eq(wechatSandboxTokens.tokenHash, sha256Hex(q.access_token)));
      if (!row) return WX_ERRORS.invalidToken;
      if (row.expiresAt <= settings.now()) return WX_ERRORS.tokenExpired;
      const user = sandboxUser(row.openid);
      if (row.openid !== q.openid || !user) return WX_ERRORS.invalidOpenid;
      return {
        openid: user.openid,
        nickname: user.nickname,
        sex: 0,
        province: user.province,
        city: user.city,
        country: '中国',
        headimgurl: sandboxHeadimgPath(user.openid),
        privilege: [],
        unionid: user.unionid,
      };
    },
  };
}

export type SandboxStore = ReturnType<typeof createSandboxStore>;
