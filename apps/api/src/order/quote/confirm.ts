import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { CartErrorCode, UNFIT_TYPE_INFO } from '@shop/api-clients/cart/types';
import {
  QUOTE_LIMITS,
  QuoteErrorCode,
  QuoteMessages,
  type QuoteConfirmRequest,
  type QuoteConfirmResult,
  type QuoteConfirmTicket,
} from '@shop/api-clients/quote/types';
import { ErrorCode } from '@shop/api-clients/envelopes';
import type { SessionUser } from '../../auth/sessionService';
import type { Orm } from '../../db/client';
import { fenToYuanText, lineAmountFen, sumFen } from '../../db/money';
import { ApiError } from '../../http/errors';
import { keyHash } from '../../idempotency/seam';
import { idempotencyKeys } from '../../idempotency/seam';
import { enqueueJob } from '../../jobs/seam';
import { priceLines, type PricedLine } from '../pricing';
import { cartLines, orderConfirmRequests, quoteLines, quoteSlips } from '../tables';
import { QUOTE_ANSWER_JOB } from './answer';
import { addDays, chinaDate } from './chinaTime';
import { nextQuoteSlipNumber } from './numbers';
import { quoteAnswerDelayMs } from './settings';

interface RequestedLine {
  partNumber: string;
  quantity: number;
  customerPartNumber: string;
}

/**
 * The id of one quote confirmation: sha256 of the caller (user:<userCode>) and the Idempotency-Key, exactly the hash
 * the idempotency plugin files the key under, so the poll can tell a confirmation still running (PROCESSING) from
 * one that never made anything (NOT_FOUND) without being told the key.
 */
export const quoteRequestId = (userCode: string, idempotencyKey: string) => keyHash(`user:${userCode}`, idempotencyKey);

const MAX_SHOWN_ERRORS = 20;

function linesInvalid(errors: string[]): ApiError {
  const shown = errors.slice(0, MAX_SHOWN_ERRORS).join('；');
  const more = errors.length > MAX_SHOWN_ERRORS ? `；另有 ${errors.length - MAX_SHOWN_ERRORS} 行有误` : '';
  return new ApiError(400, QuoteErrorCode.QUOTE_LINES_INVALID, `${QuoteMessages.LINES_INVALID}${shown}${more}`);
}

/** Why a priced line cannot go into a quote, in words the buyer can act on; null when it can. */
function whyNotQuotable(p: PricedLine): string | null {
  if (!p.found) return QuoteMessages.UNKNOWN_PART;
  if (p.quotable) return null;
  if (p.unfitType === 's' && p.discontinueFlag !== '1' && !p.saleSuspended) return UNFIT_TYPE_INFO.s.meaning;
  const skip = new Set<string>([CartErrorCode.NO_PRICE, CartErrorCode.CAMPAIGN_SHORT]);
  // the replacement's message names it (<…>), which is what the buyer needs: quote that one instead
  const messages = p.errorList.filter((e) => !skip.has(e.errorCode)).map((e) => e.errorMessage);
  return messages.at(-1) ?? '该型号暂不能询价';
}

async function selectedCartLines(tx: Orm, caller: SessionUser): Promise<RequestedLine[]> {
  const rows = await tx
    .select()
    .from(cartLines)
    .where(
      and(
        eq(cartLines.userCode, caller.userCode),
        caller.customerCode ? eq(cartLines.customerCode, caller.customerCode) : isNull(cartLines.customerCode),
        eq(cartLines.selected, true),
      ),
    )
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
  if (rows.length === 0) throw new ApiError(400, QuoteErrorCode.QUOTE_LINES_INVALID, QuoteMessages.CART_EMPTY);
  return rows.map((r) => ({ partNumber: r.partNumber, quantity: r.quantity, customerPartNumber: r.customerPartNumber }));
}

/** The custom list, each line checked with its own Chinese message. */
function customLines(req: QuoteConfirmRequest): { lines: RequestedLine[]; errors: string[] } {
  const list = req.lineList ?? [];
  if (list.length === 0) throw new ApiError(400, QuoteErrorCode.QUOTE_LINES_INVALID, QuoteMessages.LINES_EMPTY);
  if (list.length > QUOTE_LIMITS.maxCustomLines) throw new ApiError(400, QuoteErrorCode.QUOTE_LINES_INVALID, QuoteMessages.TOO_MANY_LINES);
  const errors: string[] = [];
  const seen = new Set<string>();
  const lines = list.map((l, i) => {
    const partNumber = l.partNumber.trim();
    const label = `第 ${i + 1} 行（${partNumber || '空'}）：`;
    if (partNumber === '') errors.push(`第 ${i + 1} 行：请填写型号`);
    else if (seen.has(partNumber.toUpperCase())) errors.push(label + QuoteMessages.DUPLICATE_PART);
    seen.add(partNumber.toUpperCase());
    if (!Number.isInteger(l.quantity) || l.quantity < 1 || l.quantity > QUOTE_LIMITS.maxQuantity)
      errors.push(label + QuoteMessages.BAD_QUANTITY);
    return { partNumber, quantity: l.quantity, customerPartNumber: (l.customerPartNumber ?? '').trim() };
  });
  return { lines, errors };
}

/**
 * Company first, then the QUOTE permission: an individual customer (who never holds QUOTE) must hear that completing
 * the company information is the way forward (the page's company nudge), not that a main account could grant it.
 */
function requireQuoting(caller: SessionUser): asserts caller is SessionUser & { customerCode: string } {
  if (!caller.customerCode) throw new ApiError(403, QuoteErrorCode.COMPANY_REQUIRED, QuoteMessages.COMPANY_REQUIRED);
  if (!caller.permissionList.includes('QUOTE')) throw new ApiError(403, ErrorCode.FORBIDDEN, QuoteMessages.NO_QUOTE_PERMISSION);
}

/**
 * quoteSlip/confirm (SPEC §4 request then result poll). A customer without a company is sent to complete it first.
 * Every line is checked against the catalogue (not found, discontinued, system-blocked lines are refused with a
 * message per line, and then nothing is made). Fit lines are priced at once at the catalogue's quantity-break price
 * (never a limited campaign's: a quote holds its price for 30 days, a campaign's units are not reserved by it); the
 * others (unfit codes, no break for the quantity) wait for the pricing step, a `quote-answer` job. The quote, its
 * lines, the job and the order_confirm_request row the poll reads commit together. Quoted cart lines stay in the cart.
 */
export async function confirmQuote(
  db: Orm,
  caller: SessionUser,
  req: QuoteConfirmRequest,
  idempotencyKey: string,
  now: Date = new Date(),
): Promise<QuoteConfirmTicket> {
  requireQuoting(caller);
  const requestId = quoteRequestId(caller.userCode, idempotencyKey);
  return db.transaction(async (tx) => {
    let requested: RequestedLine[];
    const errors: string[] = [];
    if (req.source === 'CART') requested = await selectedCartLines(tx, caller);
    else {
      const custom = customLines(req);
      requested = custom.lines;
      errors.push(...custom.errors);
    }
    if (errors.length) throw linesInvalid(errors);

    const priced = await priceLines(tx, requested, now);
    priced.forEach((p, i) => {
      const why = whyNotQuotable(p);
      if (why) errors.push(`第 ${i + 1} 行（${requested[i]!.partNumber}）：${why}`);
    });
    if (errors.length) throw linesInvalid(errors);

    const quoteSlipNumber = await nextQuoteSlipNumber(tx, now);
    // first, so that a second run under the same request (a retry that took over an expired claim) waits here for
    // the first to commit and then makes nothing
    const claimed = await tx
      .insert(orderConfirmRequests)
      .values({ requestId, userCode: caller.userCode, kind: 'QUOTE', resultNumber: quoteSlipNumber, createdAt: now })
      .onConflictDoNothing()
      .returning({ requestId: orderConfirmRequests.requestId });
    if (claimed.length === 0) return { requestId };

    const lineRows = priced.map((p, i) => {
      const pricedNow = p.unfitType === null && p.listUnitFen !== null;
      return {
        quoteSlipNumber,
        lineNumber: i + 1,
        partNumber: p.partNumber,
        productName: p.productName ?? '',
        brandName: p.brandName ?? '',
        seriesCode: p.seriesCode,
        quantity: p.quantity,
        customerPartNumber: requested[i]!.customerPartNumber,
        unfitType: p.unfitType,
        unitFen: pricedNow ? p.listUnitFen : null,
        daysToShip: pricedNow ? p.daysToShip : null,
      };
    });
    const answered = lineRows.every((l) => l.unitFen !== null);
    const totalFen = sumFen(lineRows.map((l) => (l.unitFen === null ? 0 : lineAmountFen(l.unitFen, l.quantity))));
    await tx.insert(quoteSlips).values({
      quoteSlipNumber,
      customerCode: caller.customerCode,
      userCode: caller.userCode,
      userName: caller.userName,
      status: answered ? 'ANSWERED' : 'REQUESTED',
      source: req.source,
      remark: (req.remark ?? '').trim(),
      requestedAt: now,
      answeredAt: answered ? now : null,
      validUntil: answered ? addDays(chinaDate(now), QUOTE_LIMITS.validDays) : null,
      totalAmount: answered ? fenToYuanText(totalFen) : null,
      updatedAt: now,
    });
    await tx
      .insert(quoteLines)
      .values(lineRows.map(({ unitFen, ...l }) => ({ ...l, unitPrice: unitFen === null ? null : fenToYuanText(unitFen) })));
    if (!answered) {
      await enqueueJob(tx, {
        kind: QUOTE_ANSWER_JOB,
        payload: { quoteSlipNumber },
        runAt: new Date(now.getTime() + quoteAnswerDelayMs()),
        dedupeKey: `${QUOTE_ANSWER_JOB}:${quoteSlipNumber}`,
      });
    }
    return { requestId };
  });
}

/**
 * quoteSlip/confirmResult: DONE with the number once the confirmation committed; PROCESSING while its
 * Idempotency-Key is still held by a running request; NOT_FOUND otherwise (refused, crashed before commit, or
 * never sent): nothing was made. Only the caller's own requests are found.
 */
export async function quoteConfirmResult(
  db: Orm,
  caller: SessionUser,
  requestId: string,
  now: Date = new Date(),
): Promise<QuoteConfirmResult> {
  const [done] = await db
    .select({ resultNumber: orderConfirmRequests.resultNumber })
    .from(orderConfirmRequests)
    .where(
      and(
        eq(orderConfirmRequests.requestId, requestId),
        eq(orderConfirmRequests.userCode, caller.userCode),
        eq(orderConfirmRequests.kind, 'QUOTE'),
      ),
    );
  if (done) return { state: 'DONE', quoteSlipNumber: done.resultNumber };
  const [running] = await db
    .select({ keyHash: idempotencyKeys.keyHash })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.keyHash, requestId),
        eq(idempotencyKeys.scope, `user:${caller.userCode}`),
        eq(idempotencyKeys.state, 'running'),
        gt(idempotencyKeys.lockedUntil, now),
      ),
    );
  return running ? { state: 'PROCESSING' } : { state: 'NOT_FOUND' };
}
