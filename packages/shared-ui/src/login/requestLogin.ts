import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { openLoginPopup } from './appSlice';
import { memberLoginUrl, pathOfLocation } from './safeRedirect';

let popupHosts = 0;

/** The shell's login popup host calls this while mounted; returns the unregister function. */
export function registerLoginPopupHost(): () => void {
  popupHosts++;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    popupHosts--;
  };
}

/** Whether a login popup can show (false e.g. for a remote running alone in dev, or /msm-common/header). */
function loginPopupAvailable(): boolean {
  return popupHosts > 0;
}

/**
 * Asks the user to log in and come back to `returnTo` (default: the current page): the shell's login popup when one
 * is mounted, otherwise the member login page with `?redirect=`.
 */
export function useRequestLogin(): (returnTo?: string | null) => void {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (returnTo?: string | null) => {
      const target = returnTo ?? pathOfLocation(location);
      if (loginPopupAvailable()) dispatch(openLoginPopup({ returnTo: target }));
      else navigate(memberLoginUrl(target));
    },
    [dispatch, navigate, location],
  );
}
