import Button from 'antd/es/button';
import Result from 'antd/es/result';

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
