import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, useRouteError, type RouteObject } from 'react-router';
import { render } from '@testing-library/react';
import { createShopStore } from '@shop/api-clients';
import { ShopProviders, type RouteHandle } from '@shop/shared-ui';

type Router = Parameters<typeof RouterProvider>[0]['router'];

/** `node` inside the shop's providers with `store` (by default a fresh one following this tab's session). */
export function renderInShop(node: ReactNode, store = createShopStore()) {
  return { ...render(<ShopProviders store={store}>{node}</ShopProviders>), store };
}

/** `router` inside the shop's providers with `store`. */
export function renderRouter<R extends Router>(router: R, store = createShopStore()) {
  return { ...renderInShop(<RouterProvider router={router} />, store), router };
}

/** Shows the router's current location, so tests can read where a navigation went. */
export function LocationProbe() {
  const loc = useLocation();
  return <div data-testid="location">{loc.pathname + loc.search}</div>;
}

function Probed(): ReactNode {
  return (
    <>
      <LocationProbe />
      <Outlet />
    </>
  );
}

/** Renders `routes` (plus the location probe) in a memory router inside the shop's providers, at `path`. */
export function renderRoutes(routes: RouteObject[], path: string, store = createShopStore()) {
  const withProbe: RouteObject[] = [{ path: '/', element: <Probed />, children: routes }];
  return renderRouter(createMemoryRouter(withProbe, { initialEntries: [path] }), store);
}

/** Stands in for the shell's route error view: what a page threw, with the fields the shell reads. */
export function RouteErrorProbe() {
  const error = useRouteError() as { message?: string; status?: number; detail?: string } | undefined;
  return (
    <div data-testid="route-error" data-status={error?.status}>
      <span data-testid="route-error-message">{error?.message}</span>
      <span data-testid="route-error-detail">{error?.detail}</span>
    </div>
  );
}

function NoFallback() {
  return null;
}

/**
 * Renders a remote's real route table at `url` inside the real store and providers, as the shell mounts it: pages
 * load lazily behind an empty fallback, and what a page throws shows in RouteErrorProbe. The store does not follow
 * session events unless given one that does (sessionBoundStore()).
 */
export function renderRemote(routes: RouteObject[], url: string, store = createShopStore({ bindSession: false })) {
  const router = createMemoryRouter([{ path: '/', HydrateFallback: NoFallback, ErrorBoundary: RouteErrorProbe, children: routes }], {
    initialEntries: [url],
  });
  const view = renderRouter(router, store);
  return {
    ...view,
    /** the URL the router is at now */
    location: () => router.state.location,
    /** its decoded query */
    query: () => new URLSearchParams(router.state.location.search),
    /** the route handle of the deepest match: title and login flag from the remote's routeTable.json */
    handle: () => router.state.matches.at(-1)?.route.handle as RouteHandle | undefined,
  };
}

/** react-router's memory router for tests: the browser's shared react-router subset does not carry it. */
export { createMemoryRouter };
