import { useCallback, type ReactNode } from 'react';
import { hasListPermission, Permission, useSession, type ListPermission } from '@shop/session';
import { useCompanyNudge } from '@shop/shared-ui/company';
import { useRequestLogin } from '@shop/shared-ui';
import { notify } from '@shop/shared-ui/notify';

/** The permission each order action needs (SPEC §6), and what a sub-user without it is told (SPEC: not shown). */
export type OrderAction = 'cart' | 'quote';
const ACTION_PERMISSION: Record<OrderAction, ListPermission> = { cart: Permission.CART, quote: Permission.QUOTE };
export const NO_PERMISSION_MESSAGES: Record<OrderAction, string> = {
  cart: '您的账号没有加入购物车的权限，请联系企业主账号在“用户管理”中开通。',
  quote: '您的账号没有询价的权限，请联系企业主账号在“用户管理”中开通。',
};

/**
 * What stands between a buyer and ordering or asking for a quote (SPEC §1, §4, §6): a signed-out visitor is asked to
 * log in (and comes back to this page); a signed-in customer without a company gets the company-registration modal; a
 * sub-user whose permission list lacks the action's code (CART, QUOTE) is told to ask the main account.
 * `guard(action, proceed)` runs `proceed` only when all hold; render `nudgeElement` in the component.
 */
export function useOrderGuard(): { guard: (action: OrderAction, proceed: () => void) => Promise<void>; nudgeElement: ReactNode } {
  const { isLoggedIn, user } = useSession();
  const requestLogin = useRequestLogin();
  // the store's copy of the session, the same one the header shows (an empty code counts as no company)
  const customerCode = user?.customerCode || null;
  const { ensureCompany, nudgeElement } = useCompanyNudge({ getCustomerCode: async () => customerCode });

  const guard = useCallback(
    async (action: OrderAction, proceed: () => void) => {
      if (!isLoggedIn) {
        requestLogin();
        return;
      }
      if (!(await ensureCompany())) return;
      if (!hasListPermission(user?.permissionList, ACTION_PERMISSION[action])) {
        notify(NO_PERMISSION_MESSAGES[action], 'warning');
        return;
      }
      proceed();
    },
    [isLoggedIn, requestLogin, ensureCompany, user?.permissionList],
  );
  return { guard, nudgeElement };
}
