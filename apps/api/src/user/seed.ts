import { eq, inArray, or } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { DEMO_ACCOUNTS, DEMO_COMPANY } from '../db/seed/demoAccounts';
import type { SeedStep } from '../db/seed/steps';
import { hashPassword } from '../auth/password';
import { authLoginAttempts, authRefreshTokens, authSessions, customers, shipTos, users } from './tables';

/**
 * Writes the demo company and accounts of db/seed/demoAccounts.ts (passwords hashed with scrypt). Running it again
 * puts them back to their defined state: names, permissions, password, active.
 */
export async function seedDemoAccounts(db: Orm): Promise<{ companies: number; accounts: number }> {
  const hashed = await Promise.all(DEMO_ACCOUNTS.map(async (a) => ({ ...a, passwordHash: await hashPassword(a.password) })));
  const company = {
    customerCode: DEMO_COMPANY.customerCode,
    customerName: DEMO_COMPANY.customerName,
    customerType: DEMO_COMPANY.customerType,
    settlementType: DEMO_COMPANY.settlementType,
    settlementTypeDisp: DEMO_COMPANY.settlementTypeDisp,
    taxNo: DEMO_COMPANY.taxNo,
    address: DEMO_COMPANY.address,
    zipCode: DEMO_COMPANY.zipCode,
    tel: DEMO_COMPANY.tel,
    shipToManageFlag: DEMO_COMPANY.shipToManageFlag,
    shipToChangeFlag: DEMO_COMPANY.shipToChangeFlag,
    orderCancelDisplayFlag: DEMO_COMPANY.orderCancelDisplayFlag,
    serviceStopType: '0',
  };
  await db.insert(customers).values(company).onConflictDoUpdate({ target: customers.customerCode, set: company });
  for (const a of hashed) {
    const row = {
      userCode: a.userCode,
      loginId: a.loginId,
      userName: a.userName,
      passwordHash: a.passwordHash,
      customerCode: a.customerCode,
      isMain: a.role === 'main',
      permissionList: [...a.permissionList],
      email: a.email,
      cellularPhone: a.cellularPhone,
      status: 'ACTIVE' as const,
    };
    await db
      .insert(users)
      .values(row)
      .onConflictDoUpdate({ target: users.userCode, set: { ...row, updatedAt: new Date() } });
  }
  const loginKeys = DEMO_ACCOUNTS.map((a) => a.loginId.toLowerCase());
  await db.delete(authLoginAttempts).where(inArray(authLoginAttempts.loginKey, loginKeys));
  return { companies: 1, accounts: DEMO_ACCOUNTS.length };
}

/** The user family's seed step (registered in db/seed/registry.ts). */
export const userSeedStep: SeedStep = {
  name: 'user-demo-accounts',
  version: '1',
  run: (tx) => seedDemoAccounts(tx),
  async reset(tx) {
    const codes = DEMO_ACCOUNTS.map((a) => a.userCode);
    await tx.delete(authRefreshTokens).where(inArray(authRefreshTokens.userCode, codes));
    await tx.delete(authSessions).where(inArray(authSessions.userCode, codes));
    // the address book points at the company and the users: a forced re-seed resets this step before the ship-to step
    await tx.delete(shipTos).where(or(eq(shipTos.customerCode, DEMO_COMPANY.customerCode), inArray(shipTos.ownerUserCode, codes)));
    await tx.delete(users).where(inArray(users.userCode, codes));
    await tx.delete(customers).where(inArray(customers.customerCode, [DEMO_COMPANY.customerCode]));
  },
};
