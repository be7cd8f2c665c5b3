import { act, screen } from '@testing-library/react';
import { establishSession } from '@shop/session';
import { useRedirectIfLoggedIn } from '../useRedirectIfLoggedIn';
import { demoLogin, renderRoutes, resetSessionWorld } from '@shop/test-support';

function LoginPage() {
  const signedIn = useRedirectIfLoggedIn();
  return <div>{signedIn ? '跳转中' : '登录页面'}</div>;
}

const routes = [
  { path: 'mydesk2/s/login', element: <LoginPage /> },
  { path: 'my', element: <div>个人中心页面</div> },
  { path: 'order/list', element: <div>订单页面</div> },
];

describe('useRedirectIfLoggedIn (dynamic-login check)', () => {
  beforeEach(resetSessionWorld);

  it('lets a signed-out user stay on the login page', () => {
    renderRoutes(routes, '/mydesk2/s/login?redirect=%2Forder%2Flist');
    expect(screen.getByText('登录页面')).toBeInTheDocument();
  });

  it('sends a signed-in user on to ?redirect=', async () => {
    establishSession(demoLogin());
    renderRoutes(routes, '/mydesk2/s/login?redirect=%2Forder%2Flist');
    expect(await screen.findByText('订单页面')).toBeInTheDocument();
  });

  it('sends a signed-in user to /my without, or with a foreign, redirect', async () => {
    establishSession(demoLogin());
    renderRoutes(routes, '/mydesk2/s/login?redirect=https%3A%2F%2Fevil.example');
    expect(await screen.findByText('个人中心页面')).toBeInTheDocument();
  });

  it('leaves as soon as the user signs in (e.g. in another tab)', async () => {
    const { store } = renderRoutes(routes, '/mydesk2/s/login');
    expect(screen.getByText('登录页面')).toBeInTheDocument();
    act(() => establishSession(demoLogin()));
    expect(store.getState().session.user?.userName).toBe('王建国');
    expect(await screen.findByText('个人中心页面')).toBeInTheDocument();
  });
});
