import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Form, { type RuleObject } from 'antd/es/form';
import Input from 'antd/es/input';
import Button from 'antd/es/button';
import Alert from 'antd/es/alert';
import { loginWithPassword, type LoginResponse } from '@shop/api-clients';
import { RULE_MESSAGES } from '@shop/validation';
import { loginErrorText } from './loginErrorText';
import { pathOfLocation, safeReturnPath } from './safeRedirect';

/** Same bounds as the login route of the API (longer input is refused there). */
export const LOGIN_ID_MAX = 100;
export const PASSWORD_MAX = 200;

export const LOGIN_FORM_MESSAGES = {
  loginIdRequired: '请输入账号',
  passwordRequired: '请输入密码',
  loginIdMax: RULE_MESSAGES.max(LOGIN_ID_MAX),
  passwordMax: RULE_MESSAGES.max(PASSWORD_MAX),
} as const;

/** Field rules of a login id and a password, shared by every form that asks for the account's credentials. */
export const LOGIN_ID_RULES: RuleObject[] = [
  { required: true, whitespace: true, message: LOGIN_FORM_MESSAGES.loginIdRequired },
  { max: LOGIN_ID_MAX, message: LOGIN_FORM_MESSAGES.loginIdMax },
];
export const PASSWORD_RULES: RuleObject[] = [
  { required: true, message: LOGIN_FORM_MESSAGES.passwordRequired },
  { max: PASSWORD_MAX, message: LOGIN_FORM_MESSAGES.passwordMax },
];

interface LoginValues {
  loginId: string;
  password: string;
}

export interface LoginFormProps {
  /**
   * Where to go after a successful login (only same-site paths are followed, anything else goes to /my).
   * Omitted: stay on the current page.
   */
  returnTo?: string | null;
  /** runs after the session is stored, before navigating (the popup closes itself here) */
  onSuccess?: (session: LoginResponse) => void;
  autoFocus?: boolean;
  /** prefix of the inputs' ids, so the page and the popup can both be in the document */
  idPrefix?: string;
}

/**
 * The one account + password form of the site: the member login page and the shell's login popup both render it.
 * A successful login stores the session and its cookies (establishSession of @shop/session, through the api-clients
 * login call) and then goes back to `returnTo`.
 */
export function LoginForm({ returnTo, onSuccess, autoFocus = false, idPrefix = 'login' }: LoginFormProps) {
  const [form] = Form.useForm<LoginValues>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();

  const onFinish = async ({ loginId, password }: LoginValues) => {
    setBusy(true);
    setError(null);
    let session: LoginResponse;
    try {
      session = await loginWithPassword({ loginId: loginId.trim(), password });
    } catch (e) {
      setError(loginErrorText(e));
      form.setFieldValue('password', '');
      setBusy(false);
      return;
    }
    setBusy(false);
    onSuccess?.(session);
    if (returnTo === undefined || returnTo === null) return;
    const target = safeReturnPath(returnTo);
    if (target !== pathOfLocation(location)) navigate(target, { replace: true });
  };

  return (
    <Form<LoginValues>
      form={form}
      name={idPrefix}
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      onValuesChange={() => setError(null)}
      data-testid="login-form"
    >
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} data-testid="login-error" /> : null}
      <Form.Item label="账号" name="loginId" rules={LOGIN_ID_RULES}>
        <Input placeholder="用户名 / 手机号 / 邮箱" autoComplete="username" autoFocus={autoFocus} allowClear />
      </Form.Item>
      <Form.Item label="密码" name="password" rules={PASSWORD_RULES}>
        <Input.Password placeholder="请输入密码" autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="login-submit">
        登录
      </Button>
    </Form>
  );
}
