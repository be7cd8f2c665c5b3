import { useCallback } from 'react';
import { ApiRequestError } from '@shop/api-clients';
import type { ConfirmSteps } from '@shop/api-clients/confirm';
import { useLazyQuoteSlipConfirmResultQuery, useQuoteSlipConfirmMutation } from '@shop/api-clients/quote/api';
import type { QuoteConfirmRequest, QuoteConfirmTicket } from '@shop/api-clients/quote/types';
import { useConfirmFlow } from '../useConfirmFlow';

/** The poll's NOT_FOUND: nothing was made, submitting again is safe. */
export const QUOTE_NOT_MADE = '询价单未能生成，请确认信息后重新提交';

/** 提交询价 as SPEC §4 has it: quoteSlip/confirm under the action's Idempotency-Key, then confirmResult until DONE. */
export function useQuoteConfirm() {
  const [confirm] = useQuoteSlipConfirmMutation();
  const [pollResult] = useLazyQuoteSlipConfirmResultQuery();
  const stepsFor = useCallback(
    (body: QuoteConfirmRequest): ConfirmSteps<QuoteConfirmTicket, string> => ({
      request: ({ headers }) => confirm({ body, headers }).unwrap(),
      poll: async (ticket) => {
        const r = await pollResult({ requestId: ticket.requestId }).unwrap();
        if (r.state === 'DONE') return { done: true, result: r.quoteSlipNumber };
        if (r.state === 'NOT_FOUND') throw new ApiRequestError({ status: 409, message: QUOTE_NOT_MADE, errorCode: 'CONFIRM_NOT_FOUND' });
        return { done: false };
      },
    }),
    [confirm, pollResult],
  );
  return useConfirmFlow(stepsFor);
}
