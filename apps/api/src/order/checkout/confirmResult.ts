import { and, eq } from 'drizzle-orm';
import { CheckoutMessages, OrderErrorCode, type OrderConfirmResult, type OrderConfirmResultQuery } from '@shop/api-clients/order/types';
import type { SessionUser } from '../../auth/sessionService';
import type { Orm } from '../../db/client';
import { ApiError } from '../../http/errors';
import { orderConfirmRequests } from '../tables';
import { confirmRequestId } from './requestId';
import { runningConfirmations } from './running';

/**
 * GET orderSlip/confirmResult (SPEC §4's poll). The request row is written with the order, so DONE means the order
 * exists; while the confirm under that key still runs in this process the answer is PROCESSING; otherwise
 * NOT_FOUND: no order was made and confirming again with the same key is safe. A request id of another user answers
 * NOT_FOUND like a missing one.
 */
export async function confirmResult(db: Orm, user: SessionUser, q: OrderConfirmResultQuery): Promise<OrderConfirmResult> {
  const key = q.idempotencyKey?.trim();
  const requestId = q.requestId?.trim() || (key ? confirmRequestId(user.userCode, key) : '');
  if (!requestId) throw new ApiError(400, OrderErrorCode.ORDER_INVALID, CheckoutMessages.REQUEST_NOT_FOUND);
  const [row] = await db
    .select()
    .from(orderConfirmRequests)
    .where(
      and(
        eq(orderConfirmRequests.requestId, requestId),
        eq(orderConfirmRequests.userCode, user.userCode),
        eq(orderConfirmRequests.kind, 'ORDER'),
      ),
    );
  if (row) return { state: 'DONE', orderSlipNumber: row.resultNumber };
  if (runningConfirmations.has(requestId)) return { state: 'PROCESSING' };
  return { state: 'NOT_FOUND' };
}
