import { getApiConfig, configureApi } from '@shop/api-clients';
import { createAuthFailureFetch } from './authFailureFetch';
import { restoreSessionOnStart } from './restoreSession';
import { startSessionLifecycle } from './sessionLifecycle';

interface StoreLike {
  dispatch: (action: { type: string }) => unknown;
}

/**
 * Session lifecycle of the shell, started once after the store exists: watch answers for a lost session, open the
 * login popup when the session expires, and renew a missing or stale stored session from the refresh cookie.
 * (Cross-tab sync into the store is started by createShopStore.)
 */
export function startShellSession(store: StoreLike): { restored: Promise<unknown>; stop: () => void } {
  const inner = getApiConfig().fetch ?? ((input, init) => globalThis.fetch(input, init));
  configureApi({ fetch: createAuthFailureFetch(inner) });
  const stop = startSessionLifecycle({ dispatch: store.dispatch });
  const restored = restoreSessionOnStart(store.dispatch).catch((error: unknown) => {
    console.warn('[shell] session restore failed', error);
    return null;
  });
  return { restored, stop };
}
