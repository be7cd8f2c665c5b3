import { renderRemote, setUpPageTests as setUp, signInAsEngineer } from '@shop/test-support';
import { routes } from '../routes';
import { createAfterSalesApi, type AfterSalesApi } from './afterSalesApi';

/** Renders this remote's real route table at a URL, inside the real store and providers (as the shell mounts it). */
export function renderPage(url: string) {
  return renderRemote(routes, url);
}

/**
 * The set-up every page test file shares; call it once at the top of the file. Before each test the fake API
 * answers as a fresh server and 陈晓明 is signed in (the demo design engineer: a sub-user without ORDER or
 * ORDER_HISTORY), both undone after it. Returns the file's fake API (calls seen, per-test answers).
 */
export function setUpPageTests(): AfterSalesApi {
  // antd's forms submit through the API: React schedules as in a browser
  return setUp(createAfterSalesApi(), { signIn: () => signInAsEngineer(), browserScheduling: true });
}
