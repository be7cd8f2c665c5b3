import { eq, sql } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { queryRows } from '../db/client';
import { authLoginAttempts } from '../user/tables';
import type { AuthSettings } from './settings';

const keyOf = (loginId: string) => loginId.trim().toLowerCase();

/** Whether the login id is locked after too many failures. */
export async function isLoginLocked(db: Orm, settings: AuthSettings, loginId: string): Promise<boolean> {
  const [row] = await db.select().from(authLoginAttempts).where(eq(authLoginAttempts.loginKey, keyOf(loginId)));
  return !!row?.lockedUntil && row.lockedUntil > settings.now();
}

/** Counts one failure in the current window; locks the login id when the window's count reaches the limit. */
export async function recordLoginFailure(db: Orm, settings: AuthSettings, loginId: string): Promise<void> {
  const now = settings.now();
  const windowStart = new Date(now.getTime() - settings.loginWindowMs);
  const [row] = await queryRows<{ failures: number }>(db, sql`
    insert into auth_login_attempt (login_key, failures, window_started_at)
    values (${keyOf(loginId)}, 1, ${now.toISOString()}::timestamptz)
    on conflict (login_key) do update set
      failures = case when auth_login_attempt.window_started_at <= ${windowStart.toISOString()}::timestamptz
                      then 1 else auth_login_attempt.failures + 1 end,
      window_started_at = case when auth_login_attempt.window_started_at <= ${windowStart.toISOString()}::timestamptz
                      then ${now.toISOString()}::timestamptz else auth_login_attempt.window_started_at end
    returning failures`);
  if (row && Number(row.failures) >= settings.loginMaxFailures) {
    await db
      .update(authLoginAttempts)
      .set({ lockedUntil: new Date(now.getTime() + settings.loginLockMs), failures: 0, windowStartedAt: now })
      .where(eq(authLoginAttempts.loginKey, keyOf(loginId)));
  }
}

export async function clearLoginFailures(db: Orm, loginId: string): Promise<void> {
  await db.delete(authLoginAttempts).where(eq(authLoginAttempts.loginKey, keyOf(loginId)));
}
