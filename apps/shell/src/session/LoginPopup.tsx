import { Link } from 'react-router';
import { WECHAT_LOGIN_PATH } from '@shop/shared-ui';
import { plannedHref } from '@shop/routes';
import { LoginForm } from '@shop/shared-ui/login-form';
import { Popup } from '@shop/shared-ui/dialogs';
import './session.css';

// 忘记密码 and 免费注册 show once their pages exist
const PASSWORD_RESET = plannedHref('PasswordResetSelect');
const REGISTER = plannedHref('AccountRegister');

/** The login popup's body: the shared login form, with the links a member login page has. */
export function LoginPopup({ open, returnTo, onClose }: { open: boolean; returnTo: string | null; onClose: () => void }) {
  return (
    <Popup open={open} title="会员登录" onClose={onClose} width={400}>
      <div data-testid="login-popup">
        <LoginForm returnTo={returnTo} autoFocus idPrefix="login-popup" onSuccess={onClose} />
        <div className="shop-login-links">
          {PASSWORD_RESET ? (
            <Link to={PASSWORD_RESET} onClick={onClose}>
              忘记密码？
            </Link>
          ) : (
            <span />
          )}
          <span>
            {REGISTER && (
              <Link to={REGISTER} onClick={onClose}>
                免费注册
              </Link>
            )}
            <Link to={WECHAT_LOGIN_PATH} onClick={onClose}>
              微信登录
            </Link>
          </span>
        </div>
      </div>
    </Popup>
  );
}
