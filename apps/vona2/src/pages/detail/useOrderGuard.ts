import { useCallback, type ReactNode } from 'react';
import { useSession } from '@shop/session';
import { useCompanyNudge } from '@shop/shared-ui/company';
import { useRequestLogin } from '@shop/shared-ui';

/**
 * What stands between a buyer and ordering or asking for a quote (SPEC §1, §4): a signed-out visitor is asked to log
 * in (and comes back to this page); a signed-in customer without a company gets the company-registration modal.
 * `guard(proceed)` runs `proceed` only when both are satisfied; render `nudgeElement` in the component.
 */
export function useOrderGuard(): { guard: (proceed: () => void) => Promise<void>; nudgeElement: ReactNode } {
  const { isLoggedIn, user } = useSession();
  const requestLogin = useRequestLogin();
  // the store's copy of the session, the same one the header shows (an empty code counts as no company)
  const customerCode = user?.customerCode || null;
  const { ensureCompany, nudgeElement } = useCompanyNudge({ getCustomerCode: async () => customerCode });

  const guard = useCallback(
    async (proceed: () => void) => {
      if (!isLoggedIn) {
        requestLogin();
        return;
      }
      if (await ensureCompany()) proceed();
    },
    [isLoggedIn, requestLogin, ensureCompany],
  );
  return { guard, nudgeElement };
}
