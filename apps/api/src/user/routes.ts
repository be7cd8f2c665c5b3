import type { FastifyInstance } from 'fastify';
import { ok } from '@shop/api-clients/envelopes';
import { AuthPaths, type AuthCheckResponse } from '@shop/api-clients/user/types';
import { toCustomerInfo } from '../auth/sessionView';

/** The user family's session-bound reads (SPEC §7 user: auth/check, customerInfo), answered from the session's own user. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  app.get(AuthPaths.authCheck, { preHandler: app.requireSession }, async (request) => {
    const user = request.user!;
    const data: AuthCheckResponse = { permissionList: user.permissionList, cellularPhone: user.cellularPhone };
    return ok(data);
  });

  app.get(AuthPaths.customerInfo, { preHandler: app.requireSession }, async (request) => {
    const user = request.user!;
    return ok(toCustomerInfo(user, user.customer));
  });
}
