import {
  QUOTE_ONLY_UNFIT,
  UNFIT_TYPE_INFO,
  discontinuedKindOf,
  replacementFromErrors,
  unfitLabel,
  type CartLine,
} from '@shop/api-clients/cart/types';
import { CART_TEXT } from './cartText';

/** What a line that cannot simply be ordered tells the buyer, and which next step the page offers. */
export interface LineNotice {
  tone: 'error' | 'warning' | 'info';
  /** short label in the tag: 特注品, 已停产 … */
  label: string;
  /** what it means and what to do, one sentence each */
  text: string;
  /** the part number to switch to in one click */
  replacement: string | null;
  /** the line can be bought only through a quote (unfit 3, 5, 8 and other unorderable lines): offer 询价 on it */
  quoteOnly: boolean;
}

/**
 * The notice of one cart line, or null for a line that is fit and on sale. The order of the checks is the order of
 * what matters to the buyer: an unknown part, then discontinued or suspended (SPEC §4 classification, replacement from
 * CE6088 or an S… message in angle brackets), then the unfit code (SPEC §4: '0' or absent is fit).
 */
export function lineNoticeOf(line: CartLine): LineNotice | null {
  if (!line.found) {
    const message = line.errorList[0]?.errorMessage;
    return {
      tone: 'error',
      label: CART_TEXT.NOT_FOUND,
      text: `${message || CART_TEXT.NOT_FOUND}，请检查型号或删除。`,
      replacement: null,
      quoteOnly: false,
    };
  }
  const kind = discontinuedKindOf(line);
  if (kind) {
    const replacement = line.replacementPartNumber ?? replacementFromErrors(line.errorList);
    const permanent = kind === 'PERMANENT' || kind === 'PERMANENT_WITH_REPLACEMENT';
    const label = permanent ? CART_TEXT.DISCONTINUED : CART_TEXT.SUSPENDED;
    const what = permanent ? '该型号已停产，不能再下单' : '该型号暂停销售，暂时不能下单';
    return {
      tone: 'error',
      label,
      text: replacement
        ? `${what}；可替换为 ${replacement}（数量不变）。`
        : `${what}；${line.quotable ? CART_TEXT.DELETE_OR_QUOTE : '请删除该行'}。`,
      replacement,
      quoteOnly: !replacement && line.quotable,
    };
  }
  if (line.unfitType) {
    const info = UNFIT_TYPE_INFO[line.unfitType];
    // 3, 5 and 8 are priced only by a quote; the others are not orderable online either (the server's orderable)
    const quoteOnly = QUOTE_ONLY_UNFIT.includes(line.unfitType) || (!line.orderable && line.quotable);
    return {
      tone: QUOTE_ONLY_UNFIT.includes(line.unfitType) ? 'warning' : 'info',
      label: unfitLabel(line.unfitType, line.hasDelegate),
      text: `${info.meaning}。${info.action}。`,
      replacement: null,
      quoteOnly,
    };
  }
  return null;
}
