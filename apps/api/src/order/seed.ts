import { inArray } from 'drizzle-orm';
import type { PriceBreak } from '@shop/api-clients/catalogue/types';
import { firstPartOfSeries, seriesWithBrandNames, unitPriceFenFor } from '../catalogue/seam';
import type { Orm } from '../db/client';
import { fenToYuanText, lineAmountFen, sumFen, yuanToFen, type Fen } from '../db/money';
import { deriveSeed, mulberry32, pick } from '../db/seed/prng';
import type { SeedStep } from '../db/seed/steps';
import { demoAccount } from '../db/seed/demoAccounts';
import { DEMO_ORDERS } from './demoOrders';
import { orderLines, orderSlips } from './tables';

/** order-2: amounts summed in fen (order-1 summed floats) */
const ORDER_SEED_VERSION = 'order-2';

/** The unit price in fen at this quantity; past the last break, the last break's price. */
function priceAt(breaks: readonly PriceBreak[], quantity: number): Fen {
  const last = breaks.at(-1);
  return unitPriceFenFor(breaks, quantity) ?? (last ? yuanToFen(last.unitPrice) : 0);
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
    const firstParts = await firstPartOfSeries(
      tx,
      picked.map((s) => s.seriesCode),
    );
    const lines = plan.lines.map((l, i) => {
      const s = picked[i]!;
      const part = firstParts.get(s.seriesCode);
      if (!part) throw new Error(`series ${s.seriesCode} has no parts`);
      return {
        orderSlipNumber: plan.orderSlipNumber,
        soLineNumber: i + 1,
        partNumber: part.partNumber,
        productName: s.seriesName,
        brandName: s.brandName,
        quantity: l.quantity,
        unitFen: priceAt(part.priceBreaks, l.quantity),
        shippedQty: l.shippedQty,
      };
    });
    const totalFen = sumFen(lines.map((l) => lineAmountFen(l.unitFen, l.quantity)));
    await tx.insert(orderSlips).values({
      orderSlipNumber: plan.orderSlipNumber,
      customerCode: account.customerCode,
      orderUserCode: account.userCode,
      orderUserName: account.userName,
      orderDate: plan.orderDate,
      status: plan.status,
      totalAmount: fenToYuanText(totalFen),
    });
    await tx.insert(orderLines).values(lines.map(({ unitFen, ...l }) => ({ ...l, unitPrice: fenToYuanText(unitFen) })));
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
    await tx.delete(orderSlips).where(
      inArray(
        orderSlips.orderSlipNumber,
        DEMO_ORDERS.map((o) => o.orderSlipNumber),
      ),
    );
  },
};
