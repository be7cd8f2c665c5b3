import { configure } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { createShopStore } from '@shop/api-clients';
import type { RouteHandle } from '@shop/shared-ui';
import { renderRouter } from '../../../../packages/shared-ui/src/testing/renderInShop';
import { routes } from '../routes';
import { createFakeApi, type FakeApi } from './fakeApi';
import { signIn, signOut } from './session';

/** Where these page tests wait and schedule unlike the defaults, set once per test file (beforeAll). */
function applyPageTestSettings() {
  // a lazily loaded page plus antd's first render can take seconds on a busy two-core machine
  configure({ asyncUtilTimeout: 20_000 });
  // Let React schedule like a browser. With the act environment on, a render caused by a fetch that settles
  // between two awaits of a test is held for an act() that never comes, and the page looks stuck
  // (fireEvent and waitFor still wrap their own work in act).
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
}

/** Renders this remote's real route table at a URL, inside the real store and providers (as the shell mounts it). */
export function renderPage(url: string) {
  const router = createMemoryRouter([{ path: '/', hydrateFallbackElement: null, children: routes }], { initialEntries: [url] });
  const view = renderRouter(router, createShopStore({ bindSession: false }));
  const location = () => router.state.location;
  /** the route handle of the deepest match: title and login flag from routeTable.json */
  const handle = () => router.state.matches.at(-1)?.route.handle as RouteHandle | undefined;
  return { ...view, location, handle };
}

/**
 * The set-up every page test file shares; call it once at the top of the file. Settings for the whole file; before
 * each test the fake API answers as a fresh server and a sub-user is signed in, both undone after it.
 * Returns the file's fake API (calls seen, per-test answers).
 */
export function setUpPageTests(): FakeApi {
  // antd in jsdom is slow on a busy two-core machine (several test runs at once)
  jest.setTimeout(60_000);
  const api = createFakeApi();
  beforeAll(applyPageTestSettings);
  beforeEach(() => {
    api.install();
    signIn();
  });
  afterEach(() => {
    api.uninstall();
    signOut();
  });
  return api;
}
