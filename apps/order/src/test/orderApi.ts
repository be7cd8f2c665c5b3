import { createFakeApi, type Routes } from '@shop/test-support';
import { commonRoutes } from './commonApi';

/** One family's answers of a fresh fake server (cart, quotes, orders, addresses …), one handler per path. */
export type RoutesFor = () => Routes;

/**
 * A fake API for the order remote's pages: the answers every page may need (commonApi.ts) plus the given families'
 * answers, later ones winning on the same path. Each family keeps its fixtures in its own file beside this one
 * (`cartApi.ts`, …), so a page test names only what it calls.
 */
export function createOrderApi(answers: RoutesFor | readonly RoutesFor[] = []) {
  const list: readonly RoutesFor[] = typeof answers === 'function' ? [answers] : answers;
  return createFakeApi(() => Object.assign({}, commonRoutes(), ...list.map((routesFor) => routesFor())) as Routes);
}
export type OrderApi = ReturnType<typeof createOrderApi>;
