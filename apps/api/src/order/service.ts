import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ApplicableLine, OrderAuthCheckResult, OrderSlipSearchResult } from '@shop/api-clients/order/types';
import { ORDER_STATUS_LABELS } from '@shop/api-clients/order/types';
import type { Orm } from '../db/client';
import type { Paging } from '../http/commonQuery';
import { findOrderForCaller, toOrderSlip } from './access';
import type { ClaimedQtyLookup } from './afterSalesClaims';
import { orderLines, orderSlips } from './tables';
import { scopeSql, type Caller } from './visibility';

/** GET orderSlip/search: the caller's visible orders, newest first, with their lines. */
export async function searchOrders(db: Orm, user: Caller, q: Paging & { orderSlipNumber?: string }): Promise<OrderSlipSearchResult> {
  const conditions = [scopeSql(user, orderSlips)];
  const number = q.orderSlipNumber?.trim().toUpperCase();
  if (number) conditions.push(eq(orderSlips.orderSlipNumber, number));
  const where = and(...conditions);
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orderSlips)
    .where(where);
  const slips = await db
    .select()
    .from(orderSlips)
    .where(where)
    .orderBy(desc(orderSlips.orderDate), desc(orderSlips.orderSlipNumber))
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize);
  const numbers = slips.map((s) => s.orderSlipNumber);
  const lines = numbers.length
    ? await db.select().from(orderLines).where(inArray(orderLines.orderSlipNumber, numbers)).orderBy(asc(orderLines.soLineNumber))
    : [];
  return {
    totalCount: Number(count),
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    orderSlipList: slips.map((s) =>
      toOrderSlip(
        s,
        lines.filter((l) => l.orderSlipNumber === s.orderSlipNumber),
      ),
    ),
  };
}

/**
 * GET orderSlip/authCheck: 200 with what the after-sales form needs; 403 / 404 thrown by findOrderForCaller.
 * `claimedQtyByLine` is the after-sales family's count, handed in at registration (see afterSalesClaims.ts).
 */
export async function authCheckOrder(
  db: Orm,
  claimedQtyByLine: ClaimedQtyLookup,
  user: Caller,
  soSlipNumber: string,
  soLineNumber?: string,
): Promise<OrderAuthCheckResult> {
  const { slip, lines, line } = await findOrderForCaller(db, user, soSlipNumber, soLineNumber);
  const claimed = await claimedQtyByLine(db, slip.orderSlipNumber);
  const shown: ApplicableLine[] = (line ? [line] : lines).map((l) => ({
    soLineNumber: String(l.soLineNumber),
    partNumber: l.partNumber,
    productName: l.productName,
    quantity: l.quantity,
    shippedQty: l.shippedQty,
    applicableQty: slip.status === 'CANCELLED' ? 0 : Math.max(0, l.shippedQty - (claimed.get(l.soLineNumber) ?? 0)),
  }));
  const canApply = shown.some((l) => l.applicableQty > 0);
  let cannotApplyReason: string | undefined;
  if (!canApply) {
    if (slip.status === 'CANCELLED') cannotApplyReason = '已取消的订单不能申请售后';
    else if (shown.every((l) => l.shippedQty === 0)) cannotApplyReason = '订单尚未发货，发货后才能申请售后';
    else cannotApplyReason = '已发货数量均已申请售后';
  }
  return {
    soSlipNumber: slip.orderSlipNumber,
    ...(line ? { soLineNumber: String(line.soLineNumber) } : {}),
    canApply,
    ...(cannotApplyReason ? { cannotApplyReason } : {}),
    orderDate: slip.orderDate,
    status: slip.status,
    statusDisp: ORDER_STATUS_LABELS[slip.status],
    lineList: shown,
  };
}
