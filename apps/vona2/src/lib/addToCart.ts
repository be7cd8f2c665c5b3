import type { AppDispatch, PartNumber } from '@shop/api-clients';
import { cartApi } from '@shop/api-clients/cart/api';
import { errorText } from '@shop/shared-ui';
import { trackUnfitAddToCart } from '@shop/shared-ui/analytics';

/** What a 加入购物车 came to: added (what and how many), or refused with the server's Chinese reason. */
export type AddOutcome = { added: true; partNumber: string; quantity: number } | { added: false; message: string };

export const ADD_FAILED = '加入购物车失败，请重试';

/**
 * Puts `quantity` of `part` into the signed-in user's cart (merged into a line already there) through the one store,
 * so the header's count and an open cart page follow; an unfit or discontinued part is reported to analytics (SPEC
 * §7). Fetched on the first click (import()), never with the catalogue page: the cart client is no part of a first
 * visit's JS. Never rejects: a failure is an outcome with the message to show.
 */
export async function addPartToCart(dispatch: AppDispatch, part: PartNumber, quantity: number): Promise<AddOutcome> {
  try {
    const result = await dispatch(cartApi.endpoints.cartAdd.initiate({ lineList: [{ partNumber: part.partNumber, quantity }] })).unwrap();
    if (result.added === 0) return { added: false, message: result.errors[0]?.message ?? ADD_FAILED };
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
    return { added: true, partNumber: part.partNumber, quantity };
  } catch (e) {
    return { added: false, message: errorText(e, ADD_FAILED) };
  }
}
