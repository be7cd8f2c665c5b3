import { eq } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { bumpWindow, type WindowCounterTable } from '../http/fixedWindow';
import { authLoginAttempts } from '../user/tables';
import type { AuthSettings } from './settings';

const keyOf = (loginId: string) => loginId.trim().toLowerCase();

const FAILURES: WindowCounterTable = {
  table: authLoginAttempts, key: authLoginAttempts.loginKey, count: authLoginAttempts.failures, windowStartedAt: authLoginAttempts.windowStartedAt,
};

/** Whether the login id is locked after too many failures. */
export async function isLoginLocked(db: Orm, settings: AuthSettings, loginId: string): Promise<boolean> {
  const [row] = await db.select().from(authLoginAttempts).where(eq(authLoginAttempts.loginKey, keyOf(loginId)));
  return !!row?.lockedUntil && row.lockedUntil > settings.now();
}

/** Counts one failure in the current window; locks the login id when the window's count reaches the limit. */
export async function recordLoginFailure(db: Orm, settings: AuthSettings, loginId: string): Promise<void> {
  const now = settings.now();
  const { count } = await bumpWindow(db, FAILURES, keyOf(loginId), now, settings.loginWindowMs);
  if (count >= settings.loginMaxFailures) {
    await db
      .update(authLoginAttempts)
      .set({ lockedUntil: new Date(now.getTime() + settings.loginLockMs), failures: 0, windowStartedAt: now })
      .where(eq(authLoginAttempts.loginKey, keyOf(loginId)));
  }
}

export async function clearLoginFailures(db: Orm, loginId: string): Promise<void> {
  await db.delete(authLoginAttempts).where(eq(authLoginAttempts.loginKey, keyOf(loginId)));
}
