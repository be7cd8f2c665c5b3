import type { LoginResponse } from '@shop/api-clients';
import { DEMO_COMPANY, DEMO_LOGIN_IDS, demoAccount, type DemoLoginId } from '@shop/demo-accounts';
import {
  clearAllCookies,
  clearUserEntries,
  configureSession,
  resetSessionConfig,
  resetSessionEvents,
  saveUserSession,
} from '@shop/session';
import { installRefreshTransport, resetApiConfig } from '@shop/api-clients';

/** The sessionId of every demo login unless a test gives another (43 characters, like the server's). */
export const TEST_SESSION_ID = 'S'.repeat(43);
/** The refresh token of every demo login unless a test gives another. */
export const TEST_REFRESH_TOKEN = 'R'.repeat(43);

/**
 * The login answer the API gives `loginId` of the seed (@shop/demo-accounts: names, company and permissions), with
 * `over` applied; the session runs for an hour from now.
 */
export function loginAnswerFor(loginId: DemoLoginId, over: Partial<LoginResponse> = {}): LoginResponse {
  const account = demoAccount(loginId);
  const company = account.customerCode ? DEMO_COMPANY : null;
  return {
    userName: account.userName,
    userCode: account.userCode,
    sessionId: TEST_SESSION_ID,
    customerCode: company?.customerCode ?? null,
    customerName: company?.customerName ?? null,
    // '2': an individual customer, without a company
    customerType: company?.customerType ?? '2',
    settlementType: company?.settlementType ?? null,
    settlementTypeDisp: company?.settlementTypeDisp ?? null,
    newTabFlag: '1',
    permissionList: [...account.permissionList],
    sessionStatus: '0',
    refreshTokenHash: TEST_REFRESH_TOKEN,
    purchaseLinkFlag: '0',
    promptDeliveryFlag: '0',
    purchaseList: [],
    sessionExpiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    ...over,
  };
}

/** The login answer for the demo main account (王建国, every permission), with `over` applied. */
export const demoLogin = (over: Partial<LoginResponse> = {}): LoginResponse => loginAnswerFor(DEMO_LOGIN_IDS.main, over);

/**
 * Stores `loginId`'s session as the login does, before the page's store is created (the store starts from what is
 * stored); returns it.
 */
export function signInAs(loginId: DemoLoginId, over: Partial<LoginResponse> = {}): LoginResponse {
  const session = loginAnswerFor(loginId, over);
  saveUserSession(session);
  return session;
}
/** 王建国, main account of the demo company: every permission. */
export const signInAsMainAccount = (over: Partial<LoginResponse> = {}) => signInAs(DEMO_LOGIN_IDS.main, over);
/** 李娜, purchasing sub-user: orders and quotes, no staff management, no CAD. */
export const signInAsBuyer = (over: Partial<LoginResponse> = {}) => signInAs(DEMO_LOGIN_IDS.buyer, over);
/** 陈晓明, design-engineer sub-user: prices, quotes and CAD, neither ORDER nor ORDER_HISTORY. */
export const signInAsEngineer = (over: Partial<LoginResponse> = {}) => signInAs(DEMO_LOGIN_IDS.engineer, over);
/** 张伟, an individual customer without a company (nudged to complete company information before ordering). */
export const signInAsIndividual = (over: Partial<LoginResponse> = {}) => signInAs(DEMO_LOGIN_IDS.individual, over);

/** Forgets the stored session (what logout leaves). */
export function signOut(): void {
  clearUserEntries();
}

/** Fresh session config, storage, cookies and API config; no cross-tab bus or locks in jsdom. */
export function resetSessionWorld(): void {
  resetSessionEvents();
  resetSessionConfig();
  resetApiConfig();
  localStorage.clear();
  clearAllCookies();
  configureSession({ createChannel: () => null, locks: null });
  installRefreshTransport();
}
