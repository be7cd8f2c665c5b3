import '@shop/test-support';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USER_SESSION_KEY, establishSession, localStore, saveUserSession, startCrossTabSync } from '@shop/session';
import { loadRemoteRoutes } from '../../federation/loadRemoteRoutes';
import { demoLogin, fakeApi, ok, resetSessionWorld } from '@shop/test-support';
import { homeCalls, renderShell } from '../../test/renderShell';

jest.mock('../../federation/loadRemoteRoutes', () => ({ registerFromConfig: jest.fn(), loadRemoteRoutes: jest.fn(async () => null) }));
jest.setTimeout(30_000);

beforeAll(() => {
  global.fetch = jest.fn(async () => new Response('{}', { status: 404 })) as never;
});
beforeEach(() => {
  resetSessionWorld();
  (loadRemoteRoutes as jest.Mock).mockResolvedValue(null);
});

describe('header account area', () => {
  it('signed out: a login link (coming back to this page), no register link before its page exists, no user menu', async () => {
    fakeApi(homeCalls);
    renderShell('/');
    const guest = await screen.findByTestId('guest-links');
    expect(within(guest).getByRole('link', { name: '登录' })).toHaveAttribute('href', '/mydesk2/s/login?redirect=%2F');
    // /account/regist is still to build (packages/routes/src/plannedRoutes.ts): the header links to it once it exists
    expect(within(guest).queryByRole('link', { name: '免费注册' })).toBeNull();
    expect(screen.queryByTestId('user-menu')).toBeNull();
  });

  it('signed in: the user name and company, the cart count from the server’s cart and no messages', async () => {
    establishSession(demoLogin());
    fakeApi((c) => (c.url.pathname === '/api/order/v1/cart/count' ? ok({ count: 2 }) : homeCalls(c)));
    renderShell('/');
    expect(await screen.findByTestId('user-name')).toHaveTextContent('王建国');
    expect(screen.getByTestId('user-customer')).toHaveTextContent('苏州精工自动化设备有限公司');
    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('2'));
    expect(screen.queryByTestId('guest-links')).toBeNull();
  });

  it('an individual customer is shown as 个人用户', async () => {
    establishSession(demoLogin({ userName: '张伟', customerName: null, customerCode: null, customerType: '2' }));
    fakeApi(homeCalls);
    renderShell('/');
    expect(await screen.findByTestId('user-customer')).toHaveTextContent('个人用户');
  });

  it('the user menu links to 个人中心 and 我的订单; 退出登录 ends the session everywhere and goes home', async () => {
    const session = demoLogin();
    establishSession(session);
    localStore.set('cadSelection', { selectedFormat: 'STEP' });
    const calls = fakeApi((c) => (c.url.pathname === '/api/auth/logout' ? ok(null) : homeCalls(c)));
    const { router } = renderShell('/vona2/detail/X1');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('user-menu'));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('link', { name: '个人中心' })).toHaveAttribute('href', '/my');
    expect(within(menu).getByRole('link', { name: '我的订单' })).toHaveAttribute('href', '/order/list');
    await user.click(within(menu).getByTestId('logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const logout = calls.find((c) => c.url.pathname === '/api/auth/logout');
    expect(logout?.method).toBe('POST');
    expect(logout?.body).toEqual({ sessionId: session.sessionId });
    expect(document.cookie).toBe('');
    expect(Object.keys(localStorage).filter((k) => k.startsWith('msm_'))).toEqual([]);
    expect(await screen.findByTestId('guest-links')).toBeInTheDocument();
  });

  it('follows a login in another tab (storage event) without a reload', async () => {
    fakeApi(homeCalls);
    const stop = startCrossTabSync();
    renderShell('/');
    await screen.findByTestId('guest-links');
    // the other tab writes the stored session; this tab only hears the storage event
    saveUserSession(demoLogin({ userName: '李娜' }));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: localStore.fullKey(USER_SESSION_KEY) }));
    });
    expect(await screen.findByTestId('user-name')).toHaveTextContent('李娜');
    stop();
  });
});
