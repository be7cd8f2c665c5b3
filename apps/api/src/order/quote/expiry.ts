import { and, eq, lt, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { quoteSlips } from '../tables';
import { chinaDate } from './chinaTime';

/** Marks ANSWERED quotes past their validUntil as EXPIRED; answers how many. Reads are right without it (status.ts). */
export async function expireQuotes(db: Orm, now: Date = new Date()): Promise<number> {
  const rows = await db
    .update(quoteSlips)
    .set({ status: 'EXPIRED', updatedAt: now })
    .where(and(eq(quoteSlips.status, 'ANSWERED'), lt(quoteSlips.validUntil, sql`${chinaDate(now)}::date`)))
    .returning({ n: quoteSlips.quoteSlipNumber });
  return rows.length;
}
