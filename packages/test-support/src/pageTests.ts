import { configure } from '@testing-library/react';
import type { FakeApi } from './fakeApi';
import { signOut } from './session';

export interface PageTestOptions {
  /** signs a user in before each test (signed out after it either way) */
  signIn?: () => unknown;
  /**
   * Let React schedule like a browser. With the act environment on, a render caused by a fetch that settles between
   * two awaits of a test is held for an act() that never comes, and the page looks stuck (fireEvent and waitFor
   * still wrap their own work in act). Antd forms that submit through the API need this.
   */
  browserScheduling?: boolean;
}

/**
 * The set-up every page test file of a remote shares; call it once at the top of the file with the file's fake API.
 * Before each test the fake answers as a fresh server (a describe's own beforeEach may install it again with
 * options) and `signIn` runs; after it the fake is uninstalled and the user signed out. Returns the fake API.
 */
export function setUpPageTests<Options>(api: FakeApi<Options>, { signIn, browserScheduling = false }: PageTestOptions = {}) {
  // lazily loaded pages, antd's first render and a few calls take seconds in jsdom on a busy two-core machine;
  // no test asserts on time
  jest.setTimeout(60_000);
  beforeAll(() => {
    configure({ asyncUtilTimeout: 20_000 });
    if (browserScheduling) (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  beforeEach(() => {
    api.install();
    signIn?.();
  });
  afterEach(() => {
    api.uninstall();
    signOut();
  });
  return api;
}
