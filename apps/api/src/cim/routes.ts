import { ok } from '@shop/api-clients/envelopes';
import { CimPaths } from '@shop/api-clients/cim/types';
import { CimRoutes as S } from '@shop/api-clients/cim/schemas';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Orm } from '../db/client';
import { callerOf } from '../http/access';
import { pagingOf } from '../http/commonQuery';
import { APPLY_REASONS } from './reasons';
import { createApply, getApply, rateApply, searchApplies } from './service';

/**
 * After-sales family of SPEC §7 (/cim/api/, served under /api); status envelope like every /api family. Schemas:
 * @shop/api-clients/cim/schemas.
 */
export async function cimRoutes(fastify: FastifyInstance, opts: { db: Orm }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = opts;

  // the reason list holds nothing about anyone, so it needs no session
  // applying and rating are signed-in calls; who may do them on which order depends on the order (service.ts, mayActOn)
  app.get(CimPaths.reasons, { schema: S.reasons, config: { access: 'public' } }, async () => ok([...APPLY_REASONS]));

  app.post(CimPaths.applyCreate, { schema: S.applyCreate, config: { access: 'signedIn' } }, async (req) =>
    ok(await createApply(db, callerOf(req), req.body)),
  );

  app.get(CimPaths.applySearch, { schema: S.applySearch, config: { access: 'signedIn' } }, async (req) =>
    ok(await searchApplies(db, callerOf(req), { ...req.query, ...pagingOf(req.query) })),
  );

  app.get(CimPaths.applyDetail, { schema: S.applyDetail, config: { access: 'signedIn' } }, async (req) =>
    ok(await getApply(db, callerOf(req), req.query.applyNum)),
  );

  app.post(CimPaths.satisfaction, { schema: S.satisfaction, config: { access: 'signedIn' } }, async (req) =>
    ok(await rateApply(db, callerOf(req), req.body)),
  );
}
