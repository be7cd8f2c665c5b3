import { createHash } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@shop/api-clients/order/types';
import type { Orm } from '../../db/client';
import { orderLines, orderShipments } from '../tables';
import { lockOrder, moveOrder } from './transition';

/** What a warehouse step did, or why it could not (Chinese, printed by the command line). */
export type WarehouseOutcome = { ok: true; status: OrderStatus; message: string } | { ok: false; message: string };

const fail = (message: string): WarehouseOutcome => ({ ok: false, message });

/** The same order and parcel always get the same tracking number (demo data that reads like SF Express's). */
function trackingNumberOf(shipmentNumber: string): string {
  const digits = BigInt(`0x${createHash('sha256').update(shipmentNumber).digest('hex').slice(0, 12)}`)
    .toString()
    .padStart(12, '0');
  return `SF${digits.slice(-12)}`;
}

/**
 * The shop's acceptance of an order waiting for it: PENDING_PAYMENT → CONFIRMED as if paid (online payment arrives
 * with the payment issue), or PENDING_CONFIRM → CONFIRMED without waiting for the job.
 */
export async function warehouseConfirm(db: Orm, orderSlipNumber: string, now: Date = new Date()): Promise<WarehouseOutcome> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderSlipNumber);
    if (!order) return fail(`订单 ${orderSlipNumber} 不存在`);
    if (order.status !== 'PENDING_PAYMENT' && order.status !== 'PENDING_CONFIRM') {
      return fail(`订单状态为「${ORDER_STATUS_LABELS[order.status]}」，无需确认`);
    }
    const note = order.status === 'PENDING_PAYMENT' ? '已收到付款（演示），开始备货' : '账期订单审核通过，开始备货';
    await moveOrder(tx, order.orderSlipNumber, order.status, 'CONFIRMED', 'system', note, now);
    return { ok: true, status: 'CONFIRMED', message: `${order.orderSlipNumber}: ${note}` };
  });
}

/**
 * One parcel leaves the warehouse: every unit still to ship, or with `partial` half of each line's remainder
 * (rounded up). CONFIRMED or PARTIALLY_SHIPPED → PARTIALLY_SHIPPED, or SHIPPED once nothing remains.
 */
export async function warehouseShip(db: Orm, orderSlipNumber: string, partial: boolean, now: Date = new Date()): Promise<WarehouseOutcome> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderSlipNumber);
    if (!order) return fail(`订单 ${orderSlipNumber} 不存在`);
    if (order.status !== 'CONFIRMED' && order.status !== 'PARTIALLY_SHIPPED') {
      return fail(`订单状态为「${ORDER_STATUS_LABELS[order.status]}」，不能发货（备货中或部分发货的订单才能发货）`);
    }
    const lines = await tx
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderSlipNumber, order.orderSlipNumber))
      .orderBy(asc(orderLines.soLineNumber));
    const parcel = lines
      .map((l) => {
        const remaining = l.quantity - l.shippedQty;
        return { soLineNumber: l.soLineNumber, quantity: partial ? Math.ceil(remaining / 2) : remaining };
      })
      .filter((p) => p.quantity > 0);
    if (parcel.length === 0) return fail(`订单 ${order.orderSlipNumber} 没有待发货的商品`);
    for (const p of parcel) {
      await tx
        .update(orderLines)
        .set({ shippedQty: sql`${orderLines.shippedQty} + ${p.quantity}` })
        .where(and(eq(orderLines.orderSlipNumber, order.orderSlipNumber), eq(orderLines.soLineNumber, p.soLineNumber)));
    }
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(orderShipments)
      .where(eq(orderShipments.orderSlipNumber, order.orderSlipNumber));
    const shipmentNumber = `SH${order.orderSlipNumber.slice(2)}${String(Number(n) + 1).padStart(2, '0')}`;
    const trackingNumber = trackingNumberOf(shipmentNumber);
    await tx.insert(orderShipments).values({
      shipmentNumber,
      orderSlipNumber: order.orderSlipNumber,
      carrier: '顺丰速运',
      trackingNumber,
      lines: parcel,
      shippedAt: now,
    });
    const shippedAll = lines.every(
      (l) => l.quantity - l.shippedQty - (parcel.find((p) => p.soLineNumber === l.soLineNumber)?.quantity ?? 0) === 0,
    );
    const to: OrderStatus = shippedAll ? 'SHIPPED' : 'PARTIALLY_SHIPPED';
    const note = `${shippedAll ? '全部发货' : '部分发货'}：顺丰速运 ${trackingNumber}`;
    await moveOrder(tx, order.orderSlipNumber, order.status, to, 'warehouse', note, now);
    return { ok: true, status: to, message: `${order.orderSlipNumber}: ${note}（包裹 ${shipmentNumber}）` };
  });
}

/** The goods arrived: SHIPPED → COMPLETED, every parcel marked delivered. */
export async function warehouseDeliver(db: Orm, orderSlipNumber: string, now: Date = new Date()): Promise<WarehouseOutcome> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderSlipNumber);
    if (!order) return fail(`订单 ${orderSlipNumber} 不存在`);
    if (order.status !== 'SHIPPED') {
      return fail(`订单状态为「${ORDER_STATUS_LABELS[order.status]}」，不能签收（全部发货后才能签收）`);
    }
    await tx
      .update(orderShipments)
      .set({ deliveredAt: now })
      .where(and(eq(orderShipments.orderSlipNumber, order.orderSlipNumber), isNull(orderShipments.deliveredAt)));
    await moveOrder(tx, order.orderSlipNumber, 'SHIPPED', 'COMPLETED', 'warehouse', '客户已签收', now);
    return { ok: true, status: 'COMPLETED', message: `${order.orderSlipNumber}: 客户已签收，订单完成` };
  });
}
