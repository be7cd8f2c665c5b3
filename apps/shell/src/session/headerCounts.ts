import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from '@shop/api-clients';
import { hasListPermission, Permission, useSession } from '@shop/session';

export interface HeaderCounts {
  cart: number;
  messages: number;
}

type CartClient = typeof import('@shop/api-clients/cart/api');

/**
 * The number of lines in the signed-in user's cart, from cart/count, for users holding CART (0 for everyone else, who
 * has no cart to count). The cart client is fetched only then, after the first paint, so a signed-out first visit
 * downloads none of it; its query stays subscribed while the header shows, and every cart change anywhere (the cart
 * page, the detail page's 加入购物车, a reorder) invalidates its Cart tag in the one store, so the count follows.
 */
function useCartCount(userCode: string | null): number {
  const dispatch = useDispatch<AppDispatch>();
  const [client, setClient] = useState<CartClient | null>(null);

  useEffect(() => {
    if (!userCode) return;
    let cancelled = false;
    let subscription: { unsubscribe(): void } | null = null;
    void import('@shop/api-clients/cart/api').then((loaded) => {
      if (cancelled) return;
      setClient(loaded);
      // one subscription per signed-in user: a new login (the store's answers were reset) asks again
      subscription = dispatch(loaded.cartApi.endpoints.cartCount.initiate());
    });
    return () => {
      cancelled = true;
      subscription?.unsubscribe();
    };
  }, [dispatch, userCode]);

  return useSelector((state: RootState) =>
    userCode && client ? (client.cartApi.endpoints.cartCount.select()(state).data?.count ?? 0) : 0,
  );
}

/**
 * The header's cart and message counts. Messages stay 0 until the notification API exists (userNotification/count:
 * then a second query here, skipped while signed out).
 */
export function useHeaderCounts(): HeaderCounts {
  const { user, isLoggedIn } = useSession();
  const cartUser = isLoggedIn && user && hasListPermission(user.permissionList, Permission.CART) ? user.userCode : null;
  return { cart: useCartCount(cartUser), messages: 0 };
}
