import type { FastifyInstance } from 'fastify';
import type { Orm } from '../db/client';
import type { ClaimedQtyLookup } from './afterSalesClaims';
import { cartRoutes } from './cart/routes';
import { checkoutRoutes } from './checkout/routes';
import { downloadRoutes } from './download/routes';
import { quoteRoutes } from './quote/routes';
import { orderRoutes } from './routes';

interface OrderPluginOptions {
  db: Orm;
  /** what after-sales applications already claim per order line (the cim family's, wired in by app.ts) */
  claimedQtyByLine: ClaimedQtyLookup;
}

/**
 * Order family (order slips). Its routes need sessions (the user family's, resolved by the access hook), so it is
 * registered after userPlugin.
 */
export async function orderPlugin(app: FastifyInstance, opts: OrderPluginOptions): Promise<void> {
  if (!app.hasDecorator('authSessions')) throw new Error('orderPlugin: register userPlugin (sessions) first');
  await app.register(orderRoutes, { db: opts.db, claimedQtyByLine: opts.claimedQtyByLine });
  await app.register(cartRoutes, { db: opts.db });
  await app.register(quoteRoutes, { db: opts.db });
  await app.register(checkoutRoutes, { db: opts.db });
  await app.register(downloadRoutes, { db: opts.db });
}
