import { and, eq, ne, sql } from 'drizzle-orm';
import type { ClaimedQtyLookup } from '../order/seam';
import { cimApplies } from './tables';

/**
 * Quantity per line of an order that after-sales applications already claim (every application except cancelled
 * ones). What can still be applied for is the shipped quantity minus this.
 */
export const claimedQtyByLine: ClaimedQtyLookup = async (db, soSlipNumber) => {
  const rows = await db
    .select({ line: cimApplies.soLineNumber, qty: sql<number>`sum(${cimApplies.quantity})::int` })
    .from(cimApplies)
    .where(and(eq(cimApplies.soSlipNumber, soSlipNumber), ne(cimApplies.status, 'CANCELLED')))
    .groupBy(cimApplies.soLineNumber);
  return new Map(rows.map((r) => [r.line, Number(r.qty)]));
};
