import { Link } from 'react-router';
import { WECHAT_LOGIN_PATH } from '@shop/shared-ui';
import { LoginForm } from '@shop/shared-ui/login-form';
import { Popup } from '@shop/shared-ui/dialogs';
import './session.css';

/** The login popup's body: the shared login form, with the links a member login page has. */
export function LoginPopup({ open, returnTo, onClose }: { open: boolean; returnTo: string | null; onClose: () => void }) {
  return (
    <Popup open={open} title="会员登录" onClose={onClose} width={400}>
      <div data-testid="login-popup">
        <LoginForm returnTo={returnTo} autoFocus idPrefix="login-popup" onSuccess={onClose} />
        <div className="shop-login-links">
          <Link to="/password/reset/select" onClick={onClose}>
            忘记密码？
          </Link>
          <span>
            <Link to="/account/regist" onClick={onClose}>
              免费注册
            </Link>
            <Link to={WECHAT_LOGIN_PATH} onClick={onClose}>
              微信登录
            </Link>
          </span>
        </div>
      </div>
    </Popup>
  );
}
