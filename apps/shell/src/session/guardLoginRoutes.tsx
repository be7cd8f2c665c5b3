import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@shop/shared-ui';

// The guard's code comes with the first page that needs a login, not with every first visit (the catalogue needs none).
const loadRequireLogin = () => import('./RequireLogin');
const LazyRequireLogin = lazy(() => loadRequireLogin().then((m) => ({ default: m.RequireLogin })));

function RequireLogin({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <LazyRequireLogin>{children}</LazyRequireLogin>
    </Suspense>
  );
}

function needsLogin(route: RouteObject): boolean {
  return (route.handle as Partial<RouteHandle> | undefined)?.login === true;
}

function guarded(Page: ComponentType): ComponentType {
  function GuardedPage() {
    return (
      <RequireLogin>
        <Page />
      </RequireLogin>
    );
  }
  GuardedPage.displayName = `RequireLogin(${Page.displayName ?? Page.name ?? 'Page'})`;
  return GuardedPage;
}

/**
 * Wraps every route of a remote's table whose handle says `login: true` in RequireLogin, whether its page is given
 * directly or loaded lazily. The URL never changes: direct loads and client-side navigations both render the guard.
 */
export function guardLoginRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? guardLoginRoutes(route.children) : undefined;
    if (!needsLogin(route)) return (children ? { ...route, children } : route) as RouteObject;
    const next = { ...route, ...(children ? { children } : {}) } as RouteObject & { Component?: ComponentType | null };
    if (next.Component) next.Component = guarded(next.Component);
    else if (next.element !== undefined && next.element !== null) next.element = <RequireLogin>{next.element}</RequireLogin>;
    const lazy = route.lazy;
    if (typeof lazy === 'function') {
      next.lazy = async () => {
        const [loaded] = await Promise.all([lazy(), loadRequireLogin()]);
        return loaded.Component ? { ...loaded, Component: guarded(loaded.Component) } : loaded;
      };
    }
    return next;
  });
}
