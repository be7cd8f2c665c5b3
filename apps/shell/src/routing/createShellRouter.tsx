import { createBrowserRouter, matchRoutes, type DOMRouterOpts, type RouteObject } from 'react-router';
import { shellRoutes } from './shellRoutes';

export { shellRoutes };
import type { RemotesConfig } from '../federation/remotesConfig';
import { remoteForPath } from '../federation/remotesConfig';
import { loadRemoteRoutes } from '../federation/loadRemoteRoutes';
import { guardLoginRoutes } from '../session/guardLoginRoutes';
import { fallbackRoutes, withBoundaries } from './remoteRoutes';
import { guardedLoad } from '../updates/reloadGuard';
import { remoteWasRedeployed } from '../updates/remoteWasRedeployed';

/** A remote whose routes are already mounted under `root` (the one whose page the server rendered). */
export interface MountedRemote {
  name: string;
  routes: RouteObject[];
}

export function shellRouterOptions(config: RemotesConfig, mounted?: MountedRemote): Pick<DOMRouterOpts, 'patchRoutesOnNavigation'> {
  // One load per remote, shared by every navigation into it. Each navigation patches for itself: React Router drops
  // the patch of a navigation that was interrupted (e.g. two navigate() calls in a row), and ignores routes it already
  // has, so patching again is safe.
  const loaded = new Map<string, Promise<RouteObject[] | null>>();
  if (mounted) loaded.set(mounted.name, Promise.resolve(mounted.routes));
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

export function createShellRouter(config: RemotesConfig, mounted?: MountedRemote) {
  return createBrowserRouter(shellRoutes(mounted?.routes), shellRouterOptions(config, mounted));
}

/** The routes of `name`, as navigation would mount them, with the page of `pathname` already loaded (for hydration). */
export async function mountRemoteForHydration(name: string, pathname: string): Promise<MountedRemote | null> {
  const loadedRoutes = await loadRemoteRoutes(name);
  if (!loadedRoutes) return null;
  const routes = withBoundaries(guardLoginRoutes(loadedRoutes));
  // the matched routes' lazy parts are resolved before the router exists, so it starts initialised and renders the
  // page at once: hydration needs the same tree the server rendered, not a loading state
  const matches = matchRoutes(shellRoutes(routes), pathname) ?? [];
  for (const { route } of matches) {
    if (typeof route.lazy !== 'function') continue;
    const resolved = await route.lazy();
    Object.assign(route, resolved);
    delete route.lazy;
  }
  return { name, routes };
}
