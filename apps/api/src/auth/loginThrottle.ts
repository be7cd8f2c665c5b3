import { eq, lt } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { bumpWindow, type WindowCounterTable } from '../http/fixedWindow';
import { authLoginAttempts } from '../user/tables';
import type { AuthSettings } from './settings';

/*
 * Failed passwords slow down one login id *from one client address*, with a delay that grows with each failure,
 * instead of locking the login id for everyone.
 *
 * Why: a hard per-account lock (10 failures → 15 minutes, the right password refused too) lets anyone lock out every
 * account whose login id they know, from one machine, with ten requests per account. Keyed by (login id, address), the
 * slowdown falls on the guesser alone: the account's owner, elsewhere, signs in with the right password as usual.
 * Guessing stays bounded: one address gets loginFreeFailures tries per login id, then waits loginBaseDelayMs, twice
 * that after the next failure, ... up to loginMaxDelayMs; and the per-address limit over all accounts
 * (http/loginRateLimit.ts, 30 failures per 10 minutes) caps a machine that moves from account to account. A guesser
 * with many addresses is slowed by that limit per address; a challenge (captcha) would be the next step if that is
 * seen. A growing delay rather than a fixed lock also means an honest typo costs seconds, not a quarter of an hour.
 * The key is the login id as typed (lowercased), whether or not such an account exists, so the answer (429, 操作过于
 * 频繁，请稍后再试) says nothing about existence.
 */

const keyOf = (loginId: string, client: string) => `${client} ${loginId.trim().toLowerCase()}`;

const FAILURES: WindowCounterTable = {
  table: authLoginAttempts,
  key: authLoginAttempts.loginKey,
  count: authLoginAttempts.failures,
  windowStartedAt: authLoginAttempts.windowStartedAt,
};

/** Whether this client must still wait before trying this login id again. */
export async function isLoginLocked(db: Orm, settings: AuthSettings, loginId: string, client: string): Promise<boolean> {
  const [row] = await db
    .select()
    .from(authLoginAttempts)
    .where(eq(authLoginAttempts.loginKey, keyOf(loginId, client)));
  return !!row?.lockedUntil && row.lockedUntil > settings.now();
}

/** The wait after the n-th failure in a window: none before the free ones are used up, then base, 2·base, 4·base ... up to the cap. */
export function loginDelayMs(settings: AuthSettings, failures: number): number {
  const over = failures - settings.loginFreeFailures;
  if (over < 0) return 0;
  return Math.min(settings.loginMaxDelayMs, settings.loginBaseDelayMs * 2 ** Math.min(over, 30));
}

/** Counts one failure of this client on this login id; past the free ones, it must wait a growing delay. */
export async function recordLoginFailure(db: Orm, settings: AuthSettings, loginId: string, client: string): Promise<void> {
  const now = settings.now();
  const key = keyOf(loginId, client);
  const { count } = await bumpWindow(db, FAILURES, key, now, settings.loginWindowMs);
  const delay = loginDelayMs(settings, count);
  if (delay > 0) {
    await db
      .update(authLoginAttempts)
      .set({ lockedUntil: new Date(now.getTime() + delay) })
      .where(eq(authLoginAttempts.loginKey, key));
  }
}

/** A successful login forgets this client's failures on the login id. */
export async function clearLoginFailures(db: Orm, loginId: string, client: string): Promise<void> {
  await db.delete(authLoginAttempts).where(eq(authLoginAttempts.loginKey, keyOf(loginId, client)));
}

/** Drops counters whose window and delay are both over (the scheduled purge; see auth/plugin.ts). */
export async function purgeLoginFailures(db: Orm, settings: AuthSettings): Promise<void> {
  const now = settings.now().getTime();
  // useless once its window ended and its delay passed: the last failure falls in the window, its delay is capped
  const before = new Date(now - settings.loginWindowMs - settings.loginMaxDelayMs);
  await db.delete(authLoginAttempts).where(lt(authLoginAttempts.windowStartedAt, before));
}
