import { CartErrorCode, CartMessages } from '@shop/api-clients/cart/types';

export interface PricingError {
  errorCode: string;
  errorMessage: string;
}

/**
 * The errorList of a line (SPEC §4). Discontinued parts get two detection paths for a replacement on purpose:
 * permanently discontinued ones name it in CE6088, temporarily suspended ones in an S-code message with the part
 * number in angle brackets, so an analytics consumer reading either convention classifies both.
 */
export function errorsOf(p: {
  found: boolean;
  priced: boolean;
  discontinueFlag: string;
  saleSuspended: boolean;
  replacementPartNumber: string | null;
}): PricingError[] {
  if (!p.found) return [{ errorCode: CartErrorCode.NOT_FOUND, errorMessage: CartMessages.PART_NOT_FOUND }];
  const out: PricingError[] = [];
  const repl = p.replacementPartNumber;
  if (p.discontinueFlag === '1') {
    out.push({ errorCode: CartErrorCode.DISCONTINUED, errorMessage: '该型号已停产，不能再订购' });
    if (repl) out.push({ errorCode: CartErrorCode.REPLACEMENT, errorMessage: `该型号已停产，可改购替代型号<${repl}>` });
  } else if (p.saleSuspended) {
    out.push({ errorCode: CartErrorCode.SUSPENDED, errorMessage: '该型号暂停销售' });
    if (repl) out.push({ errorCode: CartErrorCode.SUSPENDED_REPLACEMENT, errorMessage: `暂停销售期间可改购替代型号<${repl}>` });
  }
  if (!p.priced) out.push({ errorCode: CartErrorCode.NO_PRICE, errorMessage: CartMessages.NO_PRICE });
  return out;
}
