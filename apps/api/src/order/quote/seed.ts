import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { QUOTE_LIMITS, QuoteMessages, type QuoteStatus } from '@shop/api-clients/quote/types';
import { queryRows, type Orm } from '../../db/client';
import { fenToYuanText, lineAmountFen, sumFen, yuanToFen, type Fen } from '../../db/money';
import type { SeedStep } from '../../db/seed/steps';
import { demoAccount } from '../../db/seed/demoAccounts';
import { priceLines, type PricedLine } from '../pricing';
import { orderLines, orderSlips, quoteLines, quoteSlips } from '../tables';
import { answerLine } from './answer';
import { addDays, chinaDate } from './chinaTime';

/** quote-2: the four demo quotes of 苏州精工; the discontinued line of the answered one declined (quote-1 priced it) */
const QUOTE_SEED_VERSION = 'quote-2';
const DAY_MS = 86_400_000;

/** Numbers below quote_slip_seq's start (100000), so they never meet a number the API hands out. */
const DEMO_QUOTES = {
  answered: 'QT2026000001',
  requested: 'QT2026000002',
  ordered: 'QT2026000003',
  expired: 'QT2026000004',
} as const;
/** the buyer's demo order the ordered quote became */
const ORDERED_FROM = 'SO2026010002';

async function partNumbers(tx: Orm, where: ReturnType<typeof sql>, count: number): Promise<string[]> {
  const rows = await queryRows<{ part_number: string }>(
    tx,
    sql`select part_number from catalogue_part where ${where} and jsonb_array_length(price_breaks) > 0 order by part_number limit ${count}`,
  );
  return rows.map((r) => r.part_number);
}

interface LinePlan {
  partNumber: string;
  quantity: number;
  customerPartNumber?: string;
}

/** Quote lines priced as the API would: fit at the break price; others by the pricing step's rule, or left open. */
function lineRows(number: string, plans: LinePlan[], priced: PricedLine[], answer: boolean) {
  return priced.map((p, i) => {
    let unitFen: Fen | null = p.unfitType === null && p.discontinueFlag !== '1' && !p.saleSuspended ? p.listUnitFen : null;
    let daysToShip = unitFen === null ? null : p.daysToShip;
    let declineReason: string | null = null;
    if (unitFen === null && answer) {
      const a = answerLine(p, p.unfitType);
      if ('declineReason' in a) declineReason = a.declineReason;
      else ({ unitFen, daysToShip } = a);
    }
    return {
      quoteSlipNumber: number,
      lineNumber: i + 1,
      partNumber: p.partNumber,
      productName: p.productName ?? '',
      brandName: p.brandName ?? '',
      seriesCode: p.seriesCode,
      quantity: p.quantity,
      customerPartNumber: plans[i]!.customerPartNumber ?? '',
      unfitType: p.unfitType,
      unitPrice: unitFen === null ? null : fenToYuanText(unitFen),
      daysToShip,
      declineReason,
    };
  });
}

async function writeQuote(
  tx: Orm,
  q: { number: string; loginId: 'jinggong_buyer' | 'jinggong_engineer'; status: QuoteStatus; requestedAt: Date; remark: string },
  plans: LinePlan[],
  orderSlipNumber: string | null = null,
) {
  const account = demoAccount(q.loginId);
  const answered = q.status !== 'REQUESTED';
  const priced = await priceLines(tx, plans, q.requestedAt);
  const lines = lineRows(q.number, plans, priced, answered);
  const answeredAt = answered ? new Date(q.requestedAt.getTime() + DAY_MS) : null;
  const totalFen = sumFen(lines.map((l) => (l.unitPrice === null ? 0 : lineAmountFen(yuanToFen(l.unitPrice), l.quantity))));
  await tx.insert(quoteSlips).values({
    quoteSlipNumber: q.number,
    customerCode: account.customerCode,
    userCode: account.userCode,
    userName: account.userName,
    status: q.status,
    source: 'CUSTOM',
    remark: q.remark,
    requestedAt: q.requestedAt,
    answeredAt,
    validUntil: answeredAt ? addDays(chinaDate(answeredAt), QUOTE_LIMITS.validDays) : null,
    totalAmount: answered ? fenToYuanText(totalFen) : null,
    orderSlipNumber,
    updatedAt: answeredAt ?? q.requestedAt,
  });
  await tx.insert(quoteLines).values(lines);
  return lines.length;
}

/**
 * Demo quotes of 苏州精工, one per status, each where a buyer meets it: the buyer's answered quote (a fit line, a
 * special-order line priced by the pricing step, a discontinued line it declined), the engineer's quote still waiting
 * for a special-order price (answer it with `pnpm --filter @shop/api quote:answer`), the buyer's quote that became
 * the demo order SO2026010002, and the engineer's quote that expired. No job is enqueued for the waiting one, so it
 * stays REQUESTED until the command line answers it. Needs the catalogue and the demo orders.
 */
async function seedDemoQuotes(tx: Orm, now: Date): Promise<Record<string, unknown>> {
  const fit = await partNumbers(tx, sql`unfit_type is null and discontinue_flag = '0' and not sale_suspended`, 6);
  if (fit.length < 6) return { quotes: 0 };
  const special = (await partNumbers(tx, sql`unfit_type in ('3', '5', '8') and discontinue_flag = '0' and not sale_suspended`, 2))
    .concat(fit)
    .slice(0, 2);
  const [gone] = await partNumbers(tx, sql`discontinue_flag = '1' and replacement_part_number is null`, 1);

  let lines = 0;
  lines += await writeQuote(
    tx,
    {
      number: DEMO_QUOTES.answered,
      loginId: 'jinggong_buyer',
      status: 'ANSWERED',
      requestedAt: new Date(now.getTime() - 3 * DAY_MS),
      remark: '二期产线备件，请报含税价',
    },
    [
      { partNumber: fit[0]!, quantity: 20, customerPartNumber: 'JG-A-0101' },
      { partNumber: special[0]!, quantity: 4, customerPartNumber: 'JG-A-0102' },
      ...(gone ? [{ partNumber: gone, quantity: 2 }] : []),
    ],
  );
  lines += await writeQuote(
    tx,
    {
      number: DEMO_QUOTES.requested,
      loginId: 'jinggong_engineer',
      status: 'REQUESTED',
      requestedAt: new Date(now.getTime() - 2 * 3_600_000),
      remark: '样机试制用',
    },
    [
      { partNumber: fit[1]!, quantity: 5 },
      { partNumber: special[1]!, quantity: 10 },
    ],
  );

  // the ordered quote: the lines of the buyer's demo order, at its prices
  const [order] = await tx.select().from(orderSlips).where(eq(orderSlips.orderSlipNumber, ORDERED_FROM));
  if (order) {
    const oLines = await tx
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderSlipNumber, ORDERED_FROM))
      .orderBy(asc(orderLines.soLineNumber));
    const requestedAt = new Date(Date.parse(`${order.orderDate}T02:00:00Z`) - 5 * DAY_MS);
    const answeredAt = new Date(requestedAt.getTime() + DAY_MS);
    const buyer = demoAccount('jinggong_buyer');
    await tx.insert(quoteSlips).values({
      quoteSlipNumber: DEMO_QUOTES.ordered,
      customerCode: buyer.customerCode,
      userCode: buyer.userCode,
      userName: buyer.userName,
      status: 'ORDERED',
      source: 'CART',
      requestedAt,
      answeredAt,
      validUntil: addDays(chinaDate(answeredAt), QUOTE_LIMITS.validDays),
      totalAmount: order.totalAmount,
      orderSlipNumber: ORDERED_FROM,
      updatedAt: answeredAt,
    });
    await tx.insert(quoteLines).values(
      oLines.map((l, i) => ({
        quoteSlipNumber: DEMO_QUOTES.ordered,
        lineNumber: i + 1,
        partNumber: l.partNumber,
        productName: l.productName,
        brandName: l.brandName,
        seriesCode: l.seriesCode,
        quantity: l.quantity,
        customerPartNumber: l.customerPartNumber,
        unitPrice: l.unitPrice,
        daysToShip: l.daysToShip,
      })),
    );
    await tx
      .update(orderSlips)
      .set({ quoteSlipNumber: DEMO_QUOTES.ordered })
      .where(and(eq(orderSlips.orderSlipNumber, ORDERED_FROM), isNull(orderSlips.quoteSlipNumber)));
    lines += oLines.length;
  }

  lines += await writeQuote(
    tx,
    {
      number: DEMO_QUOTES.expired,
      loginId: 'jinggong_engineer',
      status: 'EXPIRED',
      requestedAt: new Date(now.getTime() - 50 * DAY_MS),
      remark: '',
    },
    [
      { partNumber: fit[2]!, quantity: 100 },
      { partNumber: fit[3]!, quantity: 1 },
    ],
  );
  return { quotes: order ? 4 : 3, lines, declinedLine: Boolean(gone), declineReason: gone ? QuoteMessages.DECLINED_DISCONTINUED : null };
}

/** The quote seed step (after the catalogue and the demo orders). */
export const quoteSeedStep: SeedStep = {
  name: 'order-demo-quotes',
  version: QUOTE_SEED_VERSION,
  run: (tx) => seedDemoQuotes(tx, new Date()),
  async reset(tx) {
    const numbers = Object.values(DEMO_QUOTES);
    await tx.update(orderSlips).set({ quoteSlipNumber: null }).where(inArray(orderSlips.quoteSlipNumber, numbers));
    // lines go with their slips (on delete cascade)
    await tx.delete(quoteSlips).where(inArray(quoteSlips.quoteSlipNumber, numbers));
  },
};

export { DEMO_QUOTES };
