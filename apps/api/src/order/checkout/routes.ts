import { ok } from '@shop/api-clients/envelopes';
import { IDEMPOTENCY_HEADER } from '@shop/api-clients/confirm';
import { CheckoutMessages, OrderPaths } from '@shop/api-clients/order/types';
import { OrderRoutes as S } from '@shop/api-clients/order/schemas';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Orm } from '../../db/client';
import { callerOf } from '../../http/access';
import { cancelOrder } from '../lifecycle/cancel';
import '../lifecycle/confirmJob';
import { confirmOrder } from './confirmOrder';
import { confirmResult } from './confirmResult';
import { confirmPreview } from './preview';
import { reorder } from './reorder';

const ORDER = { permission: 'ORDER', message: CheckoutMessages.NO_ORDER_PERMISSION } as const;

/**
 * The checkout routes of the buying flow (docs/buying.md, "Checkout and orders (H3)"): confirm page preview, SPEC §4
 * confirmation (request under an Idempotency-Key, then the result poll), cancel and reorder. Which order a caller may
 * touch is the service's (order/visibility.ts).
 */
export async function checkoutRoutes(fastify: FastifyInstance, opts: { db: Orm }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = opts;

  app.get(OrderPaths.orderSlipConfirmPreview, { schema: S.orderSlipConfirmPreview, config: { access: ORDER } }, async (req) =>
    ok(await confirmPreview(db, callerOf(req), req.query)),
  );

  app.post(OrderPaths.orderSlipConfirm, { schema: S.orderSlipConfirm, config: { access: ORDER, idempotent: true } }, async (req) => {
    // the idempotency plugin has checked the header's presence and syntax before the handler runs
    const key = String(req.headers[IDEMPOTENCY_HEADER.toLowerCase()]);
    return ok(await confirmOrder(db, callerOf(req), req.body, key));
  });

  app.get(OrderPaths.orderSlipConfirmResult, { schema: S.orderSlipConfirmResult, config: { access: ORDER } }, async (req) =>
    ok(await confirmResult(db, callerOf(req), req.query)),
  );

  app.post(
    OrderPaths.orderSlipCancel,
    { schema: S.orderSlipCancel, config: { access: { permission: 'ORDER', message: CheckoutMessages.CANCEL_NO_PERMISSION } } },
    async (req) => ok(await cancelOrder(db, callerOf(req), req.body.orderSlipNumber, req.body.reason)),
  );

  app.post(
    OrderPaths.orderSlipReorder,
    { schema: S.orderSlipReorder, config: { access: { permission: 'CART', message: CheckoutMessages.NO_CART_PERMISSION } } },
    async (req) => ok(await reorder(db, callerOf(req), req.body.orderSlipNumber)),
  );
}
