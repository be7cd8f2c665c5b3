import { asc, inArray } from 'drizzle-orm';
import { QUOTE_STATUS_LABELS, type QuoteLine, type QuoteSlip, type QuoteSource } from '@shop/api-clients/quote/types';
import type { Orm } from '../../db/client';
import { fenToYuan, lineAmountFen, yuanToFen } from '../../db/money';
import { totalsOfFen } from '../pricing';
import { quoteLines, quoteSlips } from '../tables';
import { chinaDate } from './chinaTime';
import { effectiveStatus } from './status';

export type QuoteSlipRow = typeof quoteSlips.$inferSelect;
export type QuoteLineRow = typeof quoteLines.$inferSelect;

/** Amounts in fen from the exact column text; yuan numbers only in the answer. */
export function toQuoteLine(l: QuoteLineRow): QuoteLine {
  const unitFen = l.unitPrice === null ? null : yuanToFen(l.unitPrice);
  return {
    lineNumber: l.lineNumber,
    partNumber: l.partNumber,
    productName: l.productName,
    brandName: l.brandName,
    quantity: l.quantity,
    customerPartNumber: l.customerPartNumber,
    unfitType: l.unfitType,
    unitPrice: unitFen === null ? null : fenToYuan(unitFen),
    amount: unitFen === null ? null : fenToYuan(lineAmountFen(unitFen, l.quantity)),
    daysToShip: l.daysToShip,
    declineReason: l.declineReason,
  };
}

export function toQuoteSlip(s: QuoteSlipRow, lines: readonly QuoteLineRow[], now: Date): QuoteSlip {
  const status = effectiveStatus(s, now);
  const totals = s.totalAmount === null ? null : totalsOfFen([yuanToFen(s.totalAmount)]);
  return {
    quoteSlipNumber: s.quoteSlipNumber,
    customerCode: s.customerCode,
    userCode: s.userCode,
    userName: s.userName,
    status,
    statusDisp: QUOTE_STATUS_LABELS[status],
    source: s.source as QuoteSource,
    remark: s.remark,
    requestedAt: s.requestedAt.toISOString(),
    requestDate: chinaDate(s.requestedAt),
    answeredAt: s.answeredAt?.toISOString() ?? null,
    validUntil: s.validUntil,
    totalAmount: totals && fenToYuan(totals.totalFen),
    subtotalAmount: totals && fenToYuan(totals.subtotalFen),
    taxAmount: totals && fenToYuan(totals.taxFen),
    orderSlipNumber: s.orderSlipNumber,
    orderable: status === 'ANSWERED' && lines.some((l) => l.unitPrice !== null),
    lineList: lines.map(toQuoteLine),
  };
}

/** The lines of these quotes, by quote number, in line order. */
export async function linesOf(db: Orm, numbers: readonly string[]): Promise<Map<string, QuoteLineRow[]>> {
  const byQuote = new Map<string, QuoteLineRow[]>(numbers.map((n) => [n, []]));
  if (numbers.length === 0) return byQuote;
  const rows = await db
    .select()
    .from(quoteLines)
    .where(inArray(quoteLines.quoteSlipNumber, [...numbers]))
    .orderBy(asc(quoteLines.quoteSlipNumber), asc(quoteLines.lineNumber));
  for (const l of rows) byQuote.get(l.quoteSlipNumber)?.push(l);
  return byQuote;
}
