import { ok } from '@shop/api-clients/envelopes';
import {
  CimMessages, CimPaths, type ApplyCreateRequest, type ApplySearchQuery, type SatisfactionRequest,
} from '@shop/api-clients/cim/types';
import type { FastifyInstance } from 'fastify';
import type { Orm } from '../db/client';
import { callerOf, type Access } from '../http/access';
import type { Paging } from '../http/commonQuery';
import { APPLY_REASONS } from './reasons';
import { applyCreateSchema, applyDetailSchema, applySearchSchema, reasonsSchema, satisfactionSchema } from './schemas';
import { createApply, getApply, rateApply, searchApplies } from './service';

type Q<T> = { Querystring: T };

/**
 * Applying for after-sales and rating it are acts on an order, so they need ORDER (SPEC §6), on top of seeing the
 * order (order/visibility.ts, checked in the service: 无权查看该订单 / 订单不存在). A colleague who may see the
 * company's orders but not place any (ORDER_HISTORY alone, or neither) reads applications and gets 403 with
 * CimMessages.NO_ORDER_PERMISSION on these two; so does an individual customer without ORDER. ORDER_HISTORY is not
 * enough: it widens what a caller sees, it grants no act.
 */
const mayOrder: Access = { permission: 'ORDER', message: CimMessages.NO_ORDER_PERMISSION };

/** After-sales family of SPEC §7 (/cim/api/, served under /api); status envelope like every /api family. */
export async function cimRoutes(app: FastifyInstance, opts: { db: Orm }): Promise<void> {
  const { db } = opts;

  // the reason list holds nothing about anyone, so it needs no session
  app.get(CimPaths.reasons, { schema: reasonsSchema, config: { access: 'public' } }, async () => ok(APPLY_REASONS));

  app.post<{ Body: ApplyCreateRequest }>(CimPaths.applyCreate, { schema: applyCreateSchema, config: { access: mayOrder } }, async (req) =>
    ok(await createApply(db, callerOf(req), req.body)),
  );

  app.get<Q<Paging & ApplySearchQuery>>(CimPaths.applySearch, { schema: applySearchSchema, config: { access: 'signedIn' } }, async (req) =>
    ok(await searchApplies(db, callerOf(req), req.query)),
  );

  app.get<Q<{ applyNum: string }>>(CimPaths.applyDetail, { schema: applyDetailSchema, config: { access: 'signedIn' } }, async (req) =>
    ok(await getApply(db, callerOf(req), req.query.applyNum)),
  );

  app.post<{ Body: SatisfactionRequest }>(CimPaths.satisfaction, { schema: satisfactionSchema, config: { access: mayOrder } }, async (req) =>
    ok(await rateApply(db, callerOf(req), req.body)),
  );
}
