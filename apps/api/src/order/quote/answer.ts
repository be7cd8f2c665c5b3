import { and, asc, eq, sql } from 'drizzle-orm';
import { QUOTE_LIMITS, QuoteMessages } from '@shop/api-clients/quote/types';
import type { Orm } from '../../db/client';
import { fenToYuanText, lineAmountFen, sumFen, yuanToFen, type Fen } from '../../db/money';
import { registerJobHandler } from '../../jobs/seam';
import { priceLines, type PricedLine } from '../pricing';
import { quoteLines, quoteSlips } from '../tables';
import { addDays, chinaDate } from './chinaTime';

export const QUOTE_ANSWER_JOB = 'quote-answer';

/**
 * The pricing step's surcharge over the catalogue's quantity-break price, in percent, by unfit code: a special-order
 * part (3) costs most to make, an unregistered one (5) needs a supplier price, an each-time one (8) a fresh check;
 * the other unfit codes (box quantities, bulk, several suppliers …) a small handling charge. Deterministic, so the
 * demo and the tests know the answer.
 */
const SURCHARGE_PERCENT: Record<string, number> = { '3': 20, '5': 15, '8': 10 };
const DEFAULT_SURCHARGE_PERCENT = 5;
/** Extra working days the pricing step adds to the catalogue's days to ship (special orders are made to order). */
const EXTRA_DAYS_QUOTE_ONLY = 10;
const EXTRA_DAYS_OTHER = 3;
const DEFAULT_DAYS_TO_SHIP = 5;

/** base × (100 + percent) / 100, rounded half up, in integer fen. */
const withSurcharge = (baseFen: Fen, percent: number): Fen => Math.floor((baseFen * (100 + percent) + 50) / 100);

type Answer = { unitFen: Fen; daysToShip: number } | { declineReason: string };

/** What the pricing step answers for one unpriced line, priced against the catalogue as it is now. */
export function answerLine(p: PricedLine, unfitType: string | null): Answer {
  if (!p.found) return { declineReason: '该型号已不在目录中，无法报价' };
  if (p.discontinueFlag === '1' || p.saleSuspended) {
    return p.replacementPartNumber
      ? { declineReason: `该型号已停产，建议改询替代型号<${p.replacementPartNumber}>` }
      : { declineReason: QuoteMessages.DECLINED_DISCONTINUED };
  }
  if (p.unfitType === 's') return { declineReason: '该型号因系统原因暂时不能报价，请联系客服' };
  // past the last break the last (cheapest) break is the base: a bigger quantity never costs more per unit
  const base = p.listUnitFen ?? (p.priceBreaks.length ? yuanToFen(p.priceBreaks.at(-1)!.unitPrice) : null);
  if (base === null) return { declineReason: '该型号暂无价格依据，请联系客服' };
  const code = unfitType ?? p.unfitType;
  const quoteOnly = code === '3' || code === '5' || code === '8';
  return {
    unitFen: withSurcharge(base, code === null ? 0 : (SURCHARGE_PERCENT[code] ?? DEFAULT_SURCHARGE_PERCENT)),
    daysToShip: (p.daysToShip ?? DEFAULT_DAYS_TO_SHIP) + (quoteOnly ? EXTRA_DAYS_QUOTE_ONLY : EXTRA_DAYS_OTHER),
  };
}

/**
 * The pricing step: prices (or declines) every unpriced line of a REQUESTED quote and answers it, with prices valid
 * until today + 30 days (China time). The quote row is locked first, so the job and the command line answering the
 * same quote at once answer it once; a quote no longer REQUESTED is left alone. Answers whether it answered.
 */
export async function answerQuote(tx: Orm, quoteSlipNumber: string, now: Date = new Date()): Promise<boolean> {
  const [slip] = await tx.select().from(quoteSlips).where(eq(quoteSlips.quoteSlipNumber, quoteSlipNumber)).for('update');
  if (!slip || slip.status !== 'REQUESTED') return false;
  const lines = await tx
    .select()
    .from(quoteLines)
    .where(eq(quoteLines.quoteSlipNumber, quoteSlipNumber))
    .orderBy(asc(quoteLines.lineNumber));
  const open = lines.filter((l) => l.unitPrice === null && l.declineReason === null);
  const priced = await priceLines(
    tx,
    open.map((l) => ({ partNumber: l.partNumber, quantity: l.quantity })),
    now,
  );
  for (const [i, l] of open.entries()) {
    const a = answerLine(priced[i]!, l.unfitType);
    await tx
      .update(quoteLines)
      .set('declineReason' in a ? { declineReason: a.declineReason } : { unitPrice: fenToYuanText(a.unitFen), daysToShip: a.daysToShip })
      .where(and(eq(quoteLines.quoteSlipNumber, quoteSlipNumber), eq(quoteLines.lineNumber, l.lineNumber)));
  }
  const after = await tx.select().from(quoteLines).where(eq(quoteLines.quoteSlipNumber, quoteSlipNumber));
  const totalFen = sumFen(after.map((l) => (l.unitPrice === null ? 0 : lineAmountFen(yuanToFen(l.unitPrice), l.quantity))));
  await tx
    .update(quoteSlips)
    .set({
      status: 'ANSWERED',
      answeredAt: now,
      validUntil: addDays(chinaDate(now), QUOTE_LIMITS.validDays),
      totalAmount: fenToYuanText(totalFen),
      updatedAt: now,
    })
    .where(eq(quoteSlips.quoteSlipNumber, quoteSlipNumber));
  return true;
}

/** The numbers of every REQUESTED quote, oldest first (the command line answers them all when given none). */
export async function requestedQuoteNumbers(db: Orm): Promise<string[]> {
  const rows = await db
    .select({ n: quoteSlips.quoteSlipNumber })
    .from(quoteSlips)
    .where(sql`${quoteSlips.status} = 'REQUESTED'`)
    .orderBy(asc(quoteSlips.requestedAt));
  return rows.map((r) => r.n);
}

registerJobHandler(QUOTE_ANSWER_JOB, async ({ tx, job, now }) => {
  const number = job.payload.quoteSlipNumber;
  if (typeof number !== 'string') throw new Error('quote-answer: payload without quoteSlipNumber');
  await answerQuote(tx, number, now);
});
