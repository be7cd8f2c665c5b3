import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '@shop/api-clients/envelopes';
import { ShipToRoutes as S } from '@shop/api-clients/shipTo/schemas';
import { ShipToPaths } from '@shop/api-clients/shipTo/types';
import type { Orm } from '../../db/client';
import { callerOf } from '../../http/access';
import { pagingOf } from '../../http/commonQuery';
import { deleteShipTo, searchShipTos, updateShipTo } from './service';

/**
 * The address book of the buying flow (docs/buying.md; SPEC §7 shipToInfo/*). Every signed-in customer reads the
 * book they order to; who may change it (the company's shipToManageFlag, or an individual's own) is the service's
 * check, since it depends on the caller's company row, not on a permission code.
 */
export async function shipToRoutes(fastify: FastifyInstance, opts: { db: Orm }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = opts;

  app.get(ShipToPaths.search, { schema: S.search, config: { access: 'signedIn' } }, async (req) =>
    ok(await searchShipTos(db, callerOf(req), pagingOf(req.query))),
  );

  app.post(ShipToPaths.update, { schema: S.update, config: { access: 'signedIn' } }, async (req) =>
    ok(await updateShipTo(db, callerOf(req), req.body)),
  );

  app.post(ShipToPaths.delete, { schema: S.delete, config: { access: 'signedIn' } }, async (req) =>
    ok(await deleteShipTo(db, callerOf(req), req.body.shipToId)),
  );
}
