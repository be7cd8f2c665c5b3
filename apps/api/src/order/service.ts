import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  ORDER_STATUS_LABELS,
  type ApplicableLine,
  type OrderAuthCheckResult,
  type OrderItemSearchQuery,
  type OrderItemSearchResult,
  type OrderSlipCountQuery,
  type OrderSlipCountResult,
  type OrderSlipDetail,
  type OrderSlipSearchQuery,
  type OrderSlipSearchResult,
  type OrderStatus,
} from '@shop/api-clients/order/types';
import type { Orm } from '../db/client';
import type { Paging } from '../http/commonQuery';
import { invalidParam } from '../http/errors';
import { users } from '../user/seam';
import { findOrderForCaller, toOrderLineDetail, toOrderSummary } from './access';
import type { ClaimedQtyLookup } from './afterSalesClaims';
import { findCompany } from './checkout/company';
import { parseDate } from './checkout/dates';
import { cancelRefusal } from './lifecycle/cancelRule';
import { orderLines, orderShipments, orderSlips, orderStatusHistory } from './tables';
import { scopeSql, type Caller } from './visibility';

type Filters = Pick<OrderSlipSearchQuery, 'orderSlipNumber' | 'partNumber' | 'dateFrom' | 'dateTo' | 'status'>;

/** `%` and `_` typed by the customer are searched for as themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A date filter that matches the pattern but is no day (2026-02-30) is refused, never handed to the database. */
function checkedDate(date: string | undefined): string | undefined {
  if (date !== undefined && date !== '' && !parseDate(date)) throw invalidParam('日期格式不正确，请按 YYYY-MM-DD 填写');
  return date || undefined;
}

/** The list filters as SQL on order_slip, inside the caller's visibility. */
function slipConditions(user: Caller, f: Filters): SQL {
  const dateFrom = checkedDate(f.dateFrom);
  const dateTo = checkedDate(f.dateTo);
  const conditions: SQL[] = [scopeSql(user, orderSlips)];
  const number = f.orderSlipNumber?.trim().toUpperCase();
  if (number) conditions.push(sql`${orderSlips.orderSlipNumber} like ${likeEscaped(number) + '%'}`);
  const part = f.partNumber?.trim();
  if (part) {
    conditions.push(
      sql`exists (select 1 from ${orderLines} where ${orderLines.orderSlipNumber} = ${orderSlips.orderSlipNumber}
        and ${orderLines.partNumber} ilike ${'%' + likeEscaped(part) + '%'})`,
    );
  }
  if (dateFrom) conditions.push(gte(orderSlips.orderDate, dateFrom));
  if (dateTo) conditions.push(lte(orderSlips.orderDate, dateTo));
  if (f.status) conditions.push(eq(orderSlips.status, f.status));
  return and(...conditions)!;
}

/** GET orderSlip/search: the caller's visible orders matching the filters, newest first, with their lines. */
export async function searchOrders(db: Orm, user: Caller, q: Paging & Filters): Promise<OrderSlipSearchResult> {
  const where = slipConditions(user, q);
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
  const company = await findCompany(db, user.customerCode);
  const flag = company?.orderCancelDisplayFlag ?? null;
  return {
    totalCount: Number(count),
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    orderSlipList: slips.map((s) =>
      toOrderSummary(
        s,
        lines.filter((l) => l.orderSlipNumber === s.orderSlipNumber),
        cancelRefusal(user, flag, s.status) === null,
      ),
    ),
  };
}

const STATUS_ORDER = Object.keys(ORDER_STATUS_LABELS) as OrderStatus[];

/** GET orderSlip/count: visible orders per status for the list's filters (every status, zeros included). */
export async function countOrders(db: Orm, user: Caller, q: OrderSlipCountQuery): Promise<OrderSlipCountResult> {
  const rows = await db
    .select({ status: orderSlips.status, count: sql<number>`count(*)::int` })
    .from(orderSlips)
    .where(slipConditions(user, q))
    .groupBy(orderSlips.status);
  const byStatus = new Map(rows.map((r) => [r.status, Number(r.count)]));
  const statusCountList = STATUS_ORDER.map((status) => ({
    status,
    statusDisp: ORDER_STATUS_LABELS[status],
    count: byStatus.get(status) ?? 0,
  }));
  return { totalCount: statusCountList.reduce((a, c) => a + c.count, 0), statusCountList };
}

const ACTOR_LABELS: Record<string, string> = { system: '系统', warehouse: '仓库' };

/** GET orderSlip/detail: one visible order (403 / 404 as the order-authorisation check) with everything it holds. */
export async function orderDetail(db: Orm, user: Caller, orderSlipNumber: string): Promise<OrderSlipDetail> {
  const { slip, lines } = await findOrderForCaller(db, user, orderSlipNumber);
  const [shipments, history, company] = await Promise.all([
    db.select().from(orderShipments).where(eq(orderShipments.orderSlipNumber, slip.orderSlipNumber)).orderBy(asc(orderShipments.shippedAt)),
    db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderSlipNumber, slip.orderSlipNumber))
      .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id)),
    findCompany(db, user.customerCode),
  ]);
  const actorCodes = [...new Set(history.map((h) => h.actor).filter((a) => !(a in ACTOR_LABELS)))];
  const names = actorCodes.length
    ? new Map(
        (await db.select({ code: users.userCode, name: users.userName }).from(users).where(inArray(users.userCode, actorCodes))).map(
          (u) => [u.code, u.name],
        ),
      )
    : new Map<string, string>();
  const refusal = cancelRefusal(user, company?.orderCancelDisplayFlag ?? null, slip.status);
  const partOf = new Map(lines.map((l) => [l.soLineNumber, l.partNumber]));
  return {
    ...toOrderSummary(slip, lines, refusal === null),
    lineList: lines.map(toOrderLineDetail),
    shipmentList: shipments.map((s) => ({
      shipmentNumber: s.shipmentNumber,
      carrier: s.carrier,
      trackingNumber: s.trackingNumber,
      shippedAt: s.shippedAt.toISOString(),
      deliveredAt: s.deliveredAt ? s.deliveredAt.toISOString() : null,
      lineList: s.lines.map((l) => ({
        soLineNumber: String(l.soLineNumber),
        partNumber: partOf.get(l.soLineNumber) ?? '',
        quantity: l.quantity,
      })),
    })),
    statusHistoryList: history.map((h) => ({
      status: h.status,
      statusDisp: ORDER_STATUS_LABELS[h.status],
      actorDisp: ACTOR_LABELS[h.actor] ?? names.get(h.actor) ?? h.actor,
      note: h.note,
      at: h.at.toISOString(),
    })),
    shipTo: slip.shipTo ?? null,
    invoice: slip.invoice ? { ...slip.invoice, invoiceType: slip.invoice.invoiceType === '1' ? '1' : '2' } : null,
    requestedDeliveryDate: slip.requestedDeliveryDate,
    remark: slip.remark,
    ...(refusal === null ? {} : { cancelDisabledReason: refusal }),
  };
}

/** GET orderItem/search: lines of the visible orders, newest order first, then by line number. */
export async function searchOrderItems(db: Orm, user: Caller, q: Paging & OrderItemSearchQuery): Promise<OrderItemSearchResult> {
  const conditions: SQL[] = [slipConditions(user, { ...q, partNumber: undefined })];
  const part = q.partNumber?.trim();
  if (part) conditions.push(sql`${orderLines.partNumber} ilike ${'%' + likeEscaped(part) + '%'}`);
  const where = and(...conditions);
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orderLines)
    .innerJoin(orderSlips, eq(orderSlips.orderSlipNumber, orderLines.orderSlipNumber))
    .where(where);
  const rows = await db
    .select({ line: orderLines, slip: orderSlips })
    .from(orderLines)
    .innerJoin(orderSlips, eq(orderSlips.orderSlipNumber, orderLines.orderSlipNumber))
    .where(where)
    .orderBy(desc(orderSlips.orderDate), desc(orderSlips.orderSlipNumber), asc(orderLines.soLineNumber))
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize);
  return {
    totalCount: Number(count),
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    orderItemList: rows.map(({ line, slip }) => ({
      ...toOrderLineDetail(line),
      orderSlipNumber: slip.orderSlipNumber,
      orderDate: slip.orderDate,
      orderUserName: slip.orderUserName,
      status: slip.status,
      statusDisp: ORDER_STATUS_LABELS[slip.status],
    })),
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
