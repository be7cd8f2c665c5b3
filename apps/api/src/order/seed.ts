import { inArray } from 'drizzle-orm';
import type { PriceBreak } from '@shop/api-clients/catalogue/types';
import { firstPartOfSeries, seriesWithBrandNames, unitPriceFor } from '../catalogue/seam';
import type { Orm } from '../db/client';
import { deriveSeed, mulberry32, pick } from '../db/seed/prng';
import type { SeedStep } from '../db/seed/steps';
import { demoAccount } from '../db/seed/demoAccounts';
import { DEMO_ORDERS } from './demoOrders';
import { orderLines, orderSlips } from './tables';

const ORDER_SEED_VERSION = 'order-1';

function priceAt(breaks: readonly PriceBreak[], quantity: number): number {
  return unitPriceFor(breaks, quantity) ?? breaks.at(-1)?.unitPrice ?? 0;
}

/**
 * Writes DEMO_ORDERS, each line a real catalogue part (the first part of a series drawn with the seed's PRNG) at its
 * catalogue price for the ordered quantity. Needs the catalogue step to have run; without parts it writes nothing.
 */
async function seedDemoOrders(tx: Orm, prngSeed: number): Promise<{ orders: number; lines: number }> {
  const seriesRows = await seriesWithBrandNames(tx);
  if (seriesRows.length === 0) return { orders: 0, lines: 0 };
  const rng = mulberry32(deriveSeed(prngSeed, 'demo-orders'));

  let lineCount = 0;
  for (const plan of DEMO_ORDERS) {
    const account = demoAccount(plan.loginId);
    const picked = plan.lines.map(() => pick(rng, seriesRows));
    const firstParts = await firstPartOfSeries(tx, picked.map((s) => s.seriesCode));
    const lines = plan.lines.map((l, i) => {
      const s = picked[i]!;
      const part = firstParts.get(s.seriesCode);
      if (!part) throw new Error(`series ${s.seriesCode} has no parts`);
      return {
        orderSlipNumber: plan.orderSlipNumber, soLineNumber: i + 1, partNumber: part.partNumber, productName: s.seriesName,
        brandName: s.brandName, quantity: l.quantity, unitPrice: priceAt(part.priceBreaks, l.quantity), shippedQty: l.shippedQty,
      };
    });
    const total = Math.round(lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0) * 100) / 100;
    await tx.insert(orderSlips).values({
      orderSlipNumber: plan.orderSlipNumber, customerCode: account.customerCode, orderUserCode: account.userCode,
      orderUserName: account.userName, orderDate: plan.orderDate, status: plan.status, totalAmount: total,
    });
    await tx.insert(orderLines).values(lines);
    lineCount += lines.length;
  }
  return { orders: DEMO_ORDERS.length, lines: lineCount };
}

/** The order family's seed step (after the catalogue: the lines are catalogue parts). */
export const orderSeedStep: SeedStep = {
  name: 'order-demo-orders',
  version: ORDER_SEED_VERSION,
  run: (tx, ctx) => seedDemoOrders(tx, ctx.seed),
  async reset(tx) {
    // lines go with their slips (on delete cascade)
    await tx.delete(orderSlips).where(inArray(orderSlips.orderSlipNumber, DEMO_ORDERS.map((o) => o.orderSlipNumber)));
  },
};
