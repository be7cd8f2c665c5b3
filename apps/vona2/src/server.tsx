import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { configureApi, createShopStore, customerApi, shopApi } from '@shop/api-clients';
import { renderPasses } from '@shop/ssr';
import { routes } from './routes';

export interface PageRenderInput {
  /** absolute URL of the page */
  url: string;
  /** the gateway's in-process fetch for `/api/...` */
  fetch: typeof fetch;
}
export interface PageRenderResult {
  /** the page's markup, which goes where the shell's frame has its outlet */
  html: string;
  state: Record<string, unknown>;
}

/**
 * Server rendering of one catalogue page (this app's Node.js build, server/render.cjs): the same route table and
 * page components as in the browser, rendered as an anonymous visitor with the answers of the API, which the
 * gateway inlines so the browser hydrates without asking again. null: the URL is not one of this app's pages.
 */
export async function render({ url, fetch }: PageRenderInput): Promise<PageRenderResult | null> {
  configureApi({ fetch });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.matches.length === 0) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const store = createShopStore({ bindSession: false, anonymous: true });
  const html = await renderPasses(
    () => (
      <Provider store={store}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Provider>
    ),
    store,
    [shopApi, customerApi],
  );
  const { shopApi: shopState, customerApi: customerState } = store.getState();
  return { html, state: { shopApi: shopState, customerApi: customerState } };
}
