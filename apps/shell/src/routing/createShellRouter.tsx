import { createBrowserRouter, matchRoutes, type DOMRouterOpts, type RouteObject } from 'react-router';
import { shellRoutes } from './shellRoutes';

export { shellRoutes };
import type { RemotesConfig } from '../federation/remotesConfig';
import { remoteForPath } from '../federation/remotesConfig';
import { loadRemoteRoutes } from '../federation/loadRemoteRoutes';
import { guardLoginRoutes } from '../session/guardLoginRoutes';
import { fallbackRoutes, withBoundaries } from './remoteRoutes';
import { guardedLoad } from '../updates/reloadGuard';

/** A remote whose routes are already mounted under `root` (the one whose page the server rendered). */
export interface MountedRemote {
  name: string;
  routes: RouteObject[];
}

export type ShellRouterOptions = Pick<DOMRouterOpts, 'patchRoutesOnNavigation'> & {
  /**
   * loads the code of the page at `path` of another remote before the user gets there (its routes, the page's chunk
   * and what it needs), so a click shows it sooner; never navigates, and a failure only means the click loads it
   */
  prefetch: (path: string) => Promise<void>;
};

export function shellRouterOptions(config: RemotesConfig, mounted?: MountedRemote): ShellRouterOptions {
  // One load per remote, shared by every navigation into it. Each navigation patches for itself: React Router drops
  // the patch of a navigation that was interrupted (e.g. two navigate() calls in a row), and ignores routes it already
  // has, so patching again is safe.
  const loaded = new Map<string, Promise<RouteObject[] | null>>();
  if (mounted) loaded.set(mounted.name, Promise.resolve(mounted.routes));
  // raw loads of a remote's routes, started by a prefetch or a navigation; a failed one is asked again next time
  const fetched = new Map<string, Promise<RouteObject[] | null>>();
  const fetchRoutes = (name: string): Promise<RouteObject[] | null> => {
    let p = fetched.get(name);
    if (!p) {
      p = loadRemoteRoutes(name);
      fetched.set(name, p);
      void p.then((r) => {
        if (!r) fetched.delete(name);
      });
    }
    return p;
  };
  const resolve = async (name: string, path: string): Promise<RouteObject[] | null> => {
    const routes = await fetchRoutes(name);
    // the tab's remotes config is older than the deployment: load the page the user asked for afresh, once
    // (asked only then, so its code is fetched only then)
    if (
      !routes &&
      (await import('../updates/remoteWasRedeployed').then(
        (m) => m.remoteWasRedeployed(name, config),
        () => false,
      )) &&
      guardedLoad(path)
    )
      return null;
    return routes ? withBoundaries(guardLoginRoutes(routes)) : fallbackRoutes(name, config.remotes[name]?.prefixes ?? []);
  };
  return {
    async prefetch(path) {
      const pathname = new URL(path, 'http://x').pathname;
      const name = remoteForPath(config, pathname);
      if (!name) return;
      // what navigation would mount (once loaded, navigation takes these); a failure is left to the navigation, which
      // shows the fallback or reloads onto a new deployment
      let mountedRoutes = loaded.get(name);
      if (!mountedRoutes) {
        const routes = await fetchRoutes(name);
        if (!routes) return;
        mountedRoutes = loaded.get(name) ?? Promise.resolve(withBoundaries(guardLoginRoutes(routes)));
        loaded.set(name, mountedRoutes);
      }
      const resolved = await mountedRoutes;
      for (const { route } of matchRoutes(resolved ?? [], pathname) ?? []) {
        if (typeof route.lazy === 'function') await route.lazy().catch(() => undefined);
      }
    },
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

export function createShellRouter(config: RemotesConfig, mounted?: MountedRemote, routes: RouteObject[] = shellRoutes(mounted?.routes)) {
  const { prefetch, ...options } = shellRouterOptions(config, mounted);
  return { router: createBrowserRouter(routes, options), prefetch };
}

/** The routes of `name`, as navigation would mount them (for hydrating the page the server rendered of it). */
export async function mountRemoteForHydration(name: string): Promise<MountedRemote | null> {
  const loadedRoutes = await loadRemoteRoutes(name);
  return loadedRoutes ? { name, routes: withBoundaries(guardLoginRoutes(loadedRoutes)) } : null;
}

/**
 * Loads the lazy parts of the routes `pathname` matches (a remote's page, the shell's home) into the route objects,
 * before the router exists: it then starts initialised and renders the page at once, the same tree the server
 * rendered, where a lazy route would first render nothing and hydration would fail.
 */
export async function resolveLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (typeof route.lazy !== 'function') continue;
    const resolved = await route.lazy();
    Object.assign(route, resolved);
    delete route.lazy;
  }
}
