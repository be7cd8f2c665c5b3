import { useCallback } from 'react';
import { ApiRequestError } from '@shop/api-clients';
import { useLazyOrderConfirmResultQuery, useOrderConfirmMutation } from '@shop/api-clients/order/api';
import type { OrderConfirmAnswer, OrderConfirmRequest } from '@shop/api-clients/order/types';
import type { ConfirmSteps } from '@shop/api-clients/confirm';
import { useConfirmFlow } from '../useConfirmFlow';

/** What the poll's NOT_FOUND means to the buyer: nothing was made, and pressing the button again is safe. */
export const ORDER_NOT_MADE = '订单未能生成，请确认信息后重新提交';

/**
 * 提交订单 as SPEC §4 has it: orderSlip/confirm under the action's Idempotency-Key, then confirmResult until DONE
 * (the order number) or NOT_FOUND (a clean failure: nothing was written). The poll also sends the key, so a buyer
 * whose confirm answer was lost still finds the one order.
 */
export function useOrderConfirm() {
  const [confirm] = useOrderConfirmMutation();
  const [pollResult] = useLazyOrderConfirmResultQuery();
  const stepsFor = useCallback(
    (body: OrderConfirmRequest): ConfirmSteps<OrderConfirmAnswer, string> => ({
      request: ({ headers }) => confirm({ body, headers }).unwrap(),
      poll: async (ticket, { idempotencyKey }) => {
        const r = await pollResult({ requestId: ticket.requestId, idempotencyKey }).unwrap();
        if (r.state === 'DONE') return { done: true, result: r.orderSlipNumber };
        if (r.state === 'NOT_FOUND') throw new ApiRequestError({ status: 409, message: ORDER_NOT_MADE, errorCode: 'CONFIRM_NOT_FOUND' });
        return { done: false };
      },
    }),
    [confirm, pollResult],
  );
  return useConfirmFlow(stepsFor);
}
