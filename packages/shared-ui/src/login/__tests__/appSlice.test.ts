import { createShopStore } from '@shop/api-clients';
import {
  appSlice,
  closeLoginPopup,
  openLoginPopup,
  selectLoginPopupVisible,
  selectLoginReturnTo,
  selectSessionRestoring,
  sessionRestoreChanged,
} from '../appSlice';
import { resetSessionWorld } from '@shop/test-support';

describe('appSlice', () => {
  beforeEach(resetSessionWorld);

  it('opens the login popup with the page to come back to, and closes it forgetting that page', () => {
    let state = appSlice.reducer(undefined, { type: 'init' });
    expect(state).toEqual({ loginPopupVisible: false, loginReturnTo: null, sessionRestoring: false });
    state = appSlice.reducer(state, openLoginPopup({ returnTo: '/my' }));
    expect(state).toMatchObject({ loginPopupVisible: true, loginReturnTo: '/my' });
    state = appSlice.reducer(state, closeLoginPopup());
    expect(state).toMatchObject({ loginPopupVisible: false, loginReturnTo: null });
    state = appSlice.reducer(state, openLoginPopup());
    expect(state).toMatchObject({ loginPopupVisible: true, loginReturnTo: null });
  });

  it('lives in the shared root reducer: the shop store answers its selectors', () => {
    const store = createShopStore({ bindSession: false });
    expect(selectLoginPopupVisible(store.getState())).toBe(false);
    store.dispatch(openLoginPopup({ returnTo: '/my/coupon' }));
    expect((store.getState() as { app?: unknown }).app).toBeDefined();
    expect(selectLoginPopupVisible(store.getState())).toBe(true);
    expect(selectLoginReturnTo(store.getState())).toBe('/my/coupon');
    store.dispatch(sessionRestoreChanged(true));
    expect(selectSessionRestoring(store.getState())).toBe(true);
  });
});
