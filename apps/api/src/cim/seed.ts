import { inArray } from 'drizzle-orm';
import type { ApplyStatus } from '@shop/api-clients/cim/types';
import type { Orm } from '../db/client';
import type { SeedStep } from '../db/seed/steps';
import { demoAccount } from '../db/seed/demoAccounts';
import { findOrderLineUnchecked } from '../order/seam';
import { cimApplies, cimSatisfactions } from './tables';

interface DemoApply {
  applyNum: string;
  soSlipNumber: string;
  soLineNumber: number;
  /** who applied (a DEMO_ACCOUNTS login id) */
  loginId: string;
  reasonCode: string;
  quantity: number;
  description: string;
  status: ApplyStatus;
  createdAt: string;
  rating?: { stars: number; comment: string; at: string };
}

/** Demo applications on the demo orders (order/demoOrders.ts); numbers below 100, which the API never hands out. */
const DEMO_APPLIES: readonly DemoApply[] = [
  {
    applyNum: 'AS2026000001',
    soSlipNumber: 'SO2026010002',
    soLineNumber: 1,
    loginId: 'jinggong_buyer',
    reasonCode: '01',
    quantity: 3,
    description: '到货后检查发现 3 件表面有划痕，影响装配精度，申请换货。',
    status: 'COMPLETED',
    createdAt: '2026-01-20T02:30:00Z',
    rating: { stars: 5, comment: '客服响应很快，换货两天就到了。', at: '2026-01-27T06:00:00Z' },
  },
  {
    applyNum: 'AS2026000002',
    soSlipNumber: 'SO2026010001',
    soLineNumber: 2,
    loginId: 'jinggong_admin',
    reasonCode: '03',
    quantity: 2,
    description: '外箱压坏，两件产品变形。',
    status: 'COMPLETED',
    createdAt: '2026-01-12T01:00:00Z',
  },
  {
    applyNum: 'AS2026000003',
    soSlipNumber: 'SO2026010003',
    soLineNumber: 1,
    loginId: 'jinggong_engineer',
    reasonCode: '02',
    quantity: 1,
    description: '收到的规格与订单不符，需要的是另一长度。',
    status: 'COMPLETED',
    createdAt: '2026-01-28T03:15:00Z',
  },
  {
    applyNum: 'AS2026000004',
    soSlipNumber: 'SO2026020005',
    soLineNumber: 2,
    loginId: 'jinggong_admin',
    reasonCode: '04',
    quantity: 2,
    description: '实收数量比发货单少 2 件。',
    status: 'APPROVED',
    createdAt: '2026-02-25T08:00:00Z',
  },
  {
    applyNum: 'AS2026000005',
    soSlipNumber: 'SO2026020006',
    soLineNumber: 2,
    loginId: 'jinggong_engineer',
    reasonCode: '01',
    quantity: 1,
    description: '',
    status: 'PENDING',
    createdAt: '2026-03-03T05:40:00Z',
  },
  {
    applyNum: 'AS2026000006',
    soSlipNumber: 'SO2026020007',
    soLineNumber: 1,
    loginId: 'zhangwei',
    reasonCode: '05',
    quantity: 1,
    description: '型号选错了，未拆封。',
    status: 'COMPLETED',
    createdAt: '2026-02-10T09:20:00Z',
  },
];

/** Writes DEMO_APPLIES for the demo orders that exist (the order step may have seeded none without a catalogue). */
async function seedDemoApplies(tx: Orm): Promise<{ applies: number; ratings: number }> {
  let applies = 0;
  let ratings = 0;
  for (const d of DEMO_APPLIES) {
    const row = await findOrderLineUnchecked(tx, d.soSlipNumber, d.soLineNumber);
    if (!row) continue;
    const who = demoAccount(d.loginId);
    const at = new Date(d.createdAt);
    await tx.insert(cimApplies).values({
      applyNum: d.applyNum,
      soSlipNumber: d.soSlipNumber,
      soLineNumber: d.soLineNumber,
      customerCode: row.customerCode,
      orderUserCode: row.orderUserCode,
      applyUserCode: who.userCode,
      applyUserName: who.userName,
      partNumber: row.partNumber,
      productName: row.productName,
      reasonCode: d.reasonCode,
      quantity: d.quantity,
      description: d.description,
      status: d.status,
      createdAt: at,
      updatedAt: at,
    });
    applies++;
    if (d.rating) {
      await tx.insert(cimSatisfactions).values({
        applyNum: d.applyNum,
        rating: d.rating.stars,
        comment: d.rating.comment,
        userCode: who.userCode,
        userName: who.userName,
        createdAt: new Date(d.rating.at),
      });
      ratings++;
    }
  }
  return { applies, ratings };
}

/** The after-sales family's seed step (after the order step). */
export const cimSeedStep: SeedStep = {
  name: 'cim-demo-applies',
  version: 'cim-1',
  run: (tx) => seedDemoApplies(tx),
  async reset(tx) {
    // ratings go with their applications (on delete cascade)
    await tx.delete(cimApplies).where(
      inArray(
        cimApplies.applyNum,
        DEMO_APPLIES.map((a) => a.applyNum),
      ),
    );
  },
};
