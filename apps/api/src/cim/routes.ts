import { ok } from '@shop/api-clients/envelopes';
import {
  CimPaths, type ApplyCreateRequest, type ApplySearchQuery, type SatisfactionRequest,
} from '@shop/api-clients/cim/types';
import type { FastifyInstance } from 'fastify';
import type { Orm } from '../db/client';
import type { Paging } from '../http/commonQuery';
import { APPLY_REASONS } from './reasons';
import { applyCreateSchema, applyDetailSchema, applySearchSchema, reasonsSchema, satisfactionSchema } from './schemas';
import { createApply, getApply, rateApply, searchApplies } from './service';

type Q<T> = { Querystring: T };

/** After-sales family of SPEC §7 (/cim/api/, served under /api); status envelope like every /api family. */
export async function cimRoutes(app: FastifyInstance, opts: { db: Orm }): Promise<void> {
  const { db } = opts;
  const session = { preHandler: app.requireSession };

  // the reason list holds nothing about anyone, so it needs no session
  app.get(CimPaths.reasons, { schema: reasonsSchema }, async () => ok(APPLY_REASONS));

  app.post<{ Body: ApplyCreateRequest }>(CimPaths.applyCreate, { schema: applyCreateSchema, ...session }, async (req) =>
    ok(await createApply(db, req.user!, req.body)),
  );

  app.get<Q<Paging & ApplySearchQuery>>(CimPaths.applySearch, { schema: applySearchSchema, ...session }, async (req) =>
    ok(await searchApplies(db, req.user!, req.query)),
  );

  app.get<Q<{ applyNum: string }>>(CimPaths.applyDetail, { schema: applyDetailSchema, ...session }, async (req) =>
    ok(await getApply(db, req.user!, req.query.applyNum)),
  );

  app.post<{ Body: SatisfactionRequest }>(CimPaths.satisfaction, { schema: satisfactionSchema, ...session }, async (req) =>
    ok(await rateApply(db, req.user!, req.body)),
  );
}
