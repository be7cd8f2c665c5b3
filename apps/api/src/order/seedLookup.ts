import { and, eq } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { orderLines, orderSlips } from './tables';

/**
 * One order line with what the after-sales seed copies from its order, or null when the order step did not write
 * it. No authorisation check: for seed steps only (routes use findOrderForCaller).
 */
export async function findOrderLineUnchecked(
  db: Orm,
  soSlipNumber: string,
  soLineNumber: number,
): Promise<{ customerCode: string | null; orderUserCode: string; partNumber: string; productName: string } | null> {
  const [row] = await db
    .select({
      customerCode: orderSlips.customerCode,
      orderUserCode: orderSlips.orderUserCode,
      partNumber: orderLines.partNumber,
      productName: orderLines.productName,
    })
    .from(orderLines)
    .innerJoin(orderSlips, eq(orderSlips.orderSlipNumber, orderLines.orderSlipNumber))
    .where(and(eq(orderLines.orderSlipNumber, soSlipNumber), eq(orderLines.soLineNumber, soLineNumber)));
  return row ?? null;
}
