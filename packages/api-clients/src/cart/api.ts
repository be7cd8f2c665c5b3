import { shopApi } from '../shopApi';
import { uploadFile, type UploadProgress } from '../upload';
import {
  CartPaths,
  type CartAddRequest,
  type CartAddResult,
  type CartCountResult,
  type CartDeleteRequest,
  type CartDeleteResult,
  type CartSearchResult,
  type CartUpdateRequest,
  type CartUpdateResult,
} from './types';

/** Every cart change refreshes the cart page and the header's count. */
const CART_TAGS = [
  { type: 'Cart' as const, id: 'LINES' },
  { type: 'Cart' as const, id: 'COUNT' },
];

/** The caller's cart (docs/buying.md): lives on the server, one per user. */
export const cartApi = shopApi.injectEndpoints({
  endpoints: (b) => ({
    cartSearch: b.query<CartSearchResult, void>({
      query: () => ({ url: CartPaths.search }),
      providesTags: [{ type: 'Cart', id: 'LINES' }],
    }),
    cartCount: b.query<CartCountResult, void>({
      query: () => ({ url: CartPaths.count }),
      providesTags: [{ type: 'Cart', id: 'COUNT' }],
    }),
    cartAdd: b.mutation<CartAddResult, CartAddRequest>({
      query: (body) => ({ url: CartPaths.add, method: 'POST', body }),
      invalidatesTags: CART_TAGS,
    }),
    cartUpdate: b.mutation<CartUpdateResult, CartUpdateRequest>({
      query: (body) => ({ url: CartPaths.update, method: 'POST', body }),
      invalidatesTags: CART_TAGS,
    }),
    cartDelete: b.mutation<CartDeleteResult, CartDeleteRequest>({
      query: (body) => ({ url: CartPaths.delete, method: 'POST', body }),
      invalidatesTags: CART_TAGS,
    }),
  }),
});

export const { useCartSearchQuery, useCartCountQuery, useCartAddMutation, useCartUpdateMutation, useCartDeleteMutation } = cartApi;

/**
 * Quick order from a CSV or XLSX file (multipart, through XMLHttpRequest for the progress bar). After it resolves,
 * call `cartApi.util.invalidateTags(CART_CHANGED_TAGS)` (dispatch it) so the cart and the count refetch.
 */
export function uploadCartFile(
  file: Blob,
  opts: { fileName?: string; onProgress?: (p: UploadProgress) => void; signal?: AbortSignal } = {},
) {
  return uploadFile<CartAddResult>({ url: CartPaths.upload, service: 'api', file, ...opts });
}

/** The tags a cart change invalidates (for changes made outside these endpoints: an upload, a reorder, an order). */
export const CART_CHANGED_TAGS = CART_TAGS;
