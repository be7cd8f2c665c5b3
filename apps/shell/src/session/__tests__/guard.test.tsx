import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, useLocation, type RouteObject } from 'react-router';
import { createShopStore, Messages } from '@shop/api-clients';
import { establishSession, getSessionIdCookie, loadUserSession, setSessionCookies } from '@shop/session';
import { selectLoginPopupVisible, selectLoginReturnTo } from '@shop/shared-ui';
import { loadRemoteRoutes } from '../../federation/loadRemoteRoutes';
import { guardLoginRoutes } from '../guardLoginRoutes';
import { startSessionLifecycle } from '../sessionLifecycle';
import { demoLogin, fail, fakeApi, ok, renderRouter, resetSessionWorld, type FakeCall } from '@shop/test-support';
import { homeCalls, renderShell } from '../../test/renderShell';

jest.mock('../../federation/loadRemoteRoutes', () => ({ registerFromConfig: jest.fn(), loadRemoteRoutes: jest.fn() }));
const loadMock = loadRemoteRoutes as jest.MockedFunction<typeof loadRemoteRoutes>;

/** The my remote's route table as its routes module builds it: a lazily loaded page with handle.login. */
function myRoutes(): RouteObject[] {
  return [
    {
      path: '/my',
      handle: { login: true, app: 'my', title: '个人中心' },
      lazy: async () => ({ Component: () => <div>个人中心页面</div> }),
    },
    { path: '/my/open', handle: { app: 'my' }, element: <div>公开页面</div> },
  ];
}

const AUTH_CHECK = { permissionList: ['ORDER'], cellularPhone: '13912345678' };

function api(extra?: (c: FakeCall) => ReturnType<typeof ok> | undefined) {
  return fakeApi((c) => extra?.(c) ?? homeCalls(c) ?? (c.url.pathname === '/api/user/v1/auth/check' ? ok(AUTH_CHECK) : undefined));
}

jest.setTimeout(30_000);

beforeAll(() => {
  global.fetch = jest.fn(async () => new Response('{}', { status: 404 })) as never;
});
beforeEach(() => {
  resetSessionWorld();
  loadMock.mockReset();
  loadMock.mockImplementation(async (name) => (name === 'my' ? myRoutes() : null));
});

describe('login guard of the shell', () => {
  it('signed out, a direct load of /my keeps the URL, shows the login request and opens the popup coming back to /my', async () => {
    api();
    const { router, store } = renderShell('/my');
    expect(await screen.findByTestId('login-required')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my');
    expect(await screen.findByTestId('login-popup')).toBeInTheDocument();
    expect(selectLoginPopupVisible(store.getState())).toBe(true);
    expect(selectLoginReturnTo(store.getState())).toBe('/my');
    expect(screen.queryByText('个人中心页面')).toBeNull();
  });

  it('after a login in the popup the page opens where the user was, and the popup closes', async () => {
    const session = demoLogin();
    const calls = api((c) => (c.url.pathname === '/api/auth/login' ? ok(session) : undefined));
    const { router } = renderShell('/my');
    const popup = await screen.findByTestId('login-popup');
    const user = userEvent.setup();
    await user.click(within(popup).getByLabelText('账号'));
    await user.paste('jinggong_admin');
    await user.click(within(popup).getByLabelText('密码'));
    await user.paste('Gongpin@2024');
    await user.click(within(popup).getByTestId('login-submit'));
    expect(await screen.findByText('个人中心页面')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my');
    await waitFor(() => expect(screen.queryByTestId('login-popup')).toBeNull());
    // the authentication check ran with the new session before the page opened
    const check = calls.find((c) => c.url.pathname === '/api/user/v1/auth/check');
    expect(check?.url.searchParams.get('sessionId')).toBe(session.sessionId);
    expect(screen.getByTestId('user-name')).toHaveTextContent('王建国');
  });

  it('guards client-side navigation too, and leaves pages without the login flag alone', async () => {
    api();
    const { router } = renderShell('/');
    expect(await screen.findByTestId('home')).toBeInTheDocument();
    await act(() => router.navigate('/my/open'));
    expect(await screen.findByText('公开页面')).toBeInTheDocument();
    expect(screen.queryByTestId('login-popup')).toBeNull();
    await act(() => router.navigate('/my'));
    expect(await screen.findByTestId('login-required')).toBeInTheDocument();
    expect(await screen.findByTestId('login-popup')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my');
  });

  it('signed in, runs the authentication check and then shows the page', async () => {
    establishSession(demoLogin());
    const calls = api();
    const { store } = renderShell('/my');
    expect(await screen.findByText('个人中心页面')).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname === '/api/user/v1/auth/check')).toBe(true);
    expect(store.getState().session.authCheck).toEqual(AUTH_CHECK);
    expect(screen.queryByTestId('login-popup')).toBeNull();
  });

  it('a stale sessionId is refreshed by the base query and the page opens without leaving it', async () => {
    const first = demoLogin();
    establishSession(first);
    const renewed = demoLogin({ sessionId: 'N'.repeat(43), refreshTokenHash: 'M'.repeat(43) });
    api((c) => {
      if (c.url.pathname === '/api/auth/refresh') return ok(renewed);
      if (c.url.pathname === '/api/user/v1/auth/check' && c.url.searchParams.get('sessionId') === first.sessionId) {
        return fail(401, Messages.SESSION_EXPIRED, 'SESSION_EXPIRED');
      }
      return undefined;
    });
    const { router } = renderShell('/my');
    expect(await screen.findByText('个人中心页面')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my');
    expect(getSessionIdCookie()).toBe(renewed.sessionId);
    expect(screen.queryByTestId('login-popup')).toBeNull();
  });

  it('a refused refresh ends the session and opens the login popup over the same page', async () => {
    establishSession(demoLogin());
    api((c) => {
      if (c.url.pathname === '/api/auth/refresh') return fail(401, Messages.SESSION_EXPIRED, 'REFRESH_INVALID');
      if (c.url.pathname === '/api/user/v1/auth/check') return fail(401, Messages.SESSION_EXPIRED, 'SESSION_EXPIRED');
      return undefined;
    });
    const store = createShopStore();
    const stop = startSessionLifecycle({ dispatch: store.dispatch, currentPath: () => '/my' });
    const { router } = renderShell('/my', store);
    expect(await screen.findByTestId('login-popup')).toBeInTheDocument();
    expect(screen.getByTestId('login-required')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my');
    expect(loadUserSession()).toBeNull();
    expect(selectLoginReturnTo(store.getState())).toBe('/my');
    expect(screen.queryByTestId('user-name')).toBeNull();
    stop();
  });

  it('waits while the session is being restored at start instead of asking to log in', async () => {
    setSessionCookies('S'.repeat(43), 'R'.repeat(43));
    let answerRefresh: (() => void) | undefined;
    const gate = new Promise<void>((r) => (answerRefresh = r));
    const renewed = demoLogin({ sessionId: 'N'.repeat(43), refreshTokenHash: 'M'.repeat(43) });
    fakeApi((c) => (c.url.pathname === '/api/user/v1/auth/check' ? ok(AUTH_CHECK) : homeCalls(c)));
    const { restoreSessionOnStart } = await import('../restoreSession');
    const { configureApi, getApiConfig } = await import('@shop/api-clients');
    const inner = getApiConfig().fetch!;
    configureApi({
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).includes('/api/auth/refresh')) {
          await gate;
          return new Response(JSON.stringify({ status: 0, errorMessage: '', data: renewed }), { status: 200 });
        }
        return inner(input, init);
      }) as typeof fetch,
    });
    const store = createShopStore();
    const restored = restoreSessionOnStart(store.dispatch);
    renderShell('/my', store);
    await waitFor(() => expect(loadMock).toHaveBeenCalledWith('my'));
    expect(screen.queryByTestId('login-popup')).toBeNull();
    answerRefresh!();
    await act(() => restored);
    expect(await screen.findByText('个人中心页面')).toBeInTheDocument();
    expect(screen.queryByTestId('login-popup')).toBeNull();
  });
});

describe('guard without a login popup (e.g. a remote alone in dev)', () => {
  function Where() {
    const loc = useLocation();
    return <div data-testid="where">{loc.pathname + loc.search}</div>;
  }

  it('sends the user to the member login page with ?redirect= of the page', async () => {
    const routes: RouteObject[] = [
      {
        path: '/',
        element: <Where />,
      },
      ...guardLoginRoutes([{ path: '/my/coupon', handle: { login: true, app: 'my' }, element: <div>优惠券页面</div> }]),
      { path: '/mydesk2/s/login', element: <Where /> },
    ];
    const router = createMemoryRouter(routes, { initialEntries: ['/my/coupon?page=2'] });
    renderRouter(router);
    expect(await screen.findByTestId('where')).toHaveTextContent('/mydesk2/s/login?redirect=%2Fmy%2Fcoupon%3Fpage%3D2');
  });
});
