import { act, render, renderHook, screen } from '@testing-library/react';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import type { ReactNode } from 'react';
import {
  authChecked,
  bindSessionToStore,
  customerInfoLoaded,
  establishSession,
  logout,
  reconciliationLoaded,
  saveUserSession,
  sessionSlice,
  usePermission,
  useSession,
} from '../src';
import { demoSession, resetAll } from './helpers';

function makeStore() {
  return configureStore({ reducer: combineSlices(sessionSlice) });
}
const wrapperFor =
  (store: ReturnType<typeof makeStore>) =>
  ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;

describe('sessionSlice, useSession and usePermission', () => {
  beforeEach(resetAll);

  it('starts from the stored session', () => {
    saveUserSession(demoSession({ userName: '赵敏' }));
    const store = makeStore();
    const { result } = renderHook(() => useSession(), { wrapper: wrapperFor(store) });
    expect(result.current.user?.userName).toBe('赵敏');
    expect(result.current.isLoggedIn).toBe(true);
    expect(result.current.hasBlackCustFlag).toBeNull();
  });

  it('follows login and logout through bindSessionToStore', () => {
    const store = makeStore();
    const stop = bindSessionToStore(store);
    const { result } = renderHook(() => ({ s: useSession(), order: usePermission('ORDER'), cad: usePermission('CAD') }), {
      wrapper: wrapperFor(store),
    });
    expect(result.current.s.isLoggedIn).toBe(false);
    expect(result.current.order).toBe(false);
    act(() => establishSession(demoSession({ permissionList: ['ORDER', '7'], purchaseLinkFlag: '1', newTabFlag: '0' })));
    expect(result.current.s.isLoggedIn).toBe(true);
    expect(result.current.s.isPurchaseLinkUser).toBe(true);
    expect(result.current.s.isNewTabFlagActive).toBe(true);
    expect(result.current.order).toBe(true);
    expect(result.current.cad).toBe(true);
    act(() => logout());
    expect(result.current.s.user).toBeNull();
    expect(result.current.order).toBe(false);
    stop();
  });

  it('derived permissions follow auth check, customer info and reconciliation data', () => {
    const store = makeStore();
    bindSessionToStore(store, { crossTab: false });
    act(() => establishSession(demoSession({ permissionList: [] })));
    const { result } = renderHook(
      () => ({
        quote: usePermission('QUOTE'),
        cancel: usePermission('ORDER_CANCEL'),
        manage: usePermission('SHIP_TO_MANAGE'),
        recon: usePermission('RECONCILIATION'),
      }),
      { wrapper: wrapperFor(store) },
    );
    expect(result.current).toEqual({ quote: false, cancel: false, manage: false, recon: false });
    act(() => {
      store.dispatch(authChecked({ permissionList: ['QUOTE', 'ORDER'], cellularPhone: '13800000000' }));
      store.dispatch(
        customerInfoLoaded({
          shipToManageFlag: '1',
          shipToChangeFlag: '0',
          customerCode: 'C',
          serviceStopType: '0',
          orderCancelDisplayFlag: '1',
        }),
      );
      store.dispatch(reconciliationLoaded([{ is_current: '1', exclude_campaign_flag: '0' }]));
    });
    expect(result.current).toEqual({ quote: true, cancel: true, manage: true, recon: true });
  });

  it("a different user logging in drops the previous user's checks", () => {
    const store = makeStore();
    bindSessionToStore(store, { crossTab: false });
    establishSession(demoSession({ userCode: 'A' }));
    store.dispatch(authChecked({ permissionList: ['ORDER'], cellularPhone: null }));
    establishSession(demoSession({ userCode: 'A', sessionId: 'refreshed' }));
    expect(store.getState().session.authCheck).not.toBeNull();
    establishSession(demoSession({ userCode: 'B' }));
    expect(store.getState().session.authCheck).toBeNull();
  });

  it('renders permission-gated UI', () => {
    const store = makeStore();
    bindSessionToStore(store, { crossTab: false });
    function OrderButton() {
      return usePermission('ORDER') ? <button>下单</button> : <span>无下单权限</span>;
    }
    render(
      <Provider store={store}>
        <OrderButton />
      </Provider>,
    );
    expect(screen.getByText('无下单权限')).toBeTruthy();
    act(() => establishSession(demoSession({ permissionList: ['ORDER'] })));
    expect(screen.getByRole('button', { name: '下单' })).toBeTruthy();
  });
});
