import { renderRemote, setUpPageTests as setUp } from '@shop/test-support';
import { routes } from '../routes';
import { createCatalogueApi, type CatalogueApi } from './catalogueApi';

/**
 * The set-up every page test file shares; call it once at the top of the file. Before each test the fake catalogue
 * API answers as a fresh server (a describe's own beforeEach may install it again with options), uninstalled after
 * it. Returns the file's fake API (calls seen, per-test failures).
 */
export function setUpPageTests(): CatalogueApi {
  return setUp(createCatalogueApi());
}

/** Renders the catalogue's real route table at a URL, inside the real store and providers. */
export function renderPage(url: string) {
  return renderRemote(routes, url);
}

/** The page's breadcrumb trail. */
export function breadcrumb(): HTMLElement {
  const nav = document.querySelector<HTMLElement>('nav.v2-crumbs');
  if (!nav) throw new Error('no breadcrumb on the page');
  return nav;
}
