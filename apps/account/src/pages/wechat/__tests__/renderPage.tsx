import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router';
import { createShopStore } from '@shop/api-clients';
import { bindSessionToStore } from '@shop/session';
import { renderInShop as renderInProviders, renderRouter } from '../../../../../../packages/shared-ui/src/testing/renderInShop';
import { routes } from '../../../routes';

const unbinders: Array<() => void> = [];

/** The real store following this tab's session events; no cross-tab channel, which would keep jest running. */
function shopStore() {
  const store = createShopStore({ bindSession: false });
  unbinders.push(bindSessionToStore(store, { crossTab: false }));
  return store;
}

/** Stops the stores of this test from following session events. */
export function unbindStores() {
  while (unbinders.length) unbinders.pop()!();
}

function NoFallback() {
  return null;
}

/** Renders this remote's real route table at a URL, inside the real store and providers. */
export function renderPage(url: string) {
  const router = createMemoryRouter([{ path: '/', HydrateFallback: NoFallback, children: routes }], { initialEntries: [url] });
  const view = renderRouter(router, shopStore());
  return { ...view, location: () => router.state.location };
}

/** One component inside the real store and providers. */
export function renderInShop(node: ReactNode) {
  return renderInProviders(node, shopStore());
}
