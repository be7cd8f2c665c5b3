import { createBrowserRouter, type DOMRouterOpts, type RouteObject } from 'react-router';
import type { RemotesConfig } from '../federation/remotesConfig';
import { remoteForPath } from '../federation/remotesConfig';
import { loadRemoteRoutes } from '../federation/loadRemoteRoutes';
import { ShellRoot } from '../session/ShellRoot';
import { guardLoginRoutes } from '../session/guardLoginRoutes';
import { Home } from '../pages/Home';
import { HeaderOnly, FooterOnly } from '../pages/CommonParts';
import { RootErrorView } from '../pages/RootErrorView';
import { PageSpin } from '@shop/shared-ui';
import { fallbackRoutes, withBoundaries } from './remoteRoutes';
import { guardedLoad } from '../updates/reloadGuard';
import { remoteWasRedeployed } from '../updates/remoteWasRedeployed';

/**
 * One router for the whole site. The shell's own routes are static; a remote's route table is fetched the first
 * time the user navigates into one of its prefixes (patchRoutesOnNavigation), so `/` loads no remote at all.
 */
export function shellRoutes(): RouteObject[] {
  return [
    { path: '/msm-common/header', Component: HeaderOnly },
    { path: '/msm-common/footer', Component: FooterOnly },
    {
      id: 'root',
      path: '/',
      Component: ShellRoot,
      ErrorBoundary: RootErrorView,
      HydrateFallback: PageSpin,
      children: [{ index: true, Component: Home }],
    },
  ];
}

export function shellRouterOptions(config: RemotesConfig): Pick<DOMRouterOpts, 'patchRoutesOnNavigation'> {
  // One load per remote, shared by every navigation into it. Each navigation patches for itself: React Router drops
  // the patch of a navigation that was interrupted (e.g. two navigate() calls in a row), and ignores routes it already
  // has, so patching again is safe.
  const loaded = new Map<string, Promise<RouteObject[] | null>>();
  const resolve = async (name: string, path: string): Promise<RouteObject[] | null> => {
    const routes = await loadRemoteRoutes(name);
    // the tab's remotes config is older than the deployment: load the page the user asked for afresh, once
    if (!routes && (await remoteWasRedeployed(name, config)) && guardedLoad(path)) return null;
    return routes ? withBoundaries(guardLoginRoutes(routes)) : fallbackRoutes(name, config.remotes[name]?.prefixes ?? []);
  };
  return {
    async patchRoutesOnNavigation({ path, patch }) {
      const pathname = new URL(path, 'http://x').pathname;
      const name = remoteForPath(config, pathname);
      if (!name) return;
      let routes = loaded.get(name);
      if (!routes) {
        routes = resolve(name, path);
        loaded.set(name, routes);
      }
      const resolved = await routes;
      if (resolved) patch('root', resolved);
      else loaded.delete(name);
    },
  };
}

export function createShellRouter(config: RemotesConfig) {
  return createBrowserRouter(shellRoutes(), shellRouterOptions(config));
}
