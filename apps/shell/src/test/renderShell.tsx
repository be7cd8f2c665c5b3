import { createShopStore } from '@shop/api-clients';
import { ok, renderRouter, type FakeCall, type Reply, createMemoryRouter } from '@shop/test-support';
import { shellRouterOptions, shellRoutes } from '../routing/createShellRouter';
import type { RemotesConfig } from '../federation/remotesConfig';

/** Two remotes the shell's tests route to. */
export const config: RemotesConfig = {
  remotes: {
    my: { version: '1', manifest: '/apps/my/1/mf-manifest.json', prefixes: ['/my'] },
    vona2: { version: '1', manifest: '/apps/vona2/1/mf-manifest.json', prefixes: ['/vona2'] },
  },
};

/** The shell's real router (root route with frame and login popup) at `path`, with its own store. */
export function renderShell(path: string, store = createShopStore()) {
  return renderRouter(createMemoryRouter(shellRoutes(), { ...shellRouterOptions(config), initialEntries: [path] }), store);
}

/** The catalogue calls of the home page, answered empty. */
export function homeCalls(call: FakeCall): Reply | undefined {
  if (call.url.pathname === '/api/v1/category/search') return ok({ category: null, breadcrumbs: [], children: [] });
  if (call.url.pathname === '/api/v1/brand/search') return ok([]);
  return undefined;
}
