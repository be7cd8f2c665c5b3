import { useState } from 'react';
import { useNavigate, Link } from 'react-router';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Button from 'antd/es/button';
import Alert from 'antd/es/alert';

interface LoginForm {
  loginId: string;
  password: string;
}

/** /mydesk2/s/login: member login. */
export default function MemberLogin() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onFinish = async (values: LoginForm) => {
    setBusy(true);
    setError(null);
    try {
      const res = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(values),
      });
      const body = (await res.json().catch(() => null)) as { status?: number; errorMessage?: string } | null;
      if (!res.ok || !body || body.status !== 0) {
        setError(body?.errorMessage || '登录失败，请稍后重试');
        return;
      }
      navigate('/');
    } catch {
      setError('网络连接不可用，请检查网络连接后重试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '32px 0' }}>
      <Card title="会员登录" style={{ width: 380 }} data-testid="login-page">
        {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
        <Form<LoginForm> layout="vertical" onFinish={onFinish}>
          <Form.Item label="用户名 / 手机号 / 邮箱" name="loginId" rules={[{ required: true, message: '请输入账号' }]}>
            <Input maxLength={64} autoComplete="username" />
          </Form.Item>
          <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
            <Input.Password maxLength={64} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            登录
          </Button>
        </Form>
        <div style={{ marginTop: 12, display: 'flex', justifyContent: 'space-between' }}>
          <Link to="/password/reset/select">忘记密码？</Link>
          <Link to="/snslogin/wechat">微信登录</Link>
        </div>
      </Card>
    </div>
  );
}
