import { useState } from 'react';
import { useDispatch } from 'react-redux';
import type { AppDispatch, PartNumber } from '@shop/api-clients';
import { errorText } from '@shop/shared-ui';

/** What the last 加入购物车 came to: added (with what), refused (with the server's Chinese reason), or nothing yet. */
export type AddOutcome = { kind: 'added'; partNumber: string; quantity: number } | { kind: 'failed'; message: string } | null;

export const ADD_FAILED = '加入购物车失败，请重试';

/**
 * 加入购物车 for the catalogue's pages: `add(part, quantity)` loads the cart client on the first click and adds; `busy`
 * while it runs, `outcome` afterwards. The caller guards it first (login, company, CART: useOrderGuard).
 */
export function useAddToCart() {
  const dispatch = useDispatch<AppDispatch>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<AddOutcome>(null);

  async function add(part: PartNumber, quantity: number): Promise<AddOutcome> {
    setBusy(true);
    let next: AddOutcome;
    try {
      const { addPartToCart } = await import('./addToCart');
      const result = await addPartToCart(dispatch, part, quantity);
      next =
        result.added > 0
          ? { kind: 'added', partNumber: part.partNumber, quantity }
          : { kind: 'failed', message: result.errors[0]?.message ?? ADD_FAILED };
    } catch (e) {
      next = { kind: 'failed', message: errorText(e, ADD_FAILED) };
    }
    setOutcome(next);
    setBusy(false);
    return next;
  }
  return { add, busy, outcome, clear: () => setOutcome(null) };
}
