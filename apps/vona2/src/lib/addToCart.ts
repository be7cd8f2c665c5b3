import type { AppDispatch, PartNumber } from '@shop/api-clients';
import { cartApi } from '@shop/api-clients/cart/api';
import type { CartAddResult } from '@shop/api-clients/cart/types';
import { trackUnfitAddToCart } from '@shop/shared-ui/analytics';

/**
 * Puts `quantity` of `part` into the signed-in user's cart (merged into a line already there) through the one store,
 * so the header's count and an open cart page follow; an unfit or discontinued part is reported to analytics (SPEC
 * §7). Fetched on the first click (import()), never with the catalogue page: the cart client is not part of a first
 * visit's JS.
 */
export async function addPartToCart(dispatch: AppDispatch, part: PartNumber, quantity: number): Promise<CartAddResult> {
  const result = await dispatch(cartApi.endpoints.cartAdd.initiate({ lineList: [{ partNumber: part.partNumber, quantity }] })).unwrap();
  if (result.added > 0) {
    trackUnfitAddToCart([
      {
        partNumber: part.partNumber,
        seriesCode: part.seriesCode,
        productName: part.seriesName,
        brandCode: part.brandCode,
        brandName: part.brandName,
        quantity,
        unfitType: part.unfitType ?? null,
        hasDelegate: part.hasDelegate ?? false,
        discontinueFlag: part.discontinueFlag ?? null,
        errorList: part.saleSuspended ? [{ errorCode: 'CE7062', errorMessage: '暂停销售' }] : [],
      },
    ]);
  }
  return result;
}
