import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import {
  QUOTE_SLIP_NUMBER_PATTERN,
  QUOTE_STATUS_LABELS,
  QUOTE_STATUSES,
  QuoteMessages,
  type QuoteSlip,
  type QuoteSlipCountQuery,
  type QuoteSlipCountResult,
  type QuoteSlipSearchQuery,
  type QuoteSlipSearchResult,
  type QuoteStatus,
} from '@shop/api-clients/quote/types';
import type { Orm } from '../../db/client';
import { ApiError, ApiErrorCode } from '../../http/errors';
import { quoteLines, quoteSlips } from '../tables';
import type { Caller } from '../visibility';
import { addDays, chinaDayStart, isRealDate } from './chinaTime';
import { quoteForbidden, quoteNotFound } from './errors';
import { effectiveStatusSql } from './status';
import { linesOf, toQuoteSlip, type QuoteSlipRow } from './toQuoteSlip';
import { quoteRelationTo, quoteScopeSql } from './visibility';

type Filters = Omit<QuoteSlipCountQuery, 'applicationId' | 'lang' | 'sessionId'>;

const badDate = () => new ApiError(400, ApiErrorCode.INVALID_PARAM, QuoteMessages.BAD_DATE);
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The caller's scope and the filters both the search and the counts apply (not the status). */
function filterSql(caller: Caller, f: Filters): SQL {
  const where: SQL[] = [quoteScopeSql(caller)];
  const number = f.quoteSlipNumber?.trim().toUpperCase();
  if (number) where.push(eq(quoteSlips.quoteSlipNumber, number));
  const part = f.partNumber?.trim().toUpperCase();
  if (part) {
    where.push(
      sql`exists (select 1 from ${quoteLines} where ${quoteLines.quoteSlipNumber} = ${quoteSlips.quoteSlipNumber}
        and upper(${quoteLines.partNumber}) like ${likePrefix(part)})`,
    );
  }
  if (f.dateFrom) {
    if (!isRealDate(f.dateFrom)) throw badDate();
    where.push(gte(quoteSlips.requestedAt, chinaDayStart(f.dateFrom)));
  }
  if (f.dateTo) {
    if (!isRealDate(f.dateTo)) throw badDate();
    where.push(lt(quoteSlips.requestedAt, chinaDayStart(addDays(f.dateTo, 1))));
  }
  return and(...where)!;
}

async function withLines(db: Orm, rows: QuoteSlipRow[], now: Date): Promise<QuoteSlip[]> {
  const lines = await linesOf(
    db,
    rows.map((r) => r.quoteSlipNumber),
  );
  return rows.map((r) => toQuoteSlip(r, lines.get(r.quoteSlipNumber) ?? [], now));
}

/** quoteSlip/search: the caller's visible quotes matching the filters, newest first. */
export async function searchQuotes(
  db: Orm,
  caller: Caller,
  q: QuoteSlipSearchQuery & { pageNo: number; pageSize: number },
  now: Date = new Date(),
): Promise<QuoteSlipSearchResult> {
  const base = filterSql(caller, q);
  const where = q.status ? and(base, sql`${effectiveStatusSql(now)} = ${q.status}`)! : base;
  const [total] = await db.select({ n: count() }).from(quoteSlips).where(where);
  const rows = await db
    .select()
    .from(quoteSlips)
    .where(where)
    .orderBy(desc(quoteSlips.requestedAt), desc(quoteSlips.quoteSlipNumber))
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize);
  return { totalCount: total?.n ?? 0, pageNo: q.pageNo, pageSize: q.pageSize, quoteSlipList: await withLines(db, rows, now) };
}

/** quoteSlip/count: how many of the caller's visible quotes match the filters, per status (as read now). */
export async function countQuotes(db: Orm, caller: Caller, q: QuoteSlipCountQuery, now: Date = new Date()): Promise<QuoteSlipCountResult> {
  const status = effectiveStatusSql(now);
  const rows = await db
    .select({ status, n: count() })
    .from(quoteSlips)
    .where(filterSql(caller, q))
    // by position: the status expression carries a parameter, and PostgreSQL would not match it to a second copy
    .groupBy(sql`1`);
  const byStatus = new Map<string, number>(rows.map((r) => [r.status, Number(r.n)]));
  const statusCountList = QUOTE_STATUSES.map((s: QuoteStatus) => ({
    status: s,
    statusDisp: QUOTE_STATUS_LABELS[s],
    count: byStatus.get(s) ?? 0,
  }));
  return { totalCount: statusCountList.reduce((n, s) => n + s.count, 0), statusCountList };
}

/**
 * The quote row when the caller may see it; otherwise 403 无权查看该报价单 (a colleague's, without QUOTE_HISTORY) or
 * 404 报价单不存在 (missing, or another customer's: answered like a number that does not exist).
 */
export async function findQuoteForCaller(db: Orm, caller: Caller, quoteSlipNumber: string): Promise<QuoteSlipRow> {
  const number = quoteSlipNumber.trim().toUpperCase();
  if (!QUOTE_SLIP_NUMBER_PATTERN.test(number)) throw quoteNotFound();
  const [row] = await db.select().from(quoteSlips).where(eq(quoteSlips.quoteSlipNumber, number));
  if (!row) throw quoteNotFound();
  const relation = quoteRelationTo(caller, row);
  if (relation === 'foreign') throw quoteNotFound();
  if (relation === 'colleague') throw quoteForbidden();
  return row;
}

/** quoteSlip/detail */
export async function getQuote(db: Orm, caller: Caller, quoteSlipNumber: string, now: Date = new Date()): Promise<QuoteSlip> {
  const row = await findQuoteForCaller(db, caller, quoteSlipNumber);
  const [slip] = await withLines(db, [row], now);
  return slip!;
}
