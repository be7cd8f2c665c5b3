import { getSessionConfig } from './config';
import { clearAllCookies, setSessionCookies } from './cookies';
import { emitSessionChange } from './events';
import { localStore } from './localStore';
import {
  clearUserEntries,
  saveUserSession,
  SECOND_FAMILY_CUSTOMER_INFO_KEY,
  SECOND_FAMILY_LOGIN_INFO_KEY,
  SECOND_FAMILY_USER_INFO_KEY,
} from './userSession';
import type { UserSession } from './types';

/** After a successful login: store the session and write both cookies. */
export function establishSession(session: UserSession): void {
  saveUserSession(session);
  setSessionCookies(session.sessionId, session.refreshTokenHash);
  emitSessionChange('login', session);
}

/** SPEC §4 logout, local half: every readable cookie and every stored user entry go. */
export function logout(): void {
  clearAllCookies();
  clearUserEntries();
  emitSessionChange('logout', null);
}

/** The server refused the refresh token: same cleanup as logout, announced as expiry so the shell can ask to log in. */
export function expireSession(): void {
  clearAllCookies();
  clearUserEntries();
  emitSessionChange('expired', null);
}

export interface SecondFamilyLoginInfo {
  sessionId: string;
  userCode: string;
  [extra: string]: unknown;
}
export interface SecondFamilyUserInfo {
  customerCode: string | null;
  [extra: string]: unknown;
}

export interface SecondFamilyLoginSteps<C, U extends SecondFamilyUserInfo, K> {
  login(credentials: C): Promise<SecondFamilyLoginInfo>;
  fetchUserInfo(login: SecondFamilyLoginInfo): Promise<U>;
  fetchCompanyInfo(login: SecondFamilyLoginInfo, user: U): Promise<K>;
  /** defaults to the configured reload (window.location.reload) */
  reload?: () => void;
}

/**
 * SPEC §4 second-family login: log in, store login info, fetch and store user info, then company info, then reload.
 * A failing step stops the sequence (and the page is not reloaded); entries already stored stay for a retry.
 */
export async function secondFamilyLogin<C, U extends SecondFamilyUserInfo, K>(
  credentials: C,
  steps: SecondFamilyLoginSteps<C, U, K>,
): Promise<{ login: SecondFamilyLoginInfo; user: U; company: K }> {
  const login = await steps.login(credentials);
  localStore.set(SECOND_FAMILY_LOGIN_INFO_KEY, { sessionId: login.sessionId, userCode: login.userCode });
  const user = await steps.fetchUserInfo(login);
  localStore.set(SECOND_FAMILY_USER_INFO_KEY, user);
  const company = await steps.fetchCompanyInfo(login, user);
  localStore.set(SECOND_FAMILY_CUSTOMER_INFO_KEY, company);
  (steps.reload ?? getSessionConfig().reload)();
  return { login, user, company };
}
