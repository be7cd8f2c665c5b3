import { CheckoutMessages, OrderErrorCode, type OrderConfirmRequest } from '@shop/api-clients/order/types';
import type { SessionUser } from '../../auth/sessionService';
import type { Orm } from '../../db/client';
import { ApiError } from '../../http/errors';
import type { DraftLine } from './draft';

/**
 * The lines of an answered, valid quote at its prices (source QUOTE), the quote marked ordered in the same
 * transaction. The quote module (H2: acceptQuoteForOrder / markQuoteOrdered) owns the rule; until it lands, ordering
 * a quote is refused cleanly.
 */
export async function quoteDraftLines(
  _tx: Orm,
  _user: SessionUser,
  req: OrderConfirmRequest,
  _orderSlipNumber: string,
  _now: Date,
): Promise<DraftLine[]> {
  if (!req.quoteSlipNumber) throw new ApiError(400, OrderErrorCode.ORDER_INVALID, CheckoutMessages.QUOTE_REQUIRED);
  throw new ApiError(409, OrderErrorCode.QUOTE_NOT_ORDERABLE, CheckoutMessages.QUOTE_NOT_ORDERABLE);
}
