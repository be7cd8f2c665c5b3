import type { UserSession } from './types';

/** SPEC §4: logged in when sessionStatus is set and not '1'. */
export function isLoggedIn(session: Pick<UserSession, 'sessionStatus'> | null | undefined): boolean {
  const status = session?.sessionStatus;
  return status !== undefined && status !== null && status !== '' && status !== '1';
}

/** SPEC §4: logged in with purchaseLinkFlag '1'. */
export function isPurchaseLinkUser(session: Pick<UserSession, 'sessionStatus' | 'purchaseLinkFlag'> | null | undefined): boolean {
  return isLoggedIn(session) && session?.purchaseLinkFlag === '1';
}

/** SPEC §4: the new-tab flag is active when newTabFlag is '0'. */
export function isNewTabFlagActive(session: Pick<UserSession, 'newTabFlag'> | null | undefined): boolean {
  return session?.newTabFlag === '0';
}
