import type { ReactNode } from 'react';
import { renderInShop as renderInProviders, renderRemote, sessionBoundStore } from '@shop/test-support';
import { routes } from '../routes';

/**
 * Renders this remote's real route table at a URL, inside the real store and providers; the store follows this
 * tab's session (unbindStores() after each test).
 */
export function renderPage(url: string) {
  return renderRemote(routes, url, sessionBoundStore());
}

/** One component inside the real store (following this tab's session) and providers. */
export function renderInShop(node: ReactNode) {
  return renderInProviders(node, sessionBoundStore());
}
