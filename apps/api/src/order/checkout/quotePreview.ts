import { CheckoutMessages, OrderErrorCode } from '@shop/api-clients/order/types';
import type { SessionUser } from '../../auth/sessionService';
import type { Orm } from '../../db/client';
import { ApiError } from '../../http/errors';
import { acceptQuoteForOrder } from '../quote';

export interface QuotePreview {
  quoteSlipNumber: string;
  validUntil: string;
  lines: Awaited<ReturnType<typeof acceptQuoteForOrder>>['lines'];
}

/**
 * The quote's priced lines at its prices for the confirm page, with the refusals ordering it would give (not
 * answered yet, expired, ordered already; 404 / 403 by visibility). Nothing is written: the check runs in a
 * transaction of its own that only reads.
 */
export async function quotePreviewLines(db: Orm, user: SessionUser, quoteSlipNumber: string | undefined, now: Date): Promise<QuotePreview> {
  const number = quoteSlipNumber?.trim();
  if (!number) throw new ApiError(400, OrderErrorCode.ORDER_INVALID, CheckoutMessages.QUOTE_REQUIRED);
  return db.transaction((tx) => acceptQuoteForOrder(tx, user, number, now));
}
