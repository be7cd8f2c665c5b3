import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Button from 'antd/es/button';
import { useWechatRegisterMutation } from '@shop/api-clients/user/wechatApi';
import { useTicketSubmit, type TicketFormProps } from './useTicketSubmit';
import { PASSWORD_MISMATCH, REGISTER_RULES } from './registerRules';

interface RegisterValues {
  loginId: string;
  password: string;
  confirmPassword: string;
  userName: string;
  email?: string;
  mobile?: string;
}

/**
 * 注册新账号: an individual customer account (no company yet) bound to this WeChat. The fields carry the same rules
 * the API checks (WECHAT_REGISTER_FIELDS), so what the form accepts the server accepts.
 */
export function RegisterAccountForm({ bindTicket, ...done }: TicketFormProps) {
  const [register, { isLoading }] = useWechatRegisterMutation();
  const { submit, errorAlert } = useTicketSubmit(done, 'wechat-register-error');

  const onFinish = ({ confirmPassword: _confirm, email, mobile, ...values }: RegisterValues) =>
    submit(() =>
      register({
        bindTicket,
        ...values,
        userName: values.userName.trim(),
        email: email || undefined,
        mobile: mobile || undefined,
      }).unwrap(),
    );

  return (
    <Form<RegisterValues> name="wxRegister" layout="vertical" onFinish={(v) => void onFinish(v)} data-testid="wechat-register-form">
      {errorAlert}
      <Form.Item
        label="用户名"
        name="loginId"
        rules={REGISTER_RULES.loginId}
        extra="4-20位，以字母开头，可含字母、数字和下划线"
        validateFirst
      >
        <Input autoComplete="username" />
      </Form.Item>
      <Form.Item label="密码" name="password" rules={REGISTER_RULES.password} extra="8-20位，须同时包含字母和数字" validateFirst>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="确认密码"
        name="confirmPassword"
        dependencies={['password']}
        validateFirst
        rules={[
          { required: true, message: '请再次输入密码' },
          ({ getFieldValue }) => ({
            validator: (_rule, value) =>
              !value || value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(PASSWORD_MISMATCH)),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item label="姓名" name="userName" rules={REGISTER_RULES.userName}>
        <Input />
      </Form.Item>
      <Form.Item label="邮箱（选填）" name="email" rules={REGISTER_RULES.email}>
        <Input autoComplete="email" />
      </Form.Item>
      <Form.Item label="手机号码（选填）" name="mobile" rules={REGISTER_RULES.mobile}>
        <Input autoComplete="tel" maxLength={11} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={isLoading} data-testid="wechat-register-submit">
        注册并登录
      </Button>
    </Form>
  );
}
