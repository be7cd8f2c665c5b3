import { useSession } from '@shop/session';

export interface HeaderCounts {
  cart: number;
  messages: number;
}

/**
 * The header's cart and message counts. There is no cart or notification API yet: the cart count is the length of
 * the session's purchase list and messages are 0. When those APIs exist (order family cart/search,
 * userNotification/count), only this hook changes: it becomes two RTK Query calls, skipped while signed out.
 */
export function useHeaderCounts(): HeaderCounts {
  const { user, isLoggedIn } = useSession();
  if (!isLoggedIn) return { cart: 0, messages: 0 };
  return { cart: user?.purchaseList?.length ?? 0, messages: 0 };
}
