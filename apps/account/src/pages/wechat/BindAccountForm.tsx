import { useState } from 'react';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Button from 'antd/es/button';
import Alert from 'antd/es/alert';
import { useWechatBindMutation } from '@shop/api-clients/user/wechatApi';
import type { WechatLoginResponse } from '@shop/api-clients/user/wechatTypes';
import { LOGIN_FORM_MESSAGES, LOGIN_ID_MAX, PASSWORD_MAX } from '@shop/shared-ui/login-form';
import { wechatErrorCode, wechatErrorText } from './wechatErrorText';

interface BindValues {
  loginId: string;
  password: string;
}

interface BindAccountFormProps {
  bindTicket: string;
  onBound: (result: WechatLoginResponse) => void;
  /** the ticket is no longer accepted: the page offers a new scan */
  onTicketExpired: (message: string) => void;
}

/** 绑定已有账号: the account's login id and password; the same checks and answers as the member login. */
export function BindAccountForm({ bindTicket, onBound, onTicketExpired }: BindAccountFormProps) {
  const [bind, { isLoading }] = useWechatBindMutation();
  const [error, setError] = useState<string | null>(null);

  const onFinish = async (values: BindValues) => {
    setError(null);
    try {
      onBound(await bind({ bindTicket, loginId: values.loginId.trim(), password: values.password }).unwrap());
    } catch (e) {
      if (wechatErrorCode(e) === 'WECHAT_TICKET_INVALID') onTicketExpired(wechatErrorText(e));
      else setError(wechatErrorText(e));
    }
  };

  return (
    <Form<BindValues> name="wxBind" layout="vertical" onFinish={(v) => void onFinish(v)} data-testid="wechat-bind-form" requiredMark={false}>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="wechat-bind-error" />}
      <Form.Item
        label="用户名 / 手机号 / 邮箱" name="loginId"
        rules={[
          { required: true, whitespace: true, message: LOGIN_FORM_MESSAGES.loginIdRequired },
          { max: LOGIN_ID_MAX, message: LOGIN_FORM_MESSAGES.loginIdMax },
        ]}
      >
        <Input autoComplete="username" />
      </Form.Item>
      <Form.Item
        label="密码" name="password"
        rules={[
          { required: true, message: LOGIN_FORM_MESSAGES.passwordRequired },
          { max: PASSWORD_MAX, message: LOGIN_FORM_MESSAGES.passwordMax },
        ]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={isLoading} data-testid="wechat-bind-submit">
        绑定并登录
      </Button>
    </Form>
  );
}
