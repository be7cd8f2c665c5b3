import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import Card from 'antd/es/card';
import Button from 'antd/es/button';
import Alert from 'antd/es/alert';
import WechatOutlined from '@ant-design/icons/es/icons/WechatOutlined';
import { useWechatStartMutation } from '@shop/api-clients/user/wechatApi';
import { memberLoginUrl, REDIRECT_PARAM, safeReturnPath, useRedirectIfLoggedIn } from '@shop/shared-ui';
import { plannedHref } from '@shop/routes';
import { wechatErrorText } from './wechatErrorText';
import { browser } from './navigateBrowser';
import './wechat.css';

/** 免费注册 shows once its page exists. */
const REGISTER = plannedHref('AccountRegister');

/** /snslogin/wechat: WeChat login. The button starts the OAuth code flow at the provider's QR-code page. */
export default function WechatLogin() {
  const signedIn = useRedirectIfLoggedIn();
  const [params] = useSearchParams();
  const redirect = safeReturnPath(params.get(REDIRECT_PARAM));
  const [start, { isLoading }] = useWechatStartMutation();
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  const onStart = async () => {
    setError(null);
    try {
      const { authorizeUrl } = await start({ redirect }).unwrap();
      setLeaving(true);
      browser.assign(authorizeUrl);
    } catch (e) {
      setError(wechatErrorText(e));
    }
  };

  if (signedIn) return null;
  return (
    <div className="wx-page">
      <Card title="微信登录" className="wx-card" data-testid="wechat-login-page">
        <div className="wx-hero">
          <WechatOutlined className="wx-hero-icon" />
          <p>使用微信扫一扫，安全快捷地登录铭工商城</p>
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16, textAlign: 'left' }} />}
          <Button
            type="primary"
            size="large"
            block
            className="wx-btn"
            icon={<WechatOutlined />}
            loading={isLoading || leaving}
            onClick={() => void onStart()}
            data-testid="wechat-start"
          >
            使用微信扫码登录
          </Button>
        </div>
        <div className="wx-tip">首次使用微信登录时，需绑定已有账号或注册新账号</div>
        <div className="wx-links">
          <Link to={memberLoginUrl(redirect)}>使用账号密码登录</Link>
          {REGISTER && <Link to={REGISTER}>免费注册</Link>}
        </div>
      </Card>
    </div>
  );
}
