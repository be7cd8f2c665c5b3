import { ok } from '@shop/api-clients/envelopes';
import { OrderPaths } from '@shop/api-clients/order/types';
import type { FastifyInstance } from 'fastify';
import type { Orm } from '../db/client';
import { callerOf } from '../http/access';
import type { Paging } from '../http/commonQuery';
import { orderAuthCheckSchema, orderSlipSearchSchema } from './schemas';
import { authCheckOrder, searchOrders } from './service';

type Q<T> = { Querystring: T };

/**
 * The order family's order-slip reads (SPEC §7 orders, status envelope); every call needs a session. Which orders a
 * caller sees is the service's (order/visibility.ts), since it depends on the order.
 */
export async function orderRoutes(app: FastifyInstance, opts: { db: Orm }): Promise<void> {
  const { db } = opts;

  app.get<Q<Paging & { orderSlipNumber?: string }>>(
    OrderPaths.orderSlipSearch,
    { schema: orderSlipSearchSchema, config: { access: 'signedIn' } },
    async (req) => ok(await searchOrders(db, callerOf(req), req.query)),
  );

  app.get<Q<{ soSlipNumber: string; soLineNumber?: string }>>(
    OrderPaths.orderSlipAuthCheck,
    { schema: orderAuthCheckSchema, config: { access: 'signedIn' } },
    async (req) => ok(await authCheckOrder(db, callerOf(req), req.query.soSlipNumber, req.query.soLineNumber)),
  );
}
