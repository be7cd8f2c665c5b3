import { ok } from '@shop/api-clients/envelopes';
import { OrderPaths } from '@shop/api-clients/order/types';
import { OrderRoutes as S } from '@shop/api-clients/order/schemas';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Orm } from '../db/client';
import { callerOf } from '../http/access';
import { pagingOf } from '../http/commonQuery';
import type { ClaimedQtyLookup } from './afterSalesClaims';
import { authCheckOrder, countOrders, orderDetail, searchOrderItems, searchOrders } from './service';

/**
 * The order family's order-slip reads (SPEC §7 orders, status envelope); every call needs a session. Which orders a
 * caller sees is the service's (order/visibility.ts), since it depends on the order. Schemas:
 * @shop/api-clients/order/schemas.
 */
export async function orderRoutes(fastify: FastifyInstance, opts: { db: Orm; claimedQtyByLine: ClaimedQtyLookup }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, claimedQtyByLine } = opts;

  app.get(OrderPaths.orderSlipSearch, { schema: S.orderSlipSearch, config: { access: 'signedIn' } }, async (req) =>
    ok(await searchOrders(db, callerOf(req), { ...req.query, ...pagingOf(req.query) })),
  );

  app.get(OrderPaths.orderSlipCount, { schema: S.orderSlipCount, config: { access: 'signedIn' } }, async (req) =>
    ok(await countOrders(db, callerOf(req), req.query)),
  );

  app.get(OrderPaths.orderSlipDetail, { schema: S.orderSlipDetail, config: { access: 'signedIn' } }, async (req) =>
    ok(await orderDetail(db, callerOf(req), req.query.orderSlipNumber)),
  );

  app.get(OrderPaths.orderItemSearch, { schema: S.orderItemSearch, config: { access: 'signedIn' } }, async (req) =>
    ok(await searchOrderItems(db, callerOf(req), { ...req.query, ...pagingOf(req.query) })),
  );

  app.get(OrderPaths.orderSlipAuthCheck, { schema: S.orderSlipAuthCheck, config: { access: 'signedIn' } }, async (req) =>
    ok(await authCheckOrder(db, claimedQtyByLine, callerOf(req), req.query.soSlipNumber, req.query.soLineNumber)),
  );
}
