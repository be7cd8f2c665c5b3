import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider, type RouteObject } from 'react-router';
import { createShopStore } from '@shop/api-clients';
import { DevFrame } from './DevFrame';
import { ShopProviders } from './ShopProviders';
import { AntdRoot } from './AntdRoot';

/**
 * Dev only: mounts one remote's routes alone inside the minimal DevFrame (`pnpm --filter <app> dev`). In the site,
 * the shell mounts the same routes in its own router.
 */
export function mountStandalone(app: string, routes: RouteObject[]): void {
  const index: RouteObject = { index: true, element: <DevIndex routes={routes} /> };
  const router = createBrowserRouter([{ path: '/', element: <DevFrame app={app} />, children: [index, ...routes] }]);
  const rootEl = document.getElementById('root');
  if (!rootEl) return;
  createRoot(rootEl).render(
    <ShopProviders store={createShopStore()}>
      <AntdRoot>
        <RouterProvider router={router} />
      </AntdRoot>
    </ShopProviders>,
  );
}

/** At `/`, the app's pages without parameters, so a developer can open them. */
function DevIndex({ routes }: { routes: RouteObject[] }) {
  const paths = [...new Set(routes.map((r) => r.path).filter((p): p is string => !!p && !p.includes(':') && !p.includes('*')))];
  return (
    <nav data-testid="dev-index" aria-label="本子应用的页面">
      <h2 style={{ fontSize: 15 }}>本子应用的页面</h2>
      <ul>
        {paths.map((p) => (
          <li key={p}>
            <Link to={p}>{p}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
