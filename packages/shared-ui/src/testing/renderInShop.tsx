/*
 * Test-only: rendering inside the shop's providers, for shared-ui's tests and the apps' (which import this file by
 * its relative path). Not part of the package's runtime entries.
 */
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { render } from '@testing-library/react';
import { createShopStore } from '@shop/api-clients';
import { ShopProviders } from '../ShopProviders';

type Router = Parameters<typeof RouterProvider>[0]['router'];

/** `node` inside the shop's providers with `store` (by default a fresh one following this tab's session). */
export function renderInShop(node: ReactNode, store = createShopStore()) {
  return { ...render(<ShopProviders store={store}>{node}</ShopProviders>), store };
}

/** `router` inside the shop's providers with `store`. */
export function renderRouter<R extends Router>(router: R, store = createShopStore()) {
  return { ...renderInShop(<RouterProvider router={router} />, store), router };
}
