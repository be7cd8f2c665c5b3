import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { ok } from '@shop/api-clients/envelopes';
import { UserRoutes as S } from '@shop/api-clients/user/schemas';
import { AuthPaths, type AuthCheckResponse } from '@shop/api-clients/user/types';
import type { CustomerRow } from '../auth/sessionService';
import { toCustomerInfo } from '../auth/sessionView';
import type { Orm } from '../db/client';
import { callerOf } from '../http/access';
import { customers } from './tables';

/** The user's company; null for an individual customer. */
async function customerOf(db: Orm, customerCode: string | null): Promise<CustomerRow | null> {
  if (customerCode === null) return null;
  const [row] = await db.select().from(customers).where(eq(customers.customerCode, customerCode)).limit(1);
  return row ?? null;
}

/**
 * The user family's session-bound reads (SPEC §7 user: auth/check, customerInfo), answered from the session's own
 * user; customerInfo also reads the user's company, which only it needs.
 */
export async function userRoutes(fastify: FastifyInstance, opts: { db: Orm }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = opts;

  app.get(AuthPaths.authCheck, { schema: S.authCheck, config: { access: 'signedIn' } }, async (request) => {
    const user = callerOf(request);
    const data: AuthCheckResponse = { permissionList: user.permissionList, cellularPhone: user.cellularPhone };
    return ok(data);
  });

  app.get(AuthPaths.customerInfo, { schema: S.customerInfo, config: { access: 'signedIn' } }, async (request) => {
    const user = callerOf(request);
    return ok(toCustomerInfo(user, await customerOf(db, user.customerCode)));
  });
}
