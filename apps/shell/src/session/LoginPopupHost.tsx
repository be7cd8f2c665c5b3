import { useLayoutEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { closeLoginPopup, registerLoginPopupHost, selectLoginPopupVisible, selectLoginReturnTo } from '@shop/shared-ui';
import { lazyView } from '@shop/shared-ui';

const LoginPopup = lazyView(() => import('./LoginPopup'), 'LoginPopup', null);

/**
 * The shell's login popup (app state loginPopupVisible): the shared login form, coming back to loginReturnTo. Its
 * code (form, modal) loads the first time the popup opens and stays mounted afterwards, so closing animates.
 */
export function LoginPopupHost() {
  const visible = useSelector(selectLoginPopupVisible);
  const returnTo = useSelector(selectLoginReturnTo);
  const dispatch = useDispatch();
  const [opened, setOpened] = useState(false);
  if (visible && !opened) setOpened(true);
  // a layout effect: registered before any page's passive effect of the same render asks whether a popup can show
  useLayoutEffect(() => registerLoginPopupHost(), []);
  if (!opened) return null;
  return <LoginPopup open={visible} returnTo={returnTo} onClose={() => dispatch(closeLoginPopup())} />;
}
