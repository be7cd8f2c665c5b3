import { useDispatch } from 'react-redux';
import type { AppDispatch, PartNumber } from '@shop/api-clients';
import { hasListPermission, Permission, useSession } from '@shop/session';
import { notifyLazily } from '../lib/notifyLazily';
import { Button } from './plain/Button';

/** The smallest quantity the part is priced for (its first quantity break), 1 when it has none. */
const firstQuantity = (part: PartNumber) => Math.max(1, Math.min(...part.priceBreaks.map((b) => b.minQty)));

/**
 * Whether part lists offer 加入购物车 on each row: to a signed-in company user holding CART. Everyone else (signed out,
 * an individual to be nudged, a user without CART) adds from the detail page, whose order panel explains what is
 * missing; a list stays free of that guard and its modal, and the detail page's first visit of the shared code.
 */
export function useCanAddToCart(): boolean {
  const { isLoggedIn, user } = useSession();
  return isLoggedIn && !!user?.customerCode && hasListPermission(user.permissionList, Permission.CART);
}

/**
 * A row's 加入购物车: the part at its first quantity break goes into the cart and a notice says so (the header's
 * count follows). The cart client comes with the first click.
 */
export function AddToCartButton({ part }: { part: PartNumber }) {
  const dispatch = useDispatch<AppDispatch>();
  const add = () =>
    void import('../lib/addToCart')
      .then((m) => m.addPartToCart(dispatch, part, firstQuantity(part)))
      .then((o) => notifyLazily(o.added ? `已加入购物车：${o.partNumber} × ${o.quantity}` : o.message, o.added ? 'success' : 'error'));
  return (
    <Button size="small" onClick={add} aria-label={`${part.partNumber} 加入购物车`}>
      加入购物车
    </Button>
  );
}
