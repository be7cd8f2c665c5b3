import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '@shop/session';
import { REDIRECT_PARAM, safeReturnPath } from './safeRedirect';

/**
 * The dynamic-login check of the login pages (SPEC §2): a user who is already signed in (now, or when another tab
 * logs in) is sent on to `?redirect=` (same-site paths only) or to the personal centre. Returns whether the user
 * is signed in, so the page can render nothing while it leaves.
 */
export function useRedirectIfLoggedIn(): boolean {
  const { isLoggedIn } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = params.get(REDIRECT_PARAM);
  useEffect(() => {
    if (isLoggedIn) navigate(safeReturnPath(redirect), { replace: true });
  }, [isLoggedIn, redirect, navigate]);
  return isLoggedIn;
}
