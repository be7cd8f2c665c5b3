import { clearUserEntries, saveUserSession, type UserSession } from '@shop/session';

export const TEST_SESSION_ID = 'test-session-id-0000000000000000000000000000';

/** A signed-in sub-user without ORDER_HISTORY (what the shell's store starts from when localStorage holds msm_user). */
export function signIn(patch: Partial<UserSession> = {}): UserSession {
  const session: UserSession = {
    userName: '陈晓明', userCode: 'U0012345003', sessionId: TEST_SESSION_ID, customerCode: 'C0012345',
    customerName: '苏州精工自动化设备有限公司', customerType: '1', settlementType: '2', settlementTypeDisp: '月结', newTabFlag: '1',
    permissionList: ['QUOTE', 'QUOTE_HISTORY', 'PRICE_CHECK', 'CART', '7'], sessionStatus: '0', refreshTokenHash: 'r'.repeat(43),
    purchaseLinkFlag: '0', promptDeliveryFlag: '0', purchaseList: [], ...patch,
  };
  saveUserSession(session);
  return session;
}

export function signOut(): void {
  clearUserEntries();
}
