import { renderRemote, setUpPageTests as setUp, signInAsBuyer, type PageTestOptions } from '@shop/test-support';
import { routes } from '../routes';
import { createOrderApi, type OrderApi, type RoutesFor } from './orderApi';

/** Renders this remote's real route table at a URL, inside the real store and providers (as the shell mounts it). */
export function renderPage(url: string) {
  return renderRemote(routes, url);
}

/**
 * The set-up every page test file of the order remote shares; call it once at the top of the file with the answers
 * its pages need (e.g. `setUpPageTests(cartRoutes)`, or several: `setUpPageTests([cartRoutes, shipToRoutes])`).
 * Before each test the fake API answers as a fresh server and 李娜 is signed in (the demo purchasing sub-user: ORDER,
 * QUOTE, CART, PRICE_CHECK and both histories), both undone after it; a test signs in as someone else with
 * signInAsEngineer() / signInAsIndividual() / signInAsMainAccount() of @shop/test-support. Returns the file's fake API
 * (calls seen, per-test answers with api.on / api.answer / api.fail).
 */
export function setUpPageTests(answers: RoutesFor | readonly RoutesFor[] = [], options: PageTestOptions = {}): OrderApi {
  // antd's forms and tables settle through the API: React schedules as in a browser
  return setUp(createOrderApi(answers), { signIn: () => signInAsBuyer(), browserScheduling: true, ...options });
}
