import { useEffect, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useAuthCheckQuery } from '@shop/api-clients';
import { useSession } from '@shop/session';
import { PageSpin, pathOfLocation, selectSessionRestoring, useRequestLogin } from '@shop/shared-ui';

function isAuthFailure(error: unknown): boolean {
  return !!error && typeof error === 'object' && (error as { status?: unknown }).status === 401;
}

/** What a login-required page shows while nobody is signed in (the login popup is open over it). */
export function LoginRequired({ onLogin }: { onLogin: () => void }) {
  return (
    <Result
      status="403"
      title="请先登录"
      subTitle="该页面需要登录后访问，登录后将回到本页。"
      extra={
        <Button type="primary" onClick={onLogin} data-testid="login-required-login">
          登录
        </Button>
      }
      data-testid="login-required"
    />
  );
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

  useEffect(() => {
    if (signedOut) requestLogin(returnTo);
    // asking again on every render would reopen a popup the user just closed
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedOut, returnTo]);

  if (restoring) return <PageSpin />;
  if (!isLoggedIn || (check.isError && isAuthFailure(check.error))) return <LoginRequired onLogin={() => requestLogin(returnTo)} />;
  if (!check.data && (check.isLoading || check.isFetching || check.isUninitialized)) return <PageSpin />;
  // any other failure of the check (offline, 5xx) does not lock the user out: the page shows its own errors
  return <>{children}</>;
}
