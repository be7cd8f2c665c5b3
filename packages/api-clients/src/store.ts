import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { shopApi } from './shopApi';

/**
 * The one root reducer of the site. The shell creates the store; remotes add their own slices with
 * `rootReducer.inject(slice)` (this package is a federation singleton, so they all see the same one).
 */
export const rootReducer = combineSlices(shopApi);

export function createShopStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(shopApi.middleware),
  });
}
export type ShopStore = ReturnType<typeof createShopStore>;
export type RootState = ReturnType<typeof rootReducer>;
