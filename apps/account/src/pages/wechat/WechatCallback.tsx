import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import Card from 'antd/es/card';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import Avatar from 'antd/es/avatar';
import Segmented from 'antd/es/segmented';
import WechatOutlined from '@ant-design/icons/es/icons/WechatOutlined';
import { establishSession } from '@shop/session';
import { useWechatCallbackMutation } from '@shop/api-clients/user/wechatApi';
import type { WechatLoginResponse, WechatProfile } from '@shop/api-clients/user/wechatTypes';
import { memberLoginUrl, safeReturnPath, wechatLoginUrl } from '@shop/shared-ui';
import { BindAccountForm } from './BindAccountForm';
import { RegisterAccountForm } from './RegisterAccountForm';
import { wechatErrorText } from './wechatErrorText';
import './wechat.css';

type View =
  | { kind: 'loading' }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string }
  | { kind: 'bind'; bindTicket: string; wechat: WechatProfile; redirect: string };

type Choice = 'bind' | 'register';

/**
 * /snslogin/wechat/callback: where the provider sends the browser back with `code` and `state`. The server checks
 * the state and exchanges the code; a bound WeChat is signed in at once, a new one binds an account or registers.
 */
export default function WechatCallback() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [callback] = useWechatCallbackMutation();
  const code = params.get('code');
  const state = params.get('state');
  // WeChat sends the browser back without a code when the user refused on the phone
  const [view, setView] = useState<View>(() =>
    code ? { kind: 'loading' } : state ? { kind: 'cancelled' } : { kind: 'failed', message: '登录状态已失效，请重新扫码' },
  );
  const [choice, setChoice] = useState<Choice>('bind');
  // a state is accepted once: the call must not run twice (React runs effects twice in development)
  const sent = useRef(false);

  const signedIn = ({ session, redirect }: WechatLoginResponse) => {
    establishSession(session);
    navigate(safeReturnPath(redirect), { replace: true });
  };

  // runs once per page visit, with the code and state of the URL the provider sent us to
  const exchangeCode = useEffectEvent(() => {
    if (!code) return;
    callback({ code, state: state ?? '' })
      .unwrap()
      .then((r) => {
        if (r.result === 'session') signedIn({ session: r.session, redirect: r.redirect });
        else setView({ kind: 'bind', bindTicket: r.bindTicket, wechat: r.wechat, redirect: r.redirect });
      })
      .catch((e: unknown) => setView({ kind: 'failed', message: wechatErrorText(e) }));
  });
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    exchangeCode();
  }, []);

  const retry = (redirect?: string) => (
    <>
      <Button
        type="primary"
        className="wx-btn"
        icon={<WechatOutlined />}
        onClick={() => navigate(wechatLoginUrl(redirect))}
        data-testid="wechat-rescan"
      >
        重新扫码
      </Button>
      <Link to={memberLoginUrl(redirect)} style={{ marginLeft: 16 }}>
        使用账号密码登录
      </Link>
    </>
  );

  if (view.kind === 'loading') {
    return (
      <div className="wx-page" data-testid="wechat-callback-loading">
        <Spin size="large" description="正在登录，请稍候…" />
      </div>
    );
  }
  if (view.kind === 'cancelled') {
    return (
      <div className="wx-page">
        <Result
          status="warning"
          title="您已取消微信授权"
          subTitle="如需使用微信登录，请重新扫码"
          extra={retry()}
          data-testid="wechat-cancelled"
        />
      </div>
    );
  }
  if (view.kind === 'failed') {
    return (
      <div className="wx-page">
        <Result status="error" title={view.message} extra={retry()} data-testid="wechat-failed" />
      </div>
    );
  }

  const expired = (message: string) => setView({ kind: 'failed', message });
  return (
    <div className="wx-page">
      <Card title="绑定账号" className="wx-card wx-card-wide" data-testid="wechat-bind-choice">
        <div className="wx-profile">
          <Avatar size={48} shape="square" src={view.wechat.headimgurl ?? undefined} icon={<WechatOutlined />} />
          <div className="wx-profile-text">
            <div className="wx-profile-name" data-testid="wechat-nickname">
              微信用户：{view.wechat.nickname || '未命名'}
            </div>
            <div className="wx-profile-hint">首次使用微信登录，请绑定已有账号或注册新账号，以后即可直接扫码登录。</div>
          </div>
        </div>
        <Segmented<Choice>
          block
          className="wx-choice"
          value={choice}
          onChange={setChoice}
          options={[
            { label: '绑定已有账号', value: 'bind' },
            { label: '注册新账号', value: 'register' },
          ]}
        />
        {choice === 'bind' ? (
          <BindAccountForm bindTicket={view.bindTicket} onDone={signedIn} onTicketExpired={expired} />
        ) : (
          <RegisterAccountForm bindTicket={view.bindTicket} onDone={signedIn} onTicketExpired={expired} />
        )}
      </Card>
    </div>
  );
}
