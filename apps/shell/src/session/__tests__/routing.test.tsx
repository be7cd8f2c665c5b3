import '@shop/test-support';
import { act, screen } from '@testing-library/react';
import { loadRemoteRoutes } from '../../federation/loadRemoteRoutes';
import { fakeApi, resetSessionWorld } from '@shop/test-support';
import { homeCalls, renderShell } from '../../test/renderShell';

jest.mock('../../federation/loadRemoteRoutes', () => ({ registerFromConfig: jest.fn(), loadRemoteRoutes: jest.fn() }));
const loadMock = loadRemoteRoutes as jest.MockedFunction<typeof loadRemoteRoutes>;
jest.setTimeout(30_000);

beforeAll(() => {
  global.fetch = jest.fn(async () => new Response('{}', { status: 404 })) as never;
});
beforeEach(resetSessionWorld);

describe('mounting a remote', () => {
  it('two navigations in a row into a remote that is still loading both end on its page (e.g. a login that redirects)', async () => {
    fakeApi(homeCalls);
    let release: (() => void) | undefined;
    const gate = new Promise<void>((r) => (release = r));
    loadMock.mockImplementation(async () => {
      await gate;
      return [{ path: '/vona2/detail/:seriesCode', element: <div>商品详情页面</div> }];
    });
    const { router } = renderShell('/');
    expect(await screen.findByTestId('home')).toBeInTheDocument();
    // the first navigation is interrupted by the second before the remote's routes arrive
    void router.navigate('/vona2/detail/A1', { replace: true });
    const second = router.navigate('/vona2/detail/A1', { replace: true });
    release!();
    await act(() => second);
    expect(await screen.findByText('商品详情页面')).toBeInTheDocument();
    expect(screen.queryByTestId('not-found')).toBeNull();
    expect(loadMock).toHaveBeenCalledTimes(1);
  });
});
