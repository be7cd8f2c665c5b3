import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createShopStore } from '@shop/api-clients';
import { DevFrame } from '@shop/shared-ui/dev-frame';
import { ShopProviders } from '@shop/shared-ui';
import { routes } from './routes';

// Dev only: this remote alone inside a minimal frame. In the site, the shell mounts `routes` in its own router.
const router = createBrowserRouter([{ path: '/', element: <DevFrame app="return" />, children: routes }]);
const rootEl = document.getElementById('root');
if (rootEl) {
  createRoot(rootEl).render(
    <ShopProviders store={createShopStore()}>
      <RouterProvider router={router} />
    </ShopProviders>,
  );
}
