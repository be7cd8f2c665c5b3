import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Button from 'antd/es/button';
import { useWechatBindMutation } from '@shop/api-clients/user/wechatApi';
import { LOGIN_ID_RULES, PASSWORD_RULES } from '@shop/shared-ui/login-form';
import { useTicketSubmit, type TicketFormProps } from './useTicketSubmit';

interface BindValues {
  loginId: string;
  password: string;
}

/** 绑定已有账号: the account's login id and password; the same checks and answers as the member login. */
export function BindAccountForm({ bindTicket, ...done }: TicketFormProps) {
  const [bind, { isLoading }] = useWechatBindMutation();
  const { submit, errorAlert } = useTicketSubmit(done, 'wechat-bind-error');

  const onFinish = (values: BindValues) =>
    submit(() => bind({ bindTicket, loginId: values.loginId.trim(), password: values.password }).unwrap());

  return (
    <Form<BindValues>
      name="wxBind"
      layout="vertical"
      onFinish={(v) => void onFinish(v)}
      data-testid="wechat-bind-form"
      requiredMark={false}
    >
      {errorAlert}
      <Form.Item label="用户名 / 手机号 / 邮箱" name="loginId" rules={LOGIN_ID_RULES}>
        <Input autoComplete="username" />
      </Form.Item>
      <Form.Item label="密码" name="password" rules={PASSWORD_RULES}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={isLoading} data-testid="wechat-bind-submit">
        绑定并登录
      </Button>
    </Form>
  );
}
