import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { bindSessionToStore, onSessionChange, sessionSlice } from '@shop/session';
import { customerApi, shopApi } from './shopApi';

/**
 * The one root reducer of the site. The shell creates the store; remotes add their own slices with
 * `rootReducer.inject(slice)` (this package is a federation singleton, so they all see the same one).
 */
export const rootReducer = combineSlices(shopApi, customerApi, sessionSlice);

export interface CreateShopStoreOptions {
  /** keep the session slice in step with session events and other tabs (default true) */
  bindSession?: boolean;
  /**
   * start signed out whatever the browser has stored: a server render is anonymous, and hydrating its markup needs
   * the same first render in the browser; the shell then puts the stored session in (sessionReplaced)
   */
  anonymous?: boolean;
}

export function createShopStore(options: CreateShopStoreOptions = {}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: options.anonymous ? { session: { ...sessionSlice.getInitialState(), user: null } } : undefined,
    middleware: (getDefault) => getDefault().concat(shopApi.middleware, customerApi.middleware),
  });
  if (options.bindSession !== false) {
    bindSessionToStore(store);
    // cached answers belong to the user who asked; a logout or expiry must not show them to the next one
    onSessionChange((e) => {
      if (e.type === 'logout' || e.type === 'expired' || (e.type === 'login' && e.remote)) {
        store.dispatch(shopApi.util.resetApiState());
        store.dispatch(customerApi.util.resetApiState());
      }
    });
  }
  return store;
}
export type ShopStore = ReturnType<typeof createShopStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = ShopStore['dispatch'];
