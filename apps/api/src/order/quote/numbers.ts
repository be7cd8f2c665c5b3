import { sql } from 'drizzle-orm';
import { queryRows, type Orm } from '../../db/client';
import { quoteSlipSeq } from '../tables';
import { chinaDate } from './chinaTime';

/** QT + the China year + six digits of quote_slip_seq (QT2026100001). */
export async function nextQuoteSlipNumber(tx: Orm, now: Date): Promise<string> {
  const [row] = await queryRows<{ n: string }>(tx, sql`select nextval(${sql.raw(`'${quoteSlipSeq.seqName}'`)})::text as n`);
  return `QT${chinaDate(now).slice(0, 4)}${row!.n.padStart(6, '0')}`;
}
