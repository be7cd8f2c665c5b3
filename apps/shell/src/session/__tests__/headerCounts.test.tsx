import '@shop/test-support';
import { screen, waitFor } from '@testing-library/react';
import { cartApi } from '@shop/api-clients/cart/api';
import { CartPaths } from '@shop/api-clients/cart/types';
import { establishSession } from '@shop/session';
import { DEMO_LOGIN_IDS, fakeApi, loginAnswerFor, ok, resetSessionWorld, type FakeCall } from '@shop/test-support';
import { loadRemoteRoutes } from '../../federation/loadRemoteRoutes';
import { homeCalls, renderShell } from '../../test/renderShell';

jest.mock('../../federation/loadRemoteRoutes', () => ({ registerFromConfig: jest.fn(), loadRemoteRoutes: jest.fn(async () => null) }));
jest.setTimeout(30_000);

beforeEach(() => {
  resetSessionWorld();
  (loadRemoteRoutes as jest.Mock).mockResolvedValue(null);
});

/** A server whose cart holds `count` lines, growing by one with each cart/add. */
function cartServer(count: number) {
  let lines = count;
  return fakeApi((c: FakeCall) => {
    if (c.path === CartPaths.count) return ok({ count: lines });
    if (c.path === CartPaths.add) {
      lines += 1;
      return ok({ added: 1, errors: [], count: lines });
    }
    return homeCalls(c);
  });
}

describe('the header’s cart count', () => {
  it('is the signed-in buyer’s cart/count, and follows a change to the cart made anywhere in the store', async () => {
    establishSession(loginAnswerFor(DEMO_LOGIN_IDS.buyer));
    const calls = cartServer(3);
    const { store } = renderShell('/');
    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('3'));
    await store.dispatch(cartApi.endpoints.cartAdd.initiate({ lineList: [{ partNumber: 'SFJ6-200', quantity: 1 }] }));
    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('4'));
    expect(calls.filter((c) => c.path === CartPaths.count)).toHaveLength(2);
  });

  it('asks nothing while signed out, or for a user without CART', async () => {
    const calls = cartServer(3);
    const first = renderShell('/');
    await screen.findByTestId('guest-links');
    expect(screen.getByTestId('cart-count')).toHaveTextContent('0');
    first.unmount();

    establishSession(loginAnswerFor(DEMO_LOGIN_IDS.buyer, { permissionList: ['ORDER', 'PRICE_CHECK'] }));
    renderShell('/');
    expect(await screen.findByTestId('user-name')).toHaveTextContent('李娜');
    // give a wrongly started request the time to show
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByTestId('cart-count')).toHaveTextContent('0');
    expect(calls.filter((c) => c.path === CartPaths.count)).toHaveLength(0);
  });
});
