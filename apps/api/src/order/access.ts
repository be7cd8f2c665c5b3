import { asc, eq } from 'drizzle-orm';
import {
  OrderErrorCode,
  OrderMessages,
  ORDER_SLIP_NUMBER_PATTERN,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  type OrderLine,
  type OrderLineDetail,
  type OrderSlip,
  type OrderSlipSummary,
} from '@shop/api-clients/order/types';
import type { Orm } from '../db/client';
import { fenToYuan, lineAmountFen, yuanToFen } from '../db/money';
import { ApiError } from '../http/errors';
import { orderLines, orderSlips } from './tables';
import { relationTo, type Caller } from './visibility';

type SlipRow = typeof orderSlips.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

const orderNotFound = () => new ApiError(404, OrderErrorCode.ORDER_NOT_FOUND, OrderMessages.NOT_FOUND);
const orderForbidden = () => new ApiError(403, OrderErrorCode.ORDER_FORBIDDEN, OrderMessages.FORBIDDEN);
const lineNotFound = () => new ApiError(404, OrderErrorCode.ORDER_NOT_FOUND, OrderMessages.LINE_NOT_FOUND);

const LINE_NUMBER = /^[0-9]{1,4}$/;

/** '3' → 3; anything that is not a plain line number → null. */
function parseLineNumber(raw: string): number | null {
  const s = raw.trim();
  return LINE_NUMBER.test(s) ? Number(s) : null;
}

/** Amounts are computed in fen from the exact column text; yuan numbers exist only in the answer (SPEC §7). */
function toOrderLine(l: LineRow): OrderLine {
  const unitFen = yuanToFen(l.unitPrice);
  return {
    soLineNumber: String(l.soLineNumber),
    partNumber: l.partNumber,
    productName: l.productName,
    brandName: l.brandName,
    quantity: l.quantity,
    unitPrice: fenToYuan(unitFen),
    amount: fenToYuan(lineAmountFen(unitFen, l.quantity)),
    shippedQty: l.shippedQty,
  };
}

export function toOrderSlip(s: SlipRow, lines: readonly LineRow[]): OrderSlip {
  return {
    orderSlipNumber: s.orderSlipNumber,
    customerCode: s.customerCode,
    orderUserCode: s.orderUserCode,
    orderUserName: s.orderUserName,
    orderDate: s.orderDate,
    status: s.status,
    statusDisp: ORDER_STATUS_LABELS[s.status],
    totalAmount: fenToYuan(yuanToFen(s.totalAmount)),
    lineList: lines.map(toOrderLine),
  };
}

/** A line with what the detail view and the line search add: ship date, the customer's numbers. */
export function toOrderLineDetail(l: LineRow): OrderLineDetail {
  return {
    ...toOrderLine(l),
    seriesCode: l.seriesCode,
    customerPartNumber: l.customerPartNumber,
    branchNumber: l.branchNumber,
    daysToShip: l.daysToShip,
    shipDate: l.shipDate,
  };
}

/** The list's order: amounts from the snapshot taken at confirmation (total and its VAT), never recomputed. */
export function toOrderSummary(s: SlipRow, lines: readonly LineRow[], cancellable: boolean): OrderSlipSummary {
  const totalFen = yuanToFen(s.totalAmount);
  const taxFen = yuanToFen(s.taxAmount);
  return {
    ...toOrderSlip(s, lines),
    paymentMethod: s.paymentMethod,
    paymentMethodDisp: PAYMENT_METHOD_LABELS[s.paymentMethod],
    taxAmount: fenToYuan(taxFen),
    subtotalAmount: fenToYuan(totalFen - taxFen),
    customerOrderNumber: s.customerOrderNumber,
    quoteSlipNumber: s.quoteSlipNumber,
    cancellable,
  };
}

export interface AccessibleOrder {
  slip: SlipRow;
  lines: LineRow[];
  /** the requested line, when a line number was given */
  line: LineRow | null;
}

/**
 * The order-authorisation check as a function: the order (and line) when the caller may see it; otherwise throws
 * 403 无权查看该订单 (same company, not visible) or 404 订单不存在 (missing, or another customer's: the answer is
 * the same as for a number that does not exist). The after-sales family calls this before reading or writing
 * anything about an order.
 */
export async function findOrderForCaller(db: Orm, user: Caller, soSlipNumber: string, soLineNumber?: string): Promise<AccessibleOrder> {
  const number = soSlipNumber.trim().toUpperCase();
  if (!ORDER_SLIP_NUMBER_PATTERN.test(number)) throw orderNotFound();
  const [slip] = await db.select().from(orderSlips).where(eq(orderSlips.orderSlipNumber, number));
  if (!slip) throw orderNotFound();
  const relation = relationTo(user, slip);
  if (relation === 'foreign') throw orderNotFound();
  if (relation === 'colleague') throw orderForbidden();
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderSlipNumber, number)).orderBy(asc(orderLines.soLineNumber));
  let line: LineRow | null = null;
  if (soLineNumber !== undefined && soLineNumber.trim() !== '') {
    const n = parseLineNumber(soLineNumber);
    line = lines.find((l) => l.soLineNumber === n) ?? null;
    if (!line) throw lineNotFound();
  }
  return { slip, lines, line };
}
