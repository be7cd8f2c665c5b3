import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCESS_TOKEN_COOKIE, getRefreshHashCookie, getSessionIdCookie, loadUserSession } from '@shop/session';
import { Messages } from '@shop/api-clients';
import { LoginForm, LOGIN_FORM_MESSAGES } from '../LoginForm';
import { LOGIN_RATE_LIMITED } from '../loginErrorText';
import { demoLogin, fail, fakeApi, ok, renderRoutes, resetSessionWorld } from '@shop/test-support';

function renderForm(props: Parameters<typeof LoginForm>[0] = {}, path = '/mydesk2/s/login') {
  return renderRoutes(
    [
      { path: 'mydesk2/s/login', element: <LoginForm {...props} /> },
      { path: 'my', element: <div>个人中心页面</div> },
      { path: 'my/coupon', element: <div>优惠券页面</div> },
      { path: '*', element: <LoginForm {...props} /> },
    ],
    path,
  );
}

async function fillAndSubmit(loginId: string, password: string) {
  const user = userEvent.setup();
  // pasted, not typed: typing hundreds of characters into antd inputs takes seconds in jsdom
  if (loginId) {
    await user.click(screen.getByLabelText('账号'));
    await user.paste(loginId);
  }
  if (password) {
    await user.click(screen.getByLabelText('密码'));
    await user.paste(password);
  }
  await user.click(screen.getByTestId('login-submit'));
}

jest.setTimeout(30_000);

describe('LoginForm', () => {
  beforeEach(resetSessionWorld);

  it('asks for the account and the password in Chinese and sends nothing while they are missing', async () => {
    const calls = fakeApi(() => ok(null));
    renderForm();
    await fillAndSubmit('', '');
    expect(await screen.findByText(LOGIN_FORM_MESSAGES.loginIdRequired)).toBeInTheDocument();
    expect(screen.getByText(LOGIN_FORM_MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('treats an account of spaces as missing and refuses input longer than the API accepts', async () => {
    const calls = fakeApi(() => ok(null));
    renderForm();
    await fillAndSubmit('   ', 'x'.repeat(201));
    expect(await screen.findByText(LOGIN_FORM_MESSAGES.loginIdRequired)).toBeInTheDocument();
    expect(screen.getByText('最多输入200个字符')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows the server text for a wrong account or password, never more, and clears the password', async () => {
    fakeApi(() => fail(401, Messages.LOGIN_FAILED, 'LOGIN_FAILED'));
    renderForm({ returnTo: '/my' });
    await fillAndSubmit('nobody', 'wrong-password');
    expect(await screen.findByTestId('login-error')).toHaveTextContent('账号或密码错误');
    expect(screen.getByLabelText('密码')).toHaveValue('');
    expect(loadUserSession()).toBeNull();
    expect(getSessionIdCookie()).toBeUndefined();
    expect(screen.getByTestId('location')).toHaveTextContent('/mydesk2/s/login');
  });

  it('shows the rate-limit message on 429', async () => {
    fakeApi(() => fail(429, LOGIN_RATE_LIMITED, 'TOO_MANY_REQUESTS'));
    renderForm();
    await fillAndSubmit('jinggong_admin', 'Gongpin@2024');
    expect(await screen.findByTestId('login-error')).toHaveTextContent('登录尝试过于频繁，请稍后再试');
  });

  it('falls back to the rate-limit message for a 429 without a Chinese text', async () => {
    fakeApi(() => ({ status: 429, body: { statusCode: 429, error: 'Too Many Requests' } }));
    renderForm();
    await fillAndSubmit('jinggong_admin', 'Gongpin@2024');
    expect(await screen.findByTestId('login-error')).toHaveTextContent(LOGIN_RATE_LIMITED);
  });

  it('says the network is unavailable when no answer arrives', async () => {
    configureOffline();
    renderForm();
    await fillAndSubmit('jinggong_admin', 'Gongpin@2024');
    expect(await screen.findByTestId('login-error')).toHaveTextContent('网络连接不可用');
  });

  it('on success stores the session and its cookies (establishSession), then goes back to returnTo', async () => {
    const session = demoLogin();
    const calls = fakeApi(() => ok(session));
    const onSuccess = jest.fn();
    renderForm({ returnTo: '/my/coupon', onSuccess });
    await fillAndSubmit('  jinggong_admin ', 'Gongpin@2024');
    expect(await screen.findByText('优惠券页面')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/my/coupon');
    expect(calls[0]!.url.pathname).toBe('/api/auth/login');
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.body).toEqual({ loginId: 'jinggong_admin', password: 'Gongpin@2024' });
    expect(loadUserSession()).toMatchObject({ userName: '王建国', sessionId: session.sessionId });
    expect(document.cookie).toContain(`${ACCESS_TOKEN_COOKIE}=${session.sessionId}`);
    expect(getRefreshHashCookie()).toBe(session.refreshTokenHash);
    expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ userCode: session.userCode }));
  });

  it('never follows a return address to another site', async () => {
    fakeApi(() => ok(demoLogin()));
    renderForm({ returnTo: 'https://evil.example/' });
    await fillAndSubmit('jinggong_admin', 'Gongpin@2024');
    expect(await screen.findByText('个人中心页面')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/my$/);
  });

  it('stays on the page when no return address is given (the popup over the current page)', async () => {
    fakeApi(() => ok(demoLogin()));
    const onSuccess = jest.fn();
    renderForm({ onSuccess }, '/vona2/detail/X1');
    await fillAndSubmit('jinggong_admin', 'Gongpin@2024');
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(screen.getByTestId('location')).toHaveTextContent('/vona2/detail/X1');
  });
});

function configureOffline() {
  const { configureApi } = jest.requireActual('@shop/api-clients') as typeof import('@shop/api-clients');
  configureApi({
    fetch: (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch,
  });
}
