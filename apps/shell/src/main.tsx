import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createShopStore } from '@shop/api-clients';
import { ShopProviders } from '@shop/shared-ui';
import { fetchRemotesConfig, type RemotesConfig } from './federation/remotesConfig';
import { registerFromConfig } from './federation/loadRemoteRoutes';
import { GlobalDialogHost } from './dialogs/GlobalDialogHost';
import { createShellRouter } from './routing/createShellRouter';
import { startBuildUpdateCheck } from './updates/startBuildUpdateCheck';
import { versionsOf } from './updates/buildCheck';
import { startShellSession } from './session/startShellSession';

export async function start(): Promise<void> {
  let config: RemotesConfig = { remotes: {} };
  try {
    config = await fetchRemotesConfig();
    registerFromConfig(config);
  } catch (error) {
    // Without the remotes config the shell still renders its own pages; remote prefixes fall to 404.
    console.error('[shell] remotes config unavailable', error);
  }
  startBuildUpdateCheck(versionsOf(config, __APP_VERSION__));
  // Keeps the provider lists reachable for the bundler, which then provides every entry they name (see
  // provideSharedAntd.ts). Nothing calls this: the lists' own code stays out of the start-up chunk.
  (window as unknown as { __shopShared?: unknown }).__shopShared = () => import('./federation/sharedProviders');
  const store = createShopStore();
  startShellSession(store);
  const router = createShellRouter(config);
  const rootEl = document.getElementById('root');
  if (!rootEl) throw new Error('#root missing');
  createRoot(rootEl).render(
    <ShopProviders store={store}>
      <RouterProvider router={router} />
      <GlobalDialogHost />
    </ShopProviders>,
  );
}
