import { DEMO_ACCOUNTS, DEMO_COMPANY } from '@shop/demo-accounts';
import { isLoggedIn, loadUserSession } from '@shop/session';
import { loginAnswerFor, signInAsEngineer, signOut, TEST_SESSION_ID } from '../session';

type LoginId = Parameters<typeof loginAnswerFor>[0];

afterEach(signOut);

describe('sign-in as the demo customers of the seed', () => {
  it.each(DEMO_ACCOUNTS.map((a) => [a.loginId, a] as const))(
    '%s: the names, company and permissions the seed gives',
    (_loginId, account) => {
      const session = loginAnswerFor(account.loginId as LoginId);
      expect(session).toMatchObject({ userName: account.userName, userCode: account.userCode, permissionList: account.permissionList });
      if (account.customerCode) {
        expect(session).toMatchObject({
          customerCode: DEMO_COMPANY.customerCode,
          customerName: DEMO_COMPANY.customerName,
          customerType: '1',
        });
      } else {
        expect(session).toMatchObject({ customerCode: null, customerName: null, customerType: '2' });
      }
    },
  );

  it('stores the session as the login does, before a page starts', () => {
    signInAsEngineer({ permissionList: ['QUOTE'] });
    const stored = loadUserSession();
    expect(isLoggedIn(stored)).toBe(true);
    expect(stored).toMatchObject({ userName: '陈晓明', sessionId: TEST_SESSION_ID, permissionList: ['QUOTE'] });
    signOut();
    expect(loadUserSession()).toBeNull();
  });
});
