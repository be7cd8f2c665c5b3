import { inArray } from 'drizzle-orm';
import { demoPartSamples } from '../../catalogue/seam';
import type { Orm } from '../../db/client';
import { demoAccount } from '../../db/seed/demoAccounts';
import type { SeedStep } from '../../db/seed/steps';
import { cartLines } from '../tables';

const CART_SEED_VERSION = 'cart-1';
const BUYER = 'jinggong_buyer';
const ENGINEER = 'jinggong_engineer';

/**
 * Demo carts (docs/buying.md, Cart and pricing): the buyer 李娜 finds lines to order, one special-order line that
 * can only be quoted, one discontinued part with a replacement, one suspended part and the nearly sold-out campaign
 * part; the engineer 陈晓明 one line. Parts are picked from the seeded catalogue by kind, so any seed and scale works.
 */
export const cartSeedStep: SeedStep = {
  name: 'cart',
  version: CART_SEED_VERSION,
  async run(tx: Orm) {
    const s = await demoPartSamples(tx);
    const buyer = demoAccount(BUYER);
    const engineer = demoAccount(ENGINEER);
    const plan: {
      who: typeof buyer;
      partNumber: string | null | undefined;
      quantity: number;
      customerPartNumber?: string;
      selected?: boolean;
    }[] = [
      { who: buyer, partNumber: s.fit[0], quantity: 8, customerPartNumber: 'JG-A-0101' },
      { who: buyer, partNumber: s.fit[1], quantity: 25 },
      { who: buyer, partNumber: s.fit[2], quantity: 3, customerPartNumber: 'JG-B-2207' },
      { who: buyer, partNumber: s.unfit['3'], quantity: 2, selected: false },
      { who: buyer, partNumber: s.discontinuedWithReplacement, quantity: 10, selected: false },
      { who: buyer, partNumber: s.suspendedWithReplacement, quantity: 4, selected: false },
      { who: buyer, partNumber: s.campaignNearlySoldOut, quantity: 1 },
      { who: engineer, partNumber: s.fit[3] ?? s.fit[0], quantity: 2 },
    ];
    const seen = new Set<string>();
    const rows = plan.flatMap((p) => {
      const key = `${p.who.userCode}|${p.partNumber}`;
      if (!p.partNumber || seen.has(key)) return [];
      seen.add(key);
      return [
        {
          userCode: p.who.userCode,
          customerCode: p.who.customerCode,
          partNumber: p.partNumber,
          quantity: p.quantity,
          customerPartNumber: p.customerPartNumber ?? '',
          selected: p.selected ?? true,
        },
      ];
    });
    if (rows.length) await tx.insert(cartLines).values(rows);
    return { lines: rows.length };
  },
  async reset(tx) {
    await tx.delete(cartLines).where(inArray(cartLines.userCode, [demoAccount(BUYER).userCode, demoAccount(ENGINEER).userCode]));
  },
};
