import { enqueueJob, registerJobHandler } from '../../jobs';
import type { Orm } from '../../db/client';
import { lockOrder, moveOrder } from './transition';

export const ORDER_CONFIRM_JOB = 'order-confirm';

/** How long the shop's check of an account-period order takes (ORDER_CONFIRM_DELAY_MS, default 10 s). */
export function orderConfirmDelayMs(): number {
  const n = Number(process.env.ORDER_CONFIRM_DELAY_MS ?? '');
  return Number.isInteger(n) && n >= 0 && process.env.ORDER_CONFIRM_DELAY_MS !== '' ? n : 10_000;
}

/** In the confirmation's transaction: the job exists exactly when the order does. */
export async function enqueueOrderConfirmJob(tx: Orm, orderSlipNumber: string, now: Date): Promise<void> {
  await enqueueJob(tx, {
    kind: ORDER_CONFIRM_JOB,
    payload: { orderSlipNumber },
    runAt: new Date(now.getTime() + orderConfirmDelayMs()),
    dedupeKey: `${ORDER_CONFIRM_JOB}:${orderSlipNumber}`,
  });
}

/**
 * PENDING_CONFIRM → CONFIRMED (备货中): the shop accepts an account-period order. An order cancelled meanwhile (or
 * already confirmed) is left as it is: the job has nothing to do, and is done.
 */
registerJobHandler(ORDER_CONFIRM_JOB, async ({ tx, job, now }) => {
  const number = typeof job.payload.orderSlipNumber === 'string' ? job.payload.orderSlipNumber : '';
  const order = await lockOrder(tx, number);
  if (!order || order.status !== 'PENDING_CONFIRM') return;
  await moveOrder(tx, number, 'PENDING_CONFIRM', 'CONFIRMED', 'system', '账期订单审核通过，开始备货', now);
});
