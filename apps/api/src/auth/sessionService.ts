import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { authRefreshTokens, authSessions, customers, users } from '../user/tables';
import { clearLoginFailures, isLoginLocked, recordLoginFailure } from './loginThrottle';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './password';
import type { AuthSettings } from './settings';
import { looksLikeToken, newOpaqueToken, openWithToken, sealWithToken, sha256Hex } from './tokens';

export type UserRow = typeof users.$inferSelect;
type RefreshRow = typeof authRefreshTokens.$inferSelect;

/** What a spent refresh token's row keeps, sealed with that token: the pair it was rotated into. */
interface SealedPair {
  sessionId: string;
  refreshToken: string;
}

/** how many rotations a grace-window refresh follows (tab A late while tab B already refreshed again) */
const MAX_GRACE_HOPS = 4;

function openPair(token: string, sealed: string): SealedPair | null {
  const text = openWithToken(token, sealed);
  if (text === null) return null;
  try {
    const v = JSON.parse(text) as Partial<SealedPair>;
    return looksLikeToken(v.sessionId) && looksLikeToken(v.refreshToken) ? { sessionId: v.sessionId, refreshToken: v.refreshToken } : null;
  } catch {
    return null;
  }
}
export type CustomerRow = typeof customers.$inferSelect;

/** What a successful login or refresh hands out. The binding secret goes into the HttpOnly msm_sid cookie. */
export interface IssuedSession {
  sessionId: string;
  refreshToken: string;
  binding: string;
  sessionExpiresAt: Date;
  refreshExpiresAt: Date;
  user: UserRow;
  customer: CustomerRow | null;
}

/** The signed-in user as other families see it (request.user). */
export interface SessionUser {
  userCode: string;
  userName: string;
  customerCode: string | null;
  permissionList: string[];
  isMain: boolean;
  cellularPhone: string | null;
  /** identifies the login chain (for logout of all its sessions) */
  familyId: string;
}

export type LoginOutcome = { ok: true; issued: IssuedSession } | { ok: false; reason: 'invalid' | 'locked' };
export type RefreshOutcome = { ok: true; issued: IssuedSession } | { ok: false; reason: 'invalid' | 'reused' };
type ResolveOutcome = { ok: true; user: SessionUser } | { ok: false; reason: 'unknown' | 'expired' | 'unbound' };

async function loadUser(db: Orm, where: SQL | undefined) {
  const [row] = await db
    .select({ user: users, customer: customers })
    .from(users)
    .leftJoin(customers, eq(users.customerCode, customers.customerCode))
    .where(where)
    .limit(1);
  return row ?? null;
}

export function createSessionService(db: Orm, settings: AuthSettings) {
  const later = (ms: number) => new Date(settings.now().getTime() + ms);

  async function issue(
    tx: Orm,
    user: UserRow,
    customer: CustomerRow | null,
    chain: { familyId: string; binding: string | null; bindingHash: string },
  ): Promise<IssuedSession> {
    const sessionId = newOpaqueToken();
    const refreshToken = newOpaqueToken();
    const now = settings.now();
    const sessionExpiresAt = later(settings.sessionTtlMs);
    const refreshExpiresAt = later(settings.refreshTtlMs);
    await tx.insert(authSessions).values({
      idHash: sha256Hex(sessionId),
      userCode: user.userCode,
      familyId: chain.familyId,
      bindingHash: chain.bindingHash,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: sessionExpiresAt,
    });
    await tx.insert(authRefreshTokens).values({
      tokenHash: sha256Hex(refreshToken),
      familyId: chain.familyId,
      sessionIdHash: sha256Hex(sessionId),
      bindingHash: chain.bindingHash,
      userCode: user.userCode,
      createdAt: now,
      expiresAt: refreshExpiresAt,
    });
    return { sessionId, refreshToken, binding: chain.binding ?? '', sessionExpiresAt, refreshExpiresAt, user, customer };
  }

  /** A new login chain: its own family id and msm_sid binding secret, and its first session. */
  async function startChain(row: { user: UserRow; customer: CustomerRow | null }): Promise<IssuedSession> {
    const binding = newOpaqueToken();
    return db.transaction((tx) => issue(tx, row.user, row.customer, { familyId: randomUUID(), binding, bindingHash: sha256Hex(binding) }));
  }

  async function revokeFamily(tx: Orm, familyId: string, reason: string): Promise<void> {
    const now = settings.now();
    await tx
      .update(authSessions)
      .set({ revokedAt: now, revokeReason: reason })
      .where(and(eq(authSessions.familyId, familyId), isNull(authSessions.revokedAt)));
    await tx
      .update(authRefreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(authRefreshTokens.familyId, familyId), isNull(authRefreshTokens.revokedAt)));
  }

  /**
   * A spent refresh token presented again. Within refreshGraceMs of its rotation: the pair it was rotated into, if
   * that is still live (and, when that pair was itself rotated meanwhile by the other tab, the pair after it, so both
   * tabs end up on one chain). Otherwise, or when nothing can be reissued: the family is revoked ('reused').
   */
  async function graceOrRevoke(token: RefreshRow, presented: string, binding: string | undefined, depth = 0): Promise<RefreshOutcome> {
    const now = settings.now().getTime();
    const inGrace = !!token.usedAt && !token.revokedAt && now - token.usedAt.getTime() <= settings.refreshGraceMs;
    const pair = inGrace && token.successorSealed ? openPair(presented, token.successorSealed) : null;
    if (pair && depth < MAX_GRACE_HOPS) {
      const [next] = await db
        .select()
        .from(authRefreshTokens)
        .where(eq(authRefreshTokens.tokenHash, sha256Hex(pair.refreshToken)));
      if (next && !next.revokedAt && next.familyId === token.familyId) {
        if (next.usedAt) return graceOrRevoke(next, pair.refreshToken, binding, depth + 1);
        const reissued = await reissue(next, pair, binding);
        if (reissued) return { ok: true, issued: reissued };
      }
    }
    await db.transaction((tx) => revokeFamily(tx, token.familyId, 'reuse'));
    return { ok: false, reason: 'reused' };
  }

  /** The IssuedSession of a pair handed out before, if its session is still live. */
  async function reissue(refreshRow: RefreshRow, pair: SealedPair, binding: string | undefined): Promise<IssuedSession | null> {
    const now = settings.now();
    if (refreshRow.expiresAt <= now) return null;
    const [session] = await db
      .select()
      .from(authSessions)
      .where(eq(authSessions.idHash, sha256Hex(pair.sessionId)));
    if (!session || session.revokedAt || session.expiresAt <= now) return null;
    const row = await loadUser(db, eq(users.userCode, refreshRow.userCode));
    if (!row || row.user.status !== 'ACTIVE') return null;
    return {
      sessionId: pair.sessionId,
      refreshToken: pair.refreshToken,
      binding: binding ?? '',
      sessionExpiresAt: session.expiresAt,
      refreshExpiresAt: refreshRow.expiresAt,
      user: row.user,
      customer: row.customer,
    };
  }

  return {
    /**
     * Wrong id, wrong password and an inactive account all answer 'invalid', after the same scrypt work. `client` is
     * the caller's address: failures slow down that address on that login id, not the account (loginThrottle.ts).
     */
    async login(loginId: string, password: string, client: string): Promise<LoginOutcome> {
      if (await isLoginLocked(db, settings, loginId, client)) return { ok: false, reason: 'locked' };
      const row = await loadUser(db, sql`lower(${users.loginId}) = lower(${loginId.trim()})`);
      const stored = row?.user.passwordHash ?? (await dummyPasswordHash());
      const passwordOk = await verifyPassword(password, stored);
      if (!row || !passwordOk || row.user.status !== 'ACTIVE') {
        await recordLoginFailure(db, settings, loginId, client);
        return { ok: false, reason: 'invalid' };
      }
      await clearLoginFailures(db, loginId, client);
      if (needsRehash(row.user.passwordHash)) {
        await db
          .update(users)
          .set({ passwordHash: await hashPassword(password) })
          .where(eq(users.userCode, row.user.userCode));
      }
      return { ok: true, issued: await startChain(row) };
    },

    /**
     * Starts a login chain for a user whose identity another family has already verified (WeChat OAuth, a
     * sandbox provider): same session, refresh token and msm_sid binding as a password login. 'invalid' for an
     * unknown or inactive account.
     */
    async loginVerified(userCode: string): Promise<LoginOutcome> {
      const row = await loadUser(db, eq(users.userCode, userCode));
      if (!row || row.user.status !== 'ACTIVE') return { ok: false, reason: 'invalid' };
      return { ok: true, issued: await startChain(row) };
    },

    /**
     * Rotation: the presented token is spent and a new sessionId + refresh token are issued in the same family.
     * Presented again within refreshGraceMs of being spent (two tabs refreshing at once, a retry after a lost answer),
     * it gets the very pair it was rotated into (sealed with it, see tokens.ts), so neither caller is logged out.
     * Presented again later, it means two parties hold it: the whole family is revoked.
     */
    async refresh(refreshToken: unknown, binding: string | undefined): Promise<RefreshOutcome> {
      if (!looksLikeToken(refreshToken)) return { ok: false, reason: 'invalid' };
      const tokenHash = sha256Hex(refreshToken);
      const now = settings.now();
      const [token] = await db.select().from(authRefreshTokens).where(eq(authRefreshTokens.tokenHash, tokenHash));
      if (!token) return { ok: false, reason: 'invalid' };
      if (settings.bindCookie && (!binding || sha256Hex(binding) !== token.bindingHash)) return { ok: false, reason: 'invalid' };
      if (token.revokedAt) return { ok: false, reason: 'invalid' };
      if (token.usedAt) return graceOrRevoke(token, refreshToken, binding);
      if (token.expiresAt <= now) return { ok: false, reason: 'invalid' };

      const result = await db.transaction(async (tx) => {
        // the conditional update makes two racing refreshes with one token see exactly one winner
        const spent = await tx
          .update(authRefreshTokens)
          .set({ usedAt: now })
          .where(and(eq(authRefreshTokens.tokenHash, tokenHash), isNull(authRefreshTokens.usedAt), isNull(authRefreshTokens.revokedAt)))
          .returning({ tokenHash: authRefreshTokens.tokenHash });
        if (spent.length === 0) return null;
        await tx
          .update(authSessions)
          .set({ revokedAt: now, revokeReason: 'rotated' })
          .where(and(eq(authSessions.idHash, token.sessionIdHash), isNull(authSessions.revokedAt)));
        const row = await loadUser(tx, eq(users.userCode, token.userCode));
        if (!row || row.user.status !== 'ACTIVE') return 'inactive' as const;
        const issued = await issue(tx, row.user, row.customer, {
          familyId: token.familyId,
          binding: binding ?? null,
          bindingHash: token.bindingHash,
        });
        // in the same transaction as usedAt: whoever sees the token spent also finds its successor
        const successor: SealedPair = { sessionId: issued.sessionId, refreshToken: issued.refreshToken };
        await tx
          .update(authRefreshTokens)
          .set({ successorSealed: sealWithToken(refreshToken, JSON.stringify(successor)) })
          .where(eq(authRefreshTokens.tokenHash, tokenHash));
        return issued;
      });
      if (result === null) {
        // another refresh with this token won (its update waited for, or ran before, ours): it has committed by now
        const [winner] = await db.select().from(authRefreshTokens).where(eq(authRefreshTokens.tokenHash, tokenHash));
        if (winner?.usedAt && !winner.revokedAt) return graceOrRevoke(winner, refreshToken, binding);
        await db.transaction((tx) => revokeFamily(tx, token.familyId, 'reuse'));
        return { ok: false, reason: 'reused' };
      }
      if (result === 'inactive') {
        await db.transaction((tx) => revokeFamily(tx, token.familyId, 'inactive'));
        return { ok: false, reason: 'invalid' };
      }
      return { ok: true, issued: result };
    },

    /**
     * Ends the login chain of the sessionId (or of the binding cookie): every session and refresh token in it. A
     * sessionId counts only together with its chain's msm_sid cookie, as for every other call: a sessionId alone (seen
     * in a log, a shared link, a screenshot) must not let anyone end someone else's sessions.
     */
    async logout(sessionId: string | undefined, binding: string | undefined): Promise<void> {
      let familyId: string | undefined;
      if (looksLikeToken(sessionId)) {
        const [s] = await db
          .select({ familyId: authSessions.familyId, bindingHash: authSessions.bindingHash })
          .from(authSessions)
          .where(eq(authSessions.idHash, sha256Hex(sessionId)));
        const bound = !settings.bindCookie || (looksLikeToken(binding) && s?.bindingHash === sha256Hex(binding));
        familyId = bound ? s?.familyId : undefined;
      } else if (looksLikeToken(binding)) {
        const [s] = await db
          .select({ familyId: authSessions.familyId })
          .from(authSessions)
          .where(eq(authSessions.bindingHash, sha256Hex(binding)))
          .limit(1);
        familyId = s?.familyId;
      }
      if (familyId) await db.transaction((tx) => revokeFamily(tx, familyId, 'logout'));
    },

    /**
     * Who is calling. A sessionId (query or body) names the session and must come with its chain's msm_sid cookie;
     * without a sessionId, the cookie alone is accepted (the caller decides for which methods).
     */
    async resolve(sessionId: string | undefined, binding: string | undefined): Promise<ResolveOutcome> {
      const now = settings.now();
      let where;
      if (sessionId !== undefined) {
        if (!looksLikeToken(sessionId)) return { ok: false, reason: 'unknown' };
        where = eq(authSessions.idHash, sha256Hex(sessionId));
      } else if (looksLikeToken(binding)) {
        where = and(eq(authSessions.bindingHash, sha256Hex(binding)), isNull(authSessions.revokedAt));
      } else {
        return { ok: false, reason: 'unknown' };
      }
      const [row] = await db
        .select({ session: authSessions, user: users })
        .from(authSessions)
        .innerJoin(users, eq(users.userCode, authSessions.userCode))
        .where(where)
        .orderBy(desc(authSessions.createdAt))
        .limit(1);
      if (!row) return { ok: false, reason: 'unknown' };
      const { session, user } = row;
      if (settings.bindCookie && (!binding || sha256Hex(binding) !== session.bindingHash)) return { ok: false, reason: 'unbound' };
      if (session.revokedAt || session.expiresAt <= now || now.getTime() - session.lastSeenAt.getTime() >= settings.idleTimeoutMs) {
        return { ok: false, reason: 'expired' };
      }
      if (user.status !== 'ACTIVE') return { ok: false, reason: 'expired' };
      if (now.getTime() - session.lastSeenAt.getTime() >= settings.lastSeenWriteMs) {
        await db.update(authSessions).set({ lastSeenAt: now }).where(eq(authSessions.idHash, session.idHash));
      }
      return {
        ok: true,
        user: {
          userCode: user.userCode,
          userName: user.userName,
          customerCode: user.customerCode,
          permissionList: user.permissionList,
          isMain: user.isMain,
          cellularPhone: user.cellularPhone,
          familyId: session.familyId,
        },
      };
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
