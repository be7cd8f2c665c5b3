import { configure } from '@testing-library/react';
import { createMemoryRouter, useRouteError } from 'react-router';
import { createShopStore } from '@shop/api-clients';
import { renderRouter } from '../../../../packages/shared-ui/src/testing/renderInShop';
import { routes } from '../routes';
import { createFakeApi, type FakeApi } from './fakeApi';

function NoFallback() {
  return null;
}

/**
 * The set-up every page test file shares; call it once at the top of the file. Before each test the fake catalogue
 * API answers as a fresh server (a describe's own beforeEach may install it again with options), uninstalled after
 * it. Returns the file's fake API (calls seen, per-test failures).
 */
export function setUpPageTests(): FakeApi {
  // the shared dialogs (antd) and lazy page chunks are slow in jsdom on a busy two-core machine
  jest.setTimeout(60_000);
  const api = createFakeApi();
  // lazy page chunks, two calls and the first render take seconds when the machine is busy
  beforeAll(() => configure({ asyncUtilTimeout: 20_000 }));
  beforeEach(() => api.install());
  afterEach(() => api.uninstall());
  return api;
}

/** Stands in for the shell's route error view: what a page threw, with the fields the shell reads. */
function ThrownError() {
  const error = useRouteError() as { message?: string; status?: number; detail?: string };
  return (
    <div data-testid="route-error" data-status={error?.status}>
      <span data-testid="route-error-message">{error?.message}</span>
      <span data-testid="route-error-detail">{error?.detail}</span>
    </div>
  );
}

/** Renders the remote's real route table at a URL, inside the real store and providers. */
export function renderPage(url: string) {
  // pages are lazy routes; the empty fallback stands in while the first one loads
  const router = createMemoryRouter([{ path: '/', HydrateFallback: NoFallback, ErrorBoundary: ThrownError, children: routes }], {
    initialEntries: [url],
  });
  const view = renderRouter(router, createShopStore({ bindSession: false }));
  /** the URL the router is at now, decoded query included */
  const location = () => router.state.location;
  const query = () => new URLSearchParams(router.state.location.search);
  return { ...view, location, query };
}

/** The page's breadcrumb trail. */
export function breadcrumb(): HTMLElement {
  const nav = document.querySelector<HTMLElement>('nav.v2-crumbs');
  if (!nav) throw new Error('no breadcrumb on the page');
  return nav;
}
