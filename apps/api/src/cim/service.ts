import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  APPLY_STATUS_LABELS,
  CIM_LIMITS,
  CimErrorCode,
  CimMessages,
  APPLY_NUM_PATTERN,
  type AfterSalesApply,
  type ApplyCreateRequest,
  type ApplySearchQuery,
  type ApplySearchResult,
  type SatisfactionRequest,
} from '@shop/api-clients/cim/types';
import { ErrorCode } from '@shop/api-clients/envelopes';
import { OrderErrorCode } from '@shop/api-clients/order/types';
import type { SessionUser } from '../auth/sessionService';
import type { Orm } from '../db/client';
import { queryRows } from '../db/client';
import { ApiError, ApiErrorCode } from '../http/errors';
import { findOrderForCaller, scopeSql } from '../order/seam';
import { claimedQtyByLine } from './claims';
import { reasonByCode } from './reasons';
import { cimApplies, cimApplySeq, cimSatisfactions } from './tables';

type ApplyRow = typeof cimApplies.$inferSelect;
type SatisfactionRow = typeof cimSatisfactions.$inferSelect;
type CimCaller = Pick<SessionUser, 'userCode' | 'userName' | 'customerCode' | 'isMain' | 'permissionList'>;

const CHINA_OFFSET_MS = 8 * 3600_000;
/** YYYY-MM-DD in China time */
const chinaDate = (d: Date) => new Date(d.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);

/**
 * Who may apply for after-sales on an order, and rate it (decided in issue 9): whoever placed the order, always: the
 * goods were theirs, whatever their permissions are today (the engineer whose ORDER was taken away, an individual
 * customer who bought before binding a company). On a colleague's order the caller must also hold ORDER: seeing the
 * company's orders (ORDER_HISTORY) widens what a caller reads, it grants no act. Visibility (order/visibility.ts,
 * 无权查看该订单 / 订单不存在) is checked first, so this never tells anything about an order the caller may not see.
 */
function assertMayActOn(user: CimCaller, orderUserCode: string): void {
  if (orderUserCode === user.userCode || user.permissionList.includes('ORDER')) return;
  throw new ApiError(403, ErrorCode.FORBIDDEN, CimMessages.NO_ORDER_PERMISSION);
}

const invalid = (message: string) => new ApiError(400, ApiErrorCode.INVALID_PARAM, message);
const applyNotFound = () => new ApiError(404, CimErrorCode.APPLY_NOT_FOUND, CimMessages.APPLY_NOT_FOUND);

function toApply(row: ApplyRow, sat: SatisfactionRow | null): AfterSalesApply {
  return {
    applyNum: row.applyNum,
    soSlipNumber: row.soSlipNumber,
    soLineNumber: String(row.soLineNumber),
    partNumber: row.partNumber,
    productName: row.productName,
    reasonCode: row.reasonCode,
    reasonName: reasonByCode(row.reasonCode)?.reasonName ?? row.reasonCode,
    quantity: row.quantity,
    description: row.description,
    status: row.status,
    statusDisp: APPLY_STATUS_LABELS[row.status],
    applyUserName: row.applyUserName,
    applyDate: chinaDate(row.createdAt),
    satisfaction: sat
      ? { rating: sat.rating, comment: sat.comment, ratedUserName: sat.userName, ratedAt: sat.createdAt.toISOString() }
      : null,
    canRate: row.status === 'COMPLETED' && !sat,
  };
}

async function nextApplyNum(tx: Orm): Promise<string> {
  const [row] = await queryRows<{ n: string }>(tx, sql`select nextval(${sql.raw(`'${cimApplySeq.seqName}'`)})::text as n`);
  return `AS${chinaDate(new Date()).slice(0, 4)}${row!.n.padStart(6, '0')}`;
}

/**
 * POST apply/create. The order-authorisation check runs first (403 / 404 before anything about the input is said),
 * then the reason, quantity and description are checked. Applications of one order are made one at a time
 * (transaction-scoped advisory lock), so two at once cannot claim more than was shipped.
 */
export async function createApply(db: Orm, user: CimCaller, req: ApplyCreateRequest): Promise<AfterSalesApply> {
  return db.transaction(async (tx) => {
    const { slip, line } = await findOrderForCaller(tx, user, req.soSlipNumber, req.soLineNumber);
    assertMayActOn(user, slip.orderUserCode);
    if (!line) throw invalid(CimMessages.LINE_REQUIRED);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cim_apply:${slip.orderSlipNumber}`}))`);

    const reasonCode = (req.reasonCode ?? '').trim();
    if (!reasonCode) throw invalid(CimMessages.REASON_REQUIRED);
    const reason = reasonByCode(reasonCode);
    if (!reason) throw invalid(CimMessages.REASON_UNKNOWN);

    const description = (req.description ?? '').trim();
    if ([...description].length > CIM_LIMITS.descriptionMax) throw invalid(CimMessages.DESCRIPTION_TOO_LONG);
    if (reason.descriptionRequired && !description) throw invalid(CimMessages.DESCRIPTION_REQUIRED);

    if (req.quantity === undefined || req.quantity === null) throw invalid(CimMessages.QUANTITY_REQUIRED);
    if (!Number.isInteger(req.quantity) || req.quantity < 1) throw invalid(CimMessages.QUANTITY_INTEGER);
    const claimed = (await claimedQtyByLine(tx, slip.orderSlipNumber)).get(line.soLineNumber) ?? 0;
    const applicable = slip.status === 'CANCELLED' ? 0 : Math.max(0, line.shippedQty - claimed);
    if (applicable === 0) throw new ApiError(400, CimErrorCode.NOTHING_APPLICABLE, CimMessages.NOTHING_APPLICABLE);
    if (req.quantity > applicable) throw invalid(CimMessages.QUANTITY_TOO_MANY.replace('{max}', String(applicable)));

    const now = new Date();
    const [row] = await tx
      .insert(cimApplies)
      .values({
        applyNum: await nextApplyNum(tx),
        soSlipNumber: slip.orderSlipNumber,
        soLineNumber: line.soLineNumber,
        customerCode: slip.customerCode,
        orderUserCode: slip.orderUserCode,
        applyUserCode: user.userCode,
        applyUserName: user.userName,
        partNumber: line.partNumber,
        productName: line.productName,
        reasonCode,
        quantity: req.quantity,
        description,
        status: 'PENDING',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return toApply(row!, null);
  });
}

/** GET apply/search: applications on orders the caller may see, newest first. */
export async function searchApplies(
  db: Orm,
  user: CimCaller,
  q: Required<Pick<ApplySearchQuery, 'pageNo' | 'pageSize'>> & ApplySearchQuery,
): Promise<ApplySearchResult> {
  const conditions: SQL[] = [scopeSql(user, cimApplies)];
  if (q.applyNum?.trim()) conditions.push(eq(cimApplies.applyNum, q.applyNum.trim().toUpperCase()));
  if (q.soSlipNumber?.trim()) conditions.push(eq(cimApplies.soSlipNumber, q.soSlipNumber.trim().toUpperCase()));
  if (q.status) conditions.push(eq(cimApplies.status, q.status));
  const where = and(...conditions);
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(cimApplies)
    .where(where);
  const rows = await db
    .select({ apply: cimApplies, sat: cimSatisfactions })
    .from(cimApplies)
    .leftJoin(cimSatisfactions, eq(cimSatisfactions.applyNum, cimApplies.applyNum))
    .where(where)
    .orderBy(desc(cimApplies.createdAt), desc(cimApplies.applyNum))
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize);
  return { totalCount: Number(count), pageNo: q.pageNo, pageSize: q.pageSize, applyList: rows.map((r) => toApply(r.apply, r.sat)) };
}

/**
 * One application the caller may see: the order-authorisation check of its order decides. Another customer's
 * application answers 404 like a missing one; a colleague's order the caller may not see answers 403 无权查看该订单.
 */
async function loadVisibleApply(db: Orm, user: CimCaller, applyNum: string, lock = false) {
  const num = applyNum.trim().toUpperCase();
  if (!APPLY_NUM_PATTERN.test(num)) throw applyNotFound();
  const base = db.select().from(cimApplies).where(eq(cimApplies.applyNum, num));
  const [row] = lock ? await base.for('update') : await base;
  if (!row) throw applyNotFound();
  try {
    await findOrderForCaller(db, user, row.soSlipNumber);
  } catch (e) {
    if (e instanceof ApiError && e.errorCode === OrderErrorCode.ORDER_NOT_FOUND) throw applyNotFound();
    throw e;
  }
  return row;
}

/** GET apply/detail */
export async function getApply(db: Orm, user: CimCaller, applyNum: string): Promise<AfterSalesApply> {
  const row = await loadVisibleApply(db, user, applyNum);
  const [sat] = await db.select().from(cimSatisfactions).where(eq(cimSatisfactions.applyNum, row.applyNum));
  return toApply(row, sat ?? null);
}

/** POST satisfaction: one rating (1..5, optional comment) per completed application the caller may see. */
export async function rateApply(db: Orm, user: CimCaller, req: SatisfactionRequest): Promise<AfterSalesApply> {
  return db.transaction(async (tx) => {
    const row = await loadVisibleApply(tx, user, req.applyNum, true);
    assertMayActOn(user, row.orderUserCode);
    const { rating } = req;
    if (rating === undefined || !Number.isInteger(rating) || rating < CIM_LIMITS.ratingMin || rating > CIM_LIMITS.ratingMax) {
      throw invalid(CimMessages.RATING_RANGE);
    }
    const comment = (req.comment ?? '').trim();
    if ([...comment].length > CIM_LIMITS.commentMax) throw invalid(CimMessages.COMMENT_TOO_LONG);
    if (row.status !== 'COMPLETED') throw new ApiError(409, CimErrorCode.NOT_COMPLETED, CimMessages.NOT_COMPLETED);
    const inserted = await tx
      .insert(cimSatisfactions)
      .values({ applyNum: row.applyNum, rating, comment, userCode: user.userCode, userName: user.userName })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) throw new ApiError(409, CimErrorCode.ALREADY_RATED, CimMessages.ALREADY_RATED);
    return toApply(row, inserted[0]!);
  });
}
