import { clearUserEntries, saveUserSession, type UserSession } from '@shop/session';
import { demoLogin } from '../../../../packages/shared-ui/src/testing/loginTestSupport';

export const TEST_SESSION_ID = 'test-session-id-0000000000000000000000000000';

/** A signed-in sub-user without ORDER_HISTORY (what the shell's store starts from when localStorage holds msm_user). */
export function signIn(patch: Partial<UserSession> = {}): UserSession {
  const session = demoLogin({
    userName: '陈晓明', userCode: 'U0012345003', sessionId: TEST_SESSION_ID,
    permissionList: ['QUOTE', 'QUOTE_HISTORY', 'PRICE_CHECK', 'CART', '7'], ...patch,
  });
  saveUserSession(session);
  return session;
}

export function signOut(): void {
  clearUserEntries();
}
