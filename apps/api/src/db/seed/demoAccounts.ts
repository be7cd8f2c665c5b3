/**
 * Demo customers for the seed (SPEC §6), defined once in @shop/demo-accounts so that the web tests' sign-in helpers
 * (@shop/test-support) use the same people. The user/auth family owns the user tables and registers a seed step
 * (src/db/seed/registry.ts) that stores these accounts, hashing the passwords.
 */
export * from '@shop/demo-accounts';
