import { CheckoutMessages, OrderErrorCode, type OrderConfirmRequest } from '@shop/api-clients/order/types';
import type { SessionUser } from '../../auth/sessionService';
import type { Orm } from '../../db/client';
import { ApiError } from '../../http/errors';
import { acceptQuoteForOrder, markQuoteOrdered } from '../quote';
import type { DraftLine } from './draft';

const mismatch = () => new ApiError(400, OrderErrorCode.ORDER_INVALID, CheckoutMessages.QUOTE_LINES_MISMATCH);

/**
 * Source QUOTE: the lines of an answered, valid quote at its prices, inside the confirmation's transaction. The
 * quote module's acceptQuoteForOrder locks the quote and refuses (404 / 403 / 409 with the reason) one that cannot be
 * ordered; markQuoteOrdered then marks it in the same transaction, so a quote is ordered once. The request must list
 * every priced line of the quote, once (each with its branch number): a quote is ordered whole, at its prices.
 */
export async function quoteDraftLines(
  tx: Orm,
  user: SessionUser,
  req: OrderConfirmRequest,
  orderSlipNumber: string,
  now: Date,
): Promise<DraftLine[]> {
  const number = req.quoteSlipNumber?.trim();
  if (!number) throw new ApiError(400, OrderErrorCode.ORDER_INVALID, CheckoutMessages.QUOTE_REQUIRED);
  const quote = await acceptQuoteForOrder(tx, user, number, now);
  const branchOf = new Map<number, string>();
  for (const l of req.lines) {
    if (l.lineNumber === undefined || branchOf.has(l.lineNumber)) throw mismatch();
    branchOf.set(l.lineNumber, (l.branchNumber ?? '').trim());
  }
  if (branchOf.size !== quote.lines.length || quote.lines.some((l) => !branchOf.has(l.lineNumber))) throw mismatch();
  await markQuoteOrdered(tx, quote.quoteSlipNumber, orderSlipNumber, now);
  return quote.lines.map((l) => ({
    partNumber: l.partNumber,
    productName: l.productName,
    brandName: l.brandName,
    seriesCode: l.seriesCode,
    quantity: l.quantity,
    unitFen: l.unitFen,
    customerPartNumber: l.customerPartNumber,
    branchNumber: branchOf.get(l.lineNumber)!,
    daysToShip: l.daysToShip,
    // a quoted price is the quote's: no campaign units are taken
    campaignCode: null,
  }));
}
