import { ok } from '@shop/api-clients/envelopes';
import { OrderPaths } from '@shop/api-clients/order/types';
import type { FastifyInstance } from 'fastify';
import type { Orm } from '../db/client';
import type { Paging } from '../http/commonQuery';
import { orderAuthCheckSchema, orderSlipSearchSchema } from './schemas';
import { authCheckOrder, searchOrders } from './service';

type Q<T> = { Querystring: T };

/** The order family's order-slip reads (SPEC §7 orders, status envelope); every call needs a session. */
export async function orderRoutes(app: FastifyInstance, opts: { db: Orm }): Promise<void> {
  const { db } = opts;

  app.get<Q<Paging & { orderSlipNumber?: string }>>(
    OrderPaths.orderSlipSearch,
    { schema: orderSlipSearchSchema, preHandler: app.requireSession },
    async (req) => ok(await searchOrders(db, req.user!, req.query)),
  );

  app.get<Q<{ soSlipNumber: string; soLineNumber?: string }>>(
    OrderPaths.orderSlipAuthCheck,
    { schema: orderAuthCheckSchema, preHandler: app.requireSession },
    async (req) => ok(await authCheckOrder(db, req.user!, req.query.soSlipNumber, req.query.soLineNumber)),
  );
}
