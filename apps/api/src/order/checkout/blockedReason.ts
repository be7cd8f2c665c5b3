import { CartMessages, UNFIT_TYPE_INFO, unfitLabel } from '@shop/api-clients/cart/types';
import type { PricedLine } from '../pricing';

/**
 * Why a priced line cannot be ordered online, in words the buyer can act on (docs/buying.md, Unfit lines), or null
 * when it can. Discontinued and suspended parts name their replacement, which the cart offers in one click.
 */
export function blockedReason(line: PricedLine): string | null {
  if (line.orderable) return null;
  if (!line.found) return CartMessages.PART_NOT_FOUND;
  const replacement = line.replacementPartNumber ? `，可改购替代型号 ${line.replacementPartNumber}` : '';
  if (line.discontinueFlag === '1') return `该型号已停产${replacement}`;
  if (line.saleSuspended) return `该型号暂停销售${replacement}`;
  if (line.unfitType) {
    const info = UNFIT_TYPE_INFO[line.unfitType];
    return `${unfitLabel(line.unfitType, line.hasDelegate)}：${info.meaning}，${info.action}`;
  }
  return `${CartMessages.NO_PRICE}，请提交询价`;
}
