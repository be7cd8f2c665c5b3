import type { RouteObject } from 'react-router';
import { RemoteUnavailable } from './LazyRemoteUnavailable';
import { RouteErrorView } from '../pages/RouteErrorView';

/** Every remote route gets an error boundary, so one broken page shows a retry inside the frame. */
export function withBoundaries(routes: RouteObject[]): RouteObject[] {
  return routes.map((r) => ({ ...r, lazy: rethrowOnRender(r.lazy), ErrorBoundary: r.ErrorBoundary ?? RouteErrorView }) as RouteObject);
}

/**
 * React Router leaves a route whose lazy() rejected out of the rendered matches (its `lazy` stays set), so its error
 * boundary never shows and the content area stays blank. A page chunk that fails to load therefore resolves to a
 * component that throws the load error, which the route's boundary renders as the retry view.
 */
function rethrowOnRender(lazy: RouteObject['lazy']): RouteObject['lazy'] {
  if (typeof lazy !== 'function') return lazy;
  return async () => {
    try {
      return await lazy();
    } catch (error) {
      return {
        Component: () => {
          throw error;
        },
      };
    }
  };
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
