import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createShopStore, ssrHydrate } from '@shop/api-clients';
import { loadUserSession, sessionReplaced } from '@shop/session';
import { ShopProviders } from '@shop/shared-ui';
import { fetchRemotesConfig, type RemotesConfig } from './federation/remotesConfig';
import { registerFromConfig } from './federation/loadRemoteRoutes';
import { GlobalDialogHost } from './dialogs/GlobalDialogHost';
import { createShellRouter, mountRemoteForHydration, resolveLazyMatches, type MountedRemote } from './routing/createShellRouter';
import { shellRoutes } from './routing/shellRoutes';
import { readSsrPayload } from './routing/ssrPayload';
import { prefetchOnIntent } from './routing/prefetchOnIntent';
import { AfterHydration } from './session/AfterHydration';
import { startShellSession } from './session/startShellSession';

const BUILD_CHECK_START_DELAY_MS = 60_000;

export async function start(): Promise<void> {
  // the gateway puts the remotes config (and, for server-rendered pages, their data) in the page: no round trip
  const ssr = readSsrPayload();
  let config: RemotesConfig = { remotes: {} };
  try {
    config = ssr?.remotes ?? (await fetchRemotesConfig());
    registerFromConfig(config);
  } catch (error) {
    // Without the remotes config the shell still renders its own pages; remote prefixes fall to 404.
    console.error('[shell] remotes config unavailable', error);
  }
  // The hourly check for a newer deployment needs nothing at start: its code comes a minute after the page is up
  // (a first visit to a detail page has little left under its 200 KB budget); the check itself runs hourly from then,
  // against the versions this tab started with.
  const started = config;
  setTimeout(() => {
    void import('./updates/startBuildUpdateCheck').then(
      (m) => m.startBuildUpdateCheck(m.versionsOf(started, __APP_VERSION__)),
      () => undefined,
    );
  }, BUILD_CHECK_START_DELAY_MS);
  // Keeps the provider lists reachable for the bundler, which then provides every entry they name (see
  // provideSharedAntd.ts). Nothing calls this: the lists' own code stays out of the start-up chunk.
  (window as unknown as { __shopShared?: unknown }).__shopShared = () => import('./federation/sharedProviders');
  const rootEl = document.getElementById('root');
  if (!rootEl) throw new Error('#root missing');

  // The page's remote is mounted before the router exists, so the first render shows the page, not a loading
  // state (its files were named in the html and are on their way already).
  const mounted: MountedRemote | null = ssr?.remote ? await mountRemoteForHydration(ssr.remote) : null;
  const hydrate = !!ssr?.rendered && (!ssr.remote || !!mounted);
  const routes = shellRoutes(mounted?.routes);
  if (hydrate) await resolveLazyMatches(routes, location.pathname);
  // A server-rendered page was rendered for an anonymous visitor: the first render here must be the same, so the
  // stored session goes in after hydration (a small change in the header), and the session starts then.
  const store = createShopStore({ anonymous: hydrate });
  for (const part of hydrate ? (ssr?.state ?? []) : []) store.dispatch(ssrHydrate(part));
  const { router, prefetch } = createShellRouter(config, mounted ?? undefined, routes);
  prefetchOnIntent(config, prefetch);
  const afterHydration = () => {
    store.dispatch(sessionReplaced(loadUserSession()));
    startShellSession(store);
  };
  const tree = (
    <ShopProviders store={store}>
      <RouterProvider router={router} />
      <GlobalDialogHost />
      {hydrate && <AfterHydration done={afterHydration} />}
    </ShopProviders>
  );
  if (hydrate) {
    hydrateRoot(rootEl, tree, {
      onRecoverableError: (error) => console.warn('[shell] hydration fell back to rendering', error),
    });
  } else {
    startShellSession(store);
    createRoot(rootEl).render(tree);
  }
}
