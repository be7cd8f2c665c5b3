import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configureSession, establishSession, loadUserSession, logout, resetSessionConfig } from '@shop/session';
import { browser } from '../navigateBrowser';
import { WechatUnbindControl } from '../WechatUnbindControl';
import { fail as failAnswer, ok as okAnswer, unbindStores } from '@shop/test-support';
import { installFakeWechatApi, SESSION, type FakeWechatApi } from '../../../test/wechatApi';
import { renderInShop, renderPage } from '../../../test/renderPage';

const TICKET = 't'.repeat(43);
const bindAnswer = (redirect = '/order/list') =>
  okAnswer({
    result: 'bind',
    bindTicket: TICKET,
    expiresIn: 900,
    wechat: { nickname: '刘工', headimgurl: '/api/sandbox/wechat/headimg/x.svg' },
    redirect,
  });

let api: FakeWechatApi;
let assigned: string[];
const realAssign = browser.assign;
// antd forms in jsdom are slow on this 2-core machine (no timing is asserted)
jest.setTimeout(30_000);
beforeEach(() => {
  // no cross-tab bus or locks in jsdom (a BroadcastChannel would keep jest running)
  configureSession({ createChannel: () => null, locks: null });
  api = installFakeWechatApi();
  assigned = [];
  browser.assign = (url) => void assigned.push(url);
});
afterEach(() => {
  api.uninstall();
  browser.assign = realAssign;
  act(() => logout());
  unbindStores();
  resetSessionConfig();
});

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/snslogin/wechat', () => {
  it('starts the code flow with the return address and sends the browser to the provider', async () => {
    renderPage('/snslogin/wechat?redirect=%2Forder%2Flist');
    expect(await screen.findByText('微信登录')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /使用微信扫码登录/ }));
    await waitFor(() => expect(assigned).toEqual(['/api/sandbox/wechat/qrconnect?appid=wx&state=abc#wechat_redirect']));
    expect(api.callsTo('GET', '/api/auth/wechat/start')[0]!.query.get('redirect')).toBe('/order/list');
  });

  it('sends an off-site return address to the personal centre instead', async () => {
    renderPage('/snslogin/wechat?redirect=https%3A%2F%2Fevil.example');
    fireEvent.click(await screen.findByRole('button', { name: /使用微信扫码登录/ }));
    await waitFor(() => expect(api.callsTo('GET', '/api/auth/wechat/start')).toHaveLength(1));
    expect(api.callsTo('GET', '/api/auth/wechat/start')[0]!.query.get('redirect')).toBe('/my');
  });

  it("shows the server's message when the start fails", async () => {
    api.on('GET /api/auth/wechat/start', () => failAnswer(429, '操作过于频繁，请稍后再试', 'TOO_MANY_REQUESTS'));
    renderPage('/snslogin/wechat');
    fireEvent.click(await screen.findByRole('button', { name: /使用微信扫码登录/ }));
    expect(await screen.findByText('操作过于频繁，请稍后再试')).toBeTruthy();
    expect(assigned).toEqual([]);
  });

  it('sends a signed-in user on', async () => {
    act(() => establishSession(SESSION));
    const { location } = renderPage('/snslogin/wechat?redirect=%2Forder%2Flist');
    await waitFor(() => expect(location().pathname).toBe('/order/list'));
  });
});

describe('/snslogin/wechat/callback', () => {
  it('a bound WeChat: posts code and state once, stores the session and goes to the redirect', async () => {
    api.on('POST /api/auth/wechat/callback', () => okAnswer({ result: 'session', session: SESSION, redirect: '/my/parts' }));
    const { location } = renderPage('/snslogin/wechat/callback?code=C0DE&state=ST4TE');
    await waitFor(() => expect(location().pathname).toBe('/my/parts'));
    expect(api.callsTo('POST', '/api/auth/wechat/callback').map((c) => c.body)).toEqual([{ code: 'C0DE', state: 'ST4TE' }]);
    expect(loadUserSession()).toMatchObject({ userCode: 'U0098765001', sessionId: SESSION.sessionId });
  });

  it("a refused state: the server's message and 重新扫码", async () => {
    api.on('POST /api/auth/wechat/callback', () => failAnswer(400, '登录状态已失效，请重新扫码', 'WECHAT_STATE_INVALID'));
    const { location } = renderPage('/snslogin/wechat/callback?code=C0DE&state=old');
    expect(await screen.findByText('登录状态已失效，请重新扫码')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重新扫码/ }));
    await waitFor(() => expect(location().pathname).toBe('/snslogin/wechat'));
  });

  it('back without a code (refused on the phone): 您已取消微信授权, and nothing is posted', async () => {
    renderPage('/snslogin/wechat/callback?state=abc');
    expect(await screen.findByText('您已取消微信授权')).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/wechat/callback')).toHaveLength(0);
  });

  it('a first-time WeChat: shows the profile and the two choices', async () => {
    api.on('POST /api/auth/wechat/callback', () => bindAnswer());
    renderPage('/snslogin/wechat/callback?code=C0DE&state=ST4TE');
    expect(await screen.findByText('微信用户：刘工')).toBeTruthy();
    expect(screen.getByText('绑定已有账号')).toBeTruthy();
    expect(screen.getByText('注册新账号')).toBeTruthy();
    expect(screen.getByTestId('wechat-bind-form')).toBeTruthy();
  });

  it("绑定已有账号: checks the fields, shows the login's answer, then binds and goes on", async () => {
    api.on('POST /api/auth/wechat/callback', () => bindAnswer('/order/list'));
    let attempt = 0;
    api.on('POST /api/auth/wechat/bind', () =>
      ++attempt === 1 ? failAnswer(401, '账号或密码错误', 'LOGIN_FAILED') : okAnswer({ session: SESSION, redirect: '/order/list' }),
    );
    const { location } = renderPage('/snslogin/wechat/callback?code=C0DE&state=ST4TE');
    const form = await screen.findByTestId('wechat-bind-form');
    fireEvent.click(within(form).getByRole('button', { name: /绑定并登录/ }));
    expect(await screen.findByText('请输入账号')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/wechat/bind')).toHaveLength(0);

    type('用户名 / 手机号 / 邮箱', ' zhangwei ');
    type('密码', 'Wrong@1234');
    fireEvent.click(within(form).getByRole('button', { name: /绑定并登录/ }));
    expect(await screen.findByText('账号或密码错误')).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/wechat/bind')[0]!.body).toEqual({
      bindTicket: TICKET,
      loginId: 'zhangwei',
      password: 'Wrong@1234',
    });

    type('密码', 'Gongpin@2024');
    fireEvent.click(within(form).getByRole('button', { name: /绑定并登录/ }));
    await waitFor(() => expect(location().pathname).toBe('/order/list'));
    expect(loadUserSession()?.userCode).toBe('U0098765001');
  });

  it('an expired ticket sends the user back to scan again', async () => {
    api.on('POST /api/auth/wechat/callback', () => bindAnswer());
    api.on('POST /api/auth/wechat/bind', () => failAnswer(400, '绑定已超时，请重新扫码', 'WECHAT_TICKET_INVALID'));
    renderPage('/snslogin/wechat/callback?code=C0DE&state=ST4TE');
    await screen.findByTestId('wechat-bind-form');
    type('用户名 / 手机号 / 邮箱', 'zhangwei');
    type('密码', 'Gongpin@2024');
    fireEvent.click(screen.getByRole('button', { name: /绑定并登录/ }));
    expect(await screen.findByText('绑定已超时，请重新扫码')).toBeTruthy();
    expect(screen.getByRole('button', { name: /重新扫码/ })).toBeTruthy();
  });

  it("注册新账号: the API's rules in the form, then registers and goes on", async () => {
    api.on('POST /api/auth/wechat/callback', () => bindAnswer('/vona2/result'));
    api.on('POST /api/auth/wechat/register', () => okAnswer({ session: { ...SESSION, userName: '刘建军' }, redirect: '/vona2/result' }));
    const { location } = renderPage('/snslogin/wechat/callback?code=C0DE&state=ST4TE');
    fireEvent.click(await screen.findByText('注册新账号'));
    const form = await screen.findByTestId('wechat-register-form');

    type('用户名', 'ab');
    type(/^密码/, 'onlyletters');
    type('确认密码', 'different1');
    type('邮箱（选填）', 'not-an-email');
    type('手机号码（选填）', '12345678901');
    fireEvent.click(within(form).getByRole('button', { name: /注册并登录/ }));
    expect(await screen.findByText('至少输入4个字符')).toBeTruthy();
    expect(screen.getByText('密码须同时包含字母和数字，不能包含空格')).toBeTruthy();
    expect(screen.getByText('两次输入的密码不一致')).toBeTruthy();
    expect(screen.getByText('此项为必填项')).toBeTruthy();
    expect(screen.getByText('请输入正确的邮箱地址')).toBeTruthy();
    expect(screen.getByText('请输入正确的手机号码')).toBeTruthy();
    type('用户名', '1abcd');
    expect(await screen.findByText('用户名须以字母开头，只能包含字母、数字和下划线')).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/wechat/register')).toHaveLength(0);

    type('用户名', 'liugong_wx');
    type(/^密码/, 'Weixin2026');
    type('确认密码', 'Weixin2026');
    type('姓名', ' 刘建军 ');
    type('邮箱（选填）', '');
    type('手机号码（选填）', '13588887777');
    fireEvent.click(within(form).getByRole('button', { name: /注册并登录/ }));
    await waitFor(() => expect(location().pathname).toBe('/vona2/result'));
    expect(api.callsTo('POST', '/api/auth/wechat/register')[0]!.body).toEqual({
      bindTicket: TICKET,
      loginId: 'liugong_wx',
      password: 'Weixin2026',
      userName: '刘建军',
      mobile: '13588887777',
    });
  });
});

describe('WechatUnbindControl', () => {
  it('shows the bound WeChat and unbinds after confirmation', async () => {
    act(() => establishSession(SESSION));
    let bound = true;
    api.on('GET /api/user/v1/wechat/status', () =>
      okAnswer(
        bound
          ? { bound: true, nickname: '刘工', headimgurl: null, boundAt: '2026-03-02T01:00:00.000Z' }
          : { bound: false, nickname: null, headimgurl: null, boundAt: null },
      ),
    );
    api.on('PUT /api/user/v1/wechat/unbind', () => {
      bound = false;
      return okAnswer({ bound: false, nickname: null, headimgurl: null, boundAt: null });
    });
    renderInShop(<WechatUnbindControl />);
    expect(await screen.findByText('已绑定微信：刘工')).toBeTruthy();
    fireEvent.click(screen.getByTestId('wechat-unbind'));
    const confirm = await screen.findByText('解绑后将不能再用该微信扫码登录此账号，确定解绑吗？');
    const popup = confirm.closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popup).getByRole('button', { name: /解\s*绑/ }));
    expect(await screen.findByText('未绑定微信')).toBeTruthy();
    const put = api.callsTo('PUT', '/api/user/v1/wechat/unbind');
    expect(put).toHaveLength(1);
    expect(put[0]!.query.get('sessionId')).toBe(SESSION.sessionId);
  });
});
