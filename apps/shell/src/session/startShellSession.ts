import { restoreSessionOnStart } from './restoreSession';
import { startSessionLifecycle } from './sessionLifecycle';

interface StoreLike {
  dispatch: (action: { type: string }) => unknown;
}

/**
 * Session lifecycle of the shell, started once after the store exists: open the login popup when the session
 * expires, and renew a missing or stale stored session from the refresh cookie. (Answers that end the session are
 * handled by @shop/api-clients' performRequest; cross-tab sync into the store is started by createShopStore.)
 */
export function startShellSession(store: StoreLike): { restored: Promise<unknown>; stop: () => void } {
  const stop = startSessionLifecycle({ dispatch: store.dispatch });
  const restored = restoreSessionOnStart(store.dispatch).catch((error: unknown) => {
    console.warn('[shell] session restore failed', error);
    return null;
  });
  return { restored, stop };
}
