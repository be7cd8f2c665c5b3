import type { CartLine } from '@shop/api-clients/cart/types';
import { trackUnfitAddToCart, type CartLine as AnalyticsLine } from '@shop/shared-ui/analytics';

/** A cart line as SPEC §3's analytics cart line (a suspended sale is error CE7062 there, whatever the server listed). */
export function analyticsLineOf(line: CartLine): AnalyticsLine {
  const suspended = line.saleSuspended && !line.errorList.some((e) => e.errorCode === 'CE7062');
  return {
    partNumber: line.partNumber,
    innerCode: null,
    seriesCode: line.seriesCode,
    productName: line.productName,
    brandCode: line.brandCode,
    brandName: line.brandName,
    quantity: line.quantity,
    unfitType: line.unfitType ?? '0',
    hasDelegate: line.hasDelegate,
    discontinueFlag: line.discontinueFlag,
    errorList: suspended ? [...line.errorList, { errorCode: 'CE7062', errorMessage: '暂停销售' }] : line.errorList,
  };
}

/**
 * Reports the unfit and discontinued lines among those just added (SPEC §7 analytics): `partNumbers` are what the
 * buyer added, `cart` the cart as it is afterwards. A quick order or upload is bulk mode: events of 10 lines at most.
 */
export function reportUnfitAdded(cart: readonly CartLine[], partNumbers: readonly string[], bulk: boolean): number {
  const added = new Set(partNumbers.map((p) => p.trim().toUpperCase()));
  const lines = cart.filter((l) => added.has(l.partNumber.toUpperCase())).map(analyticsLineOf);
  return trackUnfitAddToCart(lines, { bulk });
}
