import { eq } from 'drizzle-orm';
import { CheckoutMessages, ORDER_STATUS_LABELS, OrderErrorCode, type OrderCancelAnswer } from '@shop/api-clients/order/types';
import { releaseCampaignUnits, releaseStock } from '../../catalogue/seam';
import type { Orm } from '../../db/client';
import { ApiError } from '../../http/errors';
import { findOrderForCaller } from '../access';
import { findCompany } from '../checkout/company';
import { orderLines } from '../tables';
import type { Caller } from '../visibility';
import { cancelRefusal } from './cancelRule';
import { lockOrder, moveOrder } from './transition';
import { isCancellableStatus } from './transitions';

/**
 * POST orderSlip/cancel. Visibility first (another company's 404, a colleague's without ORDER_HISTORY 403), then
 * SPEC §6 (ORDER and the company's orderCancelDisplayFlag '1': 403), then the state (409 once anything shipped).
 * The stock and campaign units the order took go back in the same transaction.
 */
export async function cancelOrder(
  db: Orm,
  user: Caller,
  orderSlipNumber: string,
  reason: string | undefined,
  now: Date = new Date(),
): Promise<OrderCancelAnswer> {
  const { slip } = await findOrderForCaller(db, user, orderSlipNumber);
  const company = await findCompany(db, user.customerCode);
  const refusal = cancelRefusal(user, company?.orderCancelDisplayFlag ?? null, slip.status);
  if (refusal === CheckoutMessages.CANCEL_NO_PERMISSION) throw new ApiError(403, OrderErrorCode.ORDER_FORBIDDEN, refusal);
  if (refusal) throw new ApiError(409, OrderErrorCode.ORDER_NOT_CANCELLABLE, refusal);

  const number = slip.orderSlipNumber;
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, number);
    // re-read under the lock: the confirm job or the warehouse may have moved it since
    if (!order || !isCancellableStatus(order.status)) {
      throw new ApiError(
        409,
        OrderErrorCode.ORDER_NOT_CANCELLABLE,
        CheckoutMessages.CANCEL_NOT_ALLOWED(ORDER_STATUS_LABELS[order?.status ?? 'CANCELLED']),
      );
    }
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderSlipNumber, number));
    for (const l of lines) {
      await releaseStock(tx, l.partNumber, l.reservedStockQty);
      if (l.campaignCode) await releaseCampaignUnits(tx, l.campaignCode, l.quantity);
    }
    await tx.update(orderLines).set({ reservedStockQty: 0 }).where(eq(orderLines.orderSlipNumber, number));
    const why = (reason ?? '').trim();
    await moveOrder(tx, number, order.status, 'CANCELLED', user.userCode, why ? `取消订单：${why}` : '取消订单', now);
  });
  return { orderSlipNumber: number, status: 'CANCELLED', statusDisp: ORDER_STATUS_LABELS.CANCELLED };
}
