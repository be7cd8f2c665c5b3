import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import { useAuthCheckQuery } from '@shop/api-clients';
import { useSession } from '@shop/session';
import { PageSpin, pathOfLocation, selectSessionRestoring, useRequestLogin } from '@shop/shared-ui';
import { lazyView } from '@shop/shared-ui';

// antd Result is not part of a normal page's start-up: this view loads when a guard first needs it
const LoginRequired = lazyView(() => import('./LoginRequired'), 'LoginRequired', <PageSpin />);

function isAuthFailure(error: unknown): boolean {
  return !!error && typeof error === 'object' && (error as { status?: unknown }).status === 401;
}

/**
 * Guard of the login-required pages (route handle.login, SPEC §2 "(login)"): signed out, the page stays at its URL
 * and asks for a login (popup, or the login page when no popup can show), then renders once the user is signed in.
 * Signed in, it runs the authentication check (SPEC §6) before the page opens: a sessionId the server no longer
 * accepts is refreshed by the base query, and a refused refresh ends the session, which asks for a login again.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useSession();
  const restoring = useSelector(selectSessionRestoring);
  const location = useLocation();
  const requestLogin = useRequestLogin();
  const returnTo = pathOfLocation(location);
  const signedOut = !restoring && !isLoggedIn;
  const check = useAuthCheckQuery(undefined, { skip: restoring || !isLoggedIn, refetchOnMountOrArgChange: true });

  // asked when the user is (or becomes) signed out or moves to another page; not when requestLogin merely changes
  // identity, which would reopen a popup the user just closed
  const askForLogin = useEffectEvent((to: string) => requestLogin(to));
  useEffect(() => {
    if (signedOut) askForLogin(returnTo);
  }, [signedOut, returnTo]);

  if (restoring) return <PageSpin />;
  if (!isLoggedIn || (check.isError && isAuthFailure(check.error))) return <LoginRequired onLogin={() => requestLogin(returnTo)} />;
  if (!check.data && (check.isLoading || check.isFetching || check.isUninitialized)) return <PageSpin />;
  // any other failure of the check (offline, 5xx) does not lock the user out: the page shows its own errors
  return <>{children}</>;
}
