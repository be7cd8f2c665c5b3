import { Link, useSearchParams } from 'react-router';
import Card from 'antd/es/card';
import { LoginForm } from '@shop/shared-ui/login-form';
import { REDIRECT_PARAM, safeReturnPath, useRedirectIfLoggedIn, PageSpin, wechatLoginUrl } from '@shop/shared-ui';
import { plannedHref } from '@shop/routes';

// 忘记密码 and 免费注册 show once their pages exist
const PASSWORD_RESET = plannedHref('PasswordResetSelect');
const REGISTER = plannedHref('AccountRegister');

/**
 * /mydesk2/s/login: member login. Runs the dynamic-login check (a signed-in user is sent on) and, after a login,
 * goes back to `?redirect=` (same-site paths only) or to the personal centre.
 */
export default function MemberLogin() {
  const signedIn = useRedirectIfLoggedIn();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get(REDIRECT_PARAM));
  if (signedIn) return <PageSpin />;
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '32px 0' }}>
      <Card title="会员登录" style={{ width: 380 }} data-testid="login-page">
        <LoginForm returnTo={returnTo} autoFocus idPrefix="member-login" />
        <div style={{ marginTop: 12, display: 'flex', justifyContent: 'space-between', fontSize: 12 }}>
          {PASSWORD_RESET ? <Link to={PASSWORD_RESET}>忘记密码？</Link> : <span />}
          <span>
            {REGISTER && <Link to={REGISTER}>免费注册</Link>}
            <Link to={wechatLoginUrl(params.get(REDIRECT_PARAM) ? returnTo : null)} style={{ marginLeft: 12 }}>
              微信登录
            </Link>
          </span>
        </div>
      </Card>
    </div>
  );
}
