/**
 * Demo customers for the seed (SPEC §6), defined once in @shop/demo-accounts so that the web tests' sign-in helpers
 * (@shop/test-support) use the same people. The user/auth family owns the user tables and registers a seed step
 * (src/db/seed/registry.ts) that stores these accounts, hashing the passwords.
 */
export * from '@shop/demo-accounts';

import { DEMO_ACCOUNTS } from '@shop/demo-accounts';

/** The demo account with this login id; seed steps of several families (order, cim) name their people this way. */
export function demoAccount(loginId: string) {
  const a = DEMO_ACCOUNTS.find((x) => x.loginId === loginId);
  if (!a) throw new Error(`seed data names an unknown demo account ${loginId}`);
  return a;
}
