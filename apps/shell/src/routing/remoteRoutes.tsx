import type { RouteObject } from 'react-router';
import { RemoteUnavailable } from '@shop/shared-ui';
import { RouteErrorView } from '../pages/RouteErrorView';

/** Every remote route gets an error boundary, so one broken page shows a retry inside the frame. */
export function withBoundaries(routes: RouteObject[]): RouteObject[] {
  return routes.map((r) => ({ ...r, ErrorBoundary: r.ErrorBoundary ?? RouteErrorView } as RouteObject));
}

/** Routes that stand in for a remote whose code could not be loaded: each of its prefixes shows the fallback. */
export function fallbackRoutes(name: string, prefixes: string[]): RouteObject[] {
  return prefixes.flatMap((prefix) =>
    [prefix, `${prefix}/*`].map((path) => ({
      id: `fallback:${name}:${path}`,
      path,
      element: <RemoteUnavailable />,
      handle: { title: '页面加载失败' },
    })),
  );
}
