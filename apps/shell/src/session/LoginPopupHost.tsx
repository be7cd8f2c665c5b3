import { useLayoutEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router';
import {
  closeLoginPopup, LoginForm, Popup, registerLoginPopupHost, selectLoginPopupVisible, selectLoginReturnTo,
} from '@shop/shared-ui';
import './session.css';

/** The shell's login popup (app state loginPopupVisible): the shared login form, coming back to loginReturnTo. */
export function LoginPopupHost() {
  const visible = useSelector(selectLoginPopupVisible);
  const returnTo = useSelector(selectLoginReturnTo);
  const dispatch = useDispatch();
  // a layout effect: registered before any page's passive effect of the same render asks whether a popup can show
  useLayoutEffect(() => registerLoginPopupHost(), []);
  const close = () => dispatch(closeLoginPopup());
  return (
    <Popup open={visible} title="会员登录" onClose={close} width={400}>
      <div data-testid="login-popup">
        <LoginForm returnTo={returnTo} autoFocus idPrefix="login-popup" onSuccess={close} />
        <div className="shop-login-links">
          <Link to="/password/reset/select" onClick={close}>
            忘记密码？
          </Link>
          <span>
            <Link to="/account/regist" onClick={close}>
              免费注册
            </Link>
            <Link to="/snslogin/wechat" onClick={close}>
              微信登录
            </Link>
          </span>
        </div>
      </div>
    </Popup>
  );
}
