import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { configureApi, createShopStore, customerApi, shopApi } from '@shop/api-clients';
import { renderPasses } from '@shop/ssr';
import { ShopProviders } from '@shop/shared-ui';
import { GlobalDialogHost } from '../dialogs/GlobalDialogHost';
import { shellRoutes } from '../routing/shellRoutes';
import { SSR_SLOT_MARKUP, SsrSlot } from './SsrSlot';

export { SSR_SLOT_MARKUP };

export interface ShellRenderInput {
  /** absolute URL of the page (the origin is not used for data: API calls go through `fetch`) */
  url: string;
  /** the gateway's in-process fetch for `/api/...` */
  fetch: typeof fetch;
  /** the page belongs to a remote: render the frame with a slot where the remote's markup goes */
  slot: boolean;
}
export interface ShellRenderResult {
  html: string;
  state: Record<string, unknown>;
}

/**
 * The shell's part of a server-rendered page: the frame (header, footer) around the slot, or a whole shell page
 * (home). The same elements as the browser's first render (main.tsx), as an anonymous visitor: the signed-in header
 * is filled in after hydration, from the session stored in the browser.
 */
export async function render({ url, fetch, slot }: ShellRenderInput): Promise<ShellRenderResult | null> {
  configureApi({ fetch });
  const handler = createStaticHandler(shellRoutes(slot ? [{ path: '*', Component: SsrSlot }] : []));
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const store = createShopStore({ bindSession: false, anonymous: true });
  const html = await renderPasses(
    () => (
      <ShopProviders store={store}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
        <GlobalDialogHost />
      </ShopProviders>
    ),
    store,
    [shopApi, customerApi],
  );
  const { shopApi: shopState, customerApi: customerState } = store.getState();
  return { html, state: { shopApi: shopState, customerApi: customerState } };
}
