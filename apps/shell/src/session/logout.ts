import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { logoutUser } from '@shop/api-clients';
import { localStore } from '@shop/session';
import { href } from '@shop/routes';

/**
 * SPEC §4 logout: POST /api/auth/logout (the server ends the login chain and clears its HttpOnly msm_sid cookie),
 * then every cookie script can see and every stored user entry go (logout() of @shop/session, also when the call
 * failed), then whatever else is kept under the msm_ prefix, since it belongs to the user who leaves.
 */
async function logoutEverywhere(): Promise<void> {
  try {
    await logoutUser();
  } catch {
    // offline or server error: the local session still ends (logoutUser cleared it in its finally)
  }
  for (const key of localStore.keys()) localStore.remove(key);
}

/** The user menu's 退出登录: log out, then go to the home page. */
export function useLogout(): { logout: () => Promise<void>; loggingOut: boolean } {
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);
  const logout = useCallback(async () => {
    setLoggingOut(true);
    try {
      await logoutEverywhere();
    } finally {
      setLoggingOut(false);
    }
    navigate(href('Home'), { replace: true });
  }, [navigate]);
  return { logout, loggingOut };
}
