import { screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { configureSession } from '@shop/session';
import { renderRouter } from '@shop/test-support';
import { shellRouterOptions, shellRoutes } from '../src/routing/createShellRouter';
import { loadRemoteRoutes } from '../src/federation/loadRemoteRoutes';
import type { RemotesConfig } from '../src/federation/remotesConfig';

jest.mock('../src/federation/loadRemoteRoutes', () => ({
  registerFromConfig: jest.fn(),
  loadRemoteRoutes: jest.fn(),
}));

beforeAll(() => {
  // no cross-tab bus: the store would open Node's BroadcastChannel, whose port keeps jest from exiting
  configureSession({ createChannel: () => null, locks: null });
  // antd reads matchMedia; jsdom has none
  Object.defineProperty(window, 'matchMedia', {
    value: () => ({ matches: false, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {} }),
  });
  global.fetch = jest.fn(
    async () => new Response(JSON.stringify({ status: 0, errorMessage: '', data: { category: null, breadcrumbs: [], children: [] } })),
  ) as never;
});

const config: RemotesConfig = {
  remotes: {
    my: { version: '1', manifest: '/apps/my/1/mf-manifest.json', prefixes: ['/my'] },
    order: { version: '1', manifest: '/apps/order/1/mf-manifest.json', prefixes: ['/order'] },
  },
};
const loadMock = loadRemoteRoutes as jest.MockedFunction<typeof loadRemoteRoutes>;

function renderAt(path: string) {
  const router = createMemoryRouter(shellRoutes(), { ...shellRouterOptions(config), initialEntries: [path] });
  renderRouter(router);
  return router;
}

describe('shell router', () => {
  it('shows the not-found view with the path, inside the frame, for an unknown page', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByTestId('not-found')).toHaveTextContent('Page Not Found: /no/such/page');
    expect(screen.getByTestId('shop-header')).toBeInTheDocument();
    expect(screen.getByTestId('shop-footer')).toBeInTheDocument();
  });

  it('loads no remote for the home page', async () => {
    loadMock.mockClear();
    renderAt('/');
    expect(await screen.findByTestId('home')).toBeInTheDocument();
    expect(loadMock).not.toHaveBeenCalled();
  });

  it('prefetches the page of another remote without navigating, and the click then uses the routes it loaded', async () => {
    loadMock.mockReset();
    const page = jest.fn(async () => ({ Component: () => <div>订单列表页面</div> }));
    loadMock.mockResolvedValue([{ path: '/order/list', handle: { app: 'order' }, lazy: page }]);
    const options = shellRouterOptions(config);
    await options.prefetch('/order/list');
    expect(loadMock).toHaveBeenCalledTimes(1);
    expect(page).toHaveBeenCalledTimes(1);
    const router = createMemoryRouter(shellRoutes(), { ...options, initialEntries: ['/'] });
    renderRouter(router);
    expect(router.state.location.pathname).toBe('/');
    await router.navigate('/order/list');
    expect(await screen.findByText('订单列表页面')).toBeInTheDocument();
    expect(loadMock).toHaveBeenCalledTimes(1);
  });

  it('renders the header alone at /msm-common/header and the footer alone at /msm-common/footer', async () => {
    renderAt('/msm-common/header');
    expect(await screen.findByTestId('shop-header')).toBeInTheDocument();
    expect(screen.queryByTestId('shop-footer')).toBeNull();
  });

  it('mounts a remote fallback with a retry when the remote could not be loaded, keeping the frame', async () => {
    loadMock.mockResolvedValueOnce(null);
    renderAt('/order/list');
    expect(await screen.findByText('该频道暂时无法打开')).toBeInTheDocument();
    expect(screen.getByTestId('remote-retry')).toHaveTextContent('重新加载');
    expect(screen.getByTestId('shop-header')).toBeInTheDocument();
  });

  it('mounts a remote route table and shows its page inside the frame', async () => {
    loadMock.mockResolvedValueOnce([{ path: '/my', element: <div>个人中心页面</div> }]);
    renderAt('/my');
    expect(await screen.findByText('个人中心页面')).toBeInTheDocument();
    expect(loadMock).toHaveBeenCalledWith('my');
    expect(screen.getByTestId('shop-footer')).toBeInTheDocument();
  });
});
