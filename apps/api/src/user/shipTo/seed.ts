import { eq, inArray, or } from 'drizzle-orm';
import { DEMO_ADDRESSES } from '@shop/demo-accounts';
import type { Orm } from '../../db/client';
import { DEMO_COMPANY, demoAccount } from '../../db/seed/demoAccounts';
import type { SeedStep } from '../../db/seed/steps';
import { shipTos } from '../tables';

type DemoShipTo = Omit<typeof shipTos.$inferInsert, 'shipToId' | 'customerCode' | 'ownerUserCode' | 'createdBy'>;

/** The demo company's book: head office (default), the Kunshan plant, the Wuxi warehouse; the oldest first. */
const COMPANY_SHIP_TOS: readonly DemoShipTo[] = [
  { ...DEMO_ADDRESSES.head, isDefault: true, createdAt: new Date('2025-06-02T01:00:00Z') },
  { ...DEMO_ADDRESSES.kunshan, isDefault: false, createdAt: new Date('2025-09-15T02:30:00Z') },
  { ...DEMO_ADDRESSES.wuxi, isDefault: false, createdAt: new Date('2026-01-08T06:00:00Z') },
];

/** 张伟, the individual customer, ships to his flat. */
const INDIVIDUAL_SHIP_TOS: readonly DemoShipTo[] = [
  { ...DEMO_ADDRESSES.flat, isDefault: true, createdAt: new Date('2025-11-20T12:00:00Z') },
];

const INDIVIDUAL_LOGIN = 'zhangwei';

/** The address-book seed step (after the demo accounts it belongs to). */
export const shipToSeedStep: SeedStep = {
  name: 'user-ship-to',
  version: 'ship-to-1',
  async run(tx: Orm) {
    const admin = demoAccount('jinggong_admin');
    const individual = demoAccount(INDIVIDUAL_LOGIN);
    for (const s of COMPANY_SHIP_TOS) {
      await tx.insert(shipTos).values({ ...s, customerCode: DEMO_COMPANY.customerCode, createdBy: admin.userCode, updatedAt: s.createdAt });
    }
    for (const s of INDIVIDUAL_SHIP_TOS) {
      await tx.insert(shipTos).values({ ...s, ownerUserCode: individual.userCode, createdBy: individual.userCode, updatedAt: s.createdAt });
    }
    return { company: COMPANY_SHIP_TOS.length, individual: INDIVIDUAL_SHIP_TOS.length };
  },
  async reset(tx: Orm) {
    await tx
      .delete(shipTos)
      .where(
        or(eq(shipTos.customerCode, DEMO_COMPANY.customerCode), inArray(shipTos.ownerUserCode, [demoAccount(INDIVIDUAL_LOGIN).userCode])),
      );
  },
};
