import type { FastifyInstance } from 'fastify';
import { ErrorCode, fail, Messages, ok } from '@shop/api-clients/envelopes';
import { AuthPaths, type AuthCheckResponse } from '@shop/api-clients/user/types';
import { toCustomerInfo } from '../auth/sessionView';

/** The user family's session-bound reads (SPEC §7 user: auth/check, customerInfo). */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  app.get(AuthPaths.authCheck, { preHandler: app.requireSession }, async (request) => {
    const row = await app.authSessions.loadUser(request.user!.userCode);
    const data: AuthCheckResponse = { permissionList: row?.user.permissionList ?? [], cellularPhone: row?.user.cellularPhone ?? null };
    return ok(data);
  });

  app.get(AuthPaths.customerInfo, { preHandler: app.requireSession }, async (request, reply) => {
    const row = await app.authSessions.loadUser(request.user!.userCode);
    if (!row) return reply.code(401).send(fail(Messages.NOT_LOGGED_IN, ErrorCode.NOT_LOGGED_IN, 401));
    return ok(toCustomerInfo(row.user, row.customer));
  });
}
