import { createShopStore } from '@shop/api-clients';
import { bindSessionToStore } from '@shop/session';

const unbinders: Array<() => void> = [];

/**
 * The real store following this tab's session events, as the shell binds it; no cross-tab channel, which would
 * keep jest running. Call unbindStores() after each test.
 */
export function sessionBoundStore() {
  const store = createShopStore({ bindSession: false });
  unbinders.push(bindSessionToStore(store, { crossTab: false }));
  return store;
}

/** Stops the stores of sessionBoundStore() from following session events. */
export function unbindStores(): void {
  while (unbinders.length) unbinders.pop()!();
}
