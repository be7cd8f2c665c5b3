import type { CartLine, CartTotals } from '@shop/api-clients/cart/types';
import { CART_TEXT } from './cartText';
import type { ActionState } from './CartSummary';

interface Who {
  /** the caller has a company (an individual is nudged to complete one on either button instead) */
  hasCompany: boolean;
  canOrder: boolean;
  canQuote: boolean;
  priceVisible: boolean;
}

/**
 * Whether 去结算 and 询价 show and can be pressed for the selected lines, and why not (docs/buying.md, Permissions):
 * ORDER to check out, only orderable lines and with prices visible; QUOTE to ask for a quote, only quotable lines. A
 * customer without a company sees both: pressing one shows the company nudge first.
 */
export function cartActionStates(lines: readonly CartLine[], totals: CartTotals, who: Who): { checkout: ActionState; quote: ActionState } {
  const selected = lines.filter((l) => l.selected);
  const unorderable = selected.filter((l) => !l.orderable).length;
  const unquotable = selected.filter((l) => !l.quotable).length;
  const showCheckout = !who.hasCompany || who.canOrder;
  const showQuote = !who.hasCompany || who.canQuote;

  let checkout: string | null = null;
  if (!showCheckout) checkout = CART_TEXT.NO_ORDER_PERMISSION;
  else if (totals.selectedCount === 0 || selected.length === 0) checkout = CART_TEXT.SELECT_FIRST;
  else if (who.hasCompany && !who.priceVisible) checkout = CART_TEXT.NO_PRICE_CHECKOUT;
  else if (unorderable > 0) checkout = CART_TEXT.QUOTE_ONLY_SELECTED(unorderable);

  let quote: string | null = null;
  if (!showQuote) quote = CART_TEXT.NO_QUOTE_PERMISSION;
  else if (selected.length === 0) quote = CART_TEXT.SELECT_FIRST_QUOTE;
  else if (unquotable > 0) quote = CART_TEXT.NOT_QUOTABLE_SELECTED(unquotable);

  return { checkout: { shown: showCheckout, blocked: checkout }, quote: { shown: showQuote, blocked: quote } };
}
