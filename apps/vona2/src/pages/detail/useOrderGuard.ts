import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { hasListPermission, Permission, useSession, type ListPermission } from '@shop/session';
import { useRequestLogin } from '@shop/shared-ui';
import { notifyLazily } from '../../lib/notifyLazily';

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
 * `guard(action, proceed)` runs `proceed` only when all hold.
 *
 * The nudge modal and the notice are fetched when a click needs them (`@shop/shared-ui/company`, `/notify`), not with
 * the detail page: a first visit stays within its JS budget, and a customer with a company never loads the modal.
 */
export function useOrderGuard(): { guard: (action: OrderAction, proceed: () => void) => Promise<void> } {
  const { isLoggedIn, user } = useSession();
  const requestLogin = useRequestLogin();
  const navigate = useNavigate();
  // the store's copy of the session, the same one the header shows (an empty code counts as no company)
  const customerCode = user?.customerCode || null;

  const guard = useCallback(
    async (action: OrderAction, proceed: () => void) => {
      if (!isLoggedIn) {
        requestLogin();
        return;
      }
      if (!customerCode) {
        const { ensureCompanyBeforeOrder } = await import('@shop/shared-ui/company');
        // the store's session has no company: the modal needs no second look at it
        const hasCompany = await ensureCompanyBeforeOrder({ getCustomerCode: async () => null, navigate: (path) => void navigate(path) });
        if (!hasCompany) return;
      }
      if (!hasListPermission(user?.permissionList, ACTION_PERMISSION[action])) {
        notifyLazily(NO_PERMISSION_MESSAGES[action], 'warning');
        return;
      }
      proceed();
    },
    [isLoggedIn, requestLogin, customerCode, navigate, user?.permissionList],
  );
  return { guard };
}
