import { clearUserEntries, saveUserSession, type UserSession } from '@shop/session';
import { demoLogin } from '../../../../packages/shared-ui/src/testing/loginTestSupport';

/** The two kinds of demo customer of the seed (apps/api/src/db/seed/demoAccounts.ts) as the login stores them. */
const base: UserSession = demoLogin({
  permissionList: ['ORDER', 'QUOTE', 'QUOTE_HISTORY', 'ORDER_HISTORY', 'PRICE_CHECK', 'USER_MANAGE', 'CART', '7'],
});

/** Stores a signed-in session before the page's store is created (the store starts from what is stored). */
export function signInAsCompanyUser(over: Partial<UserSession> = {}): UserSession {
  const session = { ...base, ...over };
  saveUserSession(session);
  return session;
}

/** zhangwei: an individual customer without a company. */
export function signInAsIndividual(): UserSession {
  const session: UserSession = {
    ...base, userName: '张伟', userCode: 'U0099999001', customerCode: null, customerName: null, customerType: '2',
    settlementType: null, settlementTypeDisp: null, permissionList: ['CART', 'QUOTE', 'PRICE_CHECK'],
  };
  saveUserSession(session);
  return session;
}

export function signOut(): void {
  clearUserEntries();
}
