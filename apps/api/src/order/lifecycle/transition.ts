import { and, eq } from 'drizzle-orm';
import { ORDER_STATUS_LABELS, OrderErrorCode, type OrderStatus } from '@shop/api-clients/order/types';
import type { Orm } from '../../db/client';
import { ApiError } from '../../http/errors';
import { orderSlips, orderStatusHistory } from '../tables';
import { canMove } from './transitions';

/** 'system' (jobs), 'warehouse' (the command line) or a user code */
export type Actor = string;

/**
 * Moves an order from `from` to `to` and writes the history row, in the caller's transaction. The update is guarded
 * by the state read (where status = from), so two moves racing (a cancel and the confirm job) cannot both win: the
 * loser gets 409 with the state the order is in now.
 */
export async function moveOrder(
  tx: Orm,
  orderSlipNumber: string,
  from: OrderStatus,
  to: OrderStatus,
  actor: Actor,
  note: string,
  now: Date,
): Promise<void> {
  if (!canMove(from, to)) {
    throw new ApiError(
      409,
      OrderErrorCode.ORDER_NOT_CANCELLABLE,
      `订单状态为「${ORDER_STATUS_LABELS[from]}」，不能变为「${ORDER_STATUS_LABELS[to]}」`,
    );
  }
  const moved = await tx
    .update(orderSlips)
    .set({ status: to, updatedAt: now })
    .where(and(eq(orderSlips.orderSlipNumber, orderSlipNumber), eq(orderSlips.status, from)))
    .returning({ n: orderSlips.orderSlipNumber });
  if (moved.length === 0) throw new ApiError(409, OrderErrorCode.ORDER_NOT_CANCELLABLE, '订单状态已变化，请刷新后重试');
  await tx.insert(orderStatusHistory).values({ orderSlipNumber, status: to, actor, note, at: now });
}

/** The order row locked for a lifecycle step (null when there is no such order). */
export async function lockOrder(tx: Orm, orderSlipNumber: string) {
  const [row] = await tx.select().from(orderSlips).where(eq(orderSlips.orderSlipNumber, orderSlipNumber)).for('update');
  return row ?? null;
}
