import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { QuoteMessages, QUOTE_SLIP_NUMBER_PATTERN } from '@shop/api-clients/quote/types';
import type { Orm } from '../../db/client';
import { yuanToFen, type Fen } from '../../db/money';
import { quoteLines, quoteSlips } from '../tables';
import type { Caller } from '../visibility';
import { notOrderable, quoteForbidden, quoteNotFound } from './errors';
import { effectiveStatus } from './status';
import { quoteRelationTo } from './visibility';

/** A priced line of an accepted quote: what checkout copies onto the order (at the quoted unit price). */
export interface AcceptedQuoteLine {
  lineNumber: number;
  partNumber: string;
  productName: string;
  brandName: string;
  seriesCode: string | null;
  quantity: number;
  customerPartNumber: string;
  unitFen: Fen;
  daysToShip: number | null;
}

export interface AcceptedQuote {
  quoteSlipNumber: string;
  /** the last China date the prices hold */
  validUntil: string;
  /** the priced lines only; declined lines are left out */
  lines: AcceptedQuoteLine[];
}

/**
 * For checkout (H3), inside its confirmation transaction: locks the quote row (select … for update, so two
 * confirmations of one quote queue here and the second sees ORDERED), checks the caller may see it (404 / 403 like
 * detail), that it is ANSWERED and still valid (409 with the reason: not answered yet, expired, ordered already,
 * nothing priced), and answers its priced lines. Then checkout writes the order and calls markQuoteOrdered in the
 * same transaction.
 */
export async function acceptQuoteForOrder(
  tx: Orm,
  caller: Caller,
  quoteSlipNumber: string,
  now: Date = new Date(),
): Promise<AcceptedQuote> {
  const number = quoteSlipNumber.trim().toUpperCase();
  if (!QUOTE_SLIP_NUMBER_PATTERN.test(number)) throw quoteNotFound();
  const [slip] = await tx.select().from(quoteSlips).where(eq(quoteSlips.quoteSlipNumber, number)).for('update');
  if (!slip) throw quoteNotFound();
  const relation = quoteRelationTo(caller, slip);
  if (relation === 'foreign') throw quoteNotFound();
  if (relation === 'colleague') throw quoteForbidden();
  const status = effectiveStatus(slip, now);
  if (status === 'ORDERED' || slip.orderSlipNumber !== null) throw notOrderable(QuoteMessages.ALREADY_ORDERED);
  if (status === 'EXPIRED') throw notOrderable(QuoteMessages.EXPIRED);
  if (status !== 'ANSWERED' || slip.validUntil === null) throw notOrderable(QuoteMessages.NOT_ANSWERED);
  const rows = await tx
    .select()
    .from(quoteLines)
    .where(and(eq(quoteLines.quoteSlipNumber, number), isNotNull(quoteLines.unitPrice)))
    .orderBy(asc(quoteLines.lineNumber));
  if (rows.length === 0) throw notOrderable(QuoteMessages.NOTHING_PRICED);
  return {
    quoteSlipNumber: number,
    validUntil: slip.validUntil,
    lines: rows.map((l) => ({
      lineNumber: l.lineNumber,
      partNumber: l.partNumber,
      productName: l.productName,
      brandName: l.brandName,
      seriesCode: l.seriesCode,
      quantity: l.quantity,
      customerPartNumber: l.customerPartNumber,
      unitFen: yuanToFen(l.unitPrice!),
      daysToShip: l.daysToShip,
    })),
  };
}

/**
 * Marks a quote accepted by acceptQuoteForOrder as ORDERED with the order's number, in checkout's transaction.
 * Guarded (only an ANSWERED quote without an order): throws when the quote was not accepted first.
 */
export async function markQuoteOrdered(tx: Orm, quoteSlipNumber: string, orderSlipNumber: string, now: Date = new Date()): Promise<void> {
  const rows = await tx
    .update(quoteSlips)
    .set({ status: 'ORDERED', orderSlipNumber, updatedAt: now })
    .where(and(eq(quoteSlips.quoteSlipNumber, quoteSlipNumber.trim().toUpperCase()), eq(quoteSlips.status, 'ANSWERED')))
    .returning({ n: quoteSlips.quoteSlipNumber });
  if (rows.length === 0) throw notOrderable(QuoteMessages.ALREADY_ORDERED);
}
