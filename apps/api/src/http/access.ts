import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, Messages } from '@shop/api-clients/envelopes';
import { requireSession } from '../auth/requireSession';
import type { SessionUser } from '../auth/sessionService';
import type { PermissionCode } from '../db/seed/demoAccounts';
import { sendFail } from './envelopeHandlers';
import { ApiError } from './errors';

/**
 * Who may call a route (SPEC §6), declared on the route as `config: { access }`:
 * - 'public': anyone, no session looked at;
 * - 'signedIn': a live session (401 otherwise);
 * - 'mainAccount': a live session of a company's main account (403 otherwise);
 * - `{ permission }`: a live session holding that permission code (403 otherwise), with the route's own Chinese
 *   message when the generic 没有操作权限 would leave the user guessing.
 * What a caller may see among the rows a route reads (whose orders, whose applications) stays with the family's
 * service: it depends on the row, not on the route.
 */
export type Access = 'public' | 'signedIn' | 'mainAccount' | { permission: PermissionCode; message?: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** who may call the route; the API's one access hook (http/access.ts) enforces it, a route test requires it */
    access?: Access;
  }
}

export const MAIN_ACCOUNT_ONLY = '仅公司主账号可以进行此操作';

/** What a route without an access rule is treated as: closed to anonymous callers (the route test names it). */
const UNDECLARED: Access = 'signedIn';

async function enforceAccess(request: FastifyRequest, reply: FastifyReply) {
  // an unknown path is answered 404 by the not-found handler, whoever asks
  if (request.is404) return;
  const access = request.routeOptions.config.access ?? UNDECLARED;
  if (access === 'public') return;
  if (!request.user) {
    await requireSession.call(request.server, request, reply);
    if (reply.sent) return reply;
  }
  const user = request.user!;
  if (access === 'mainAccount' && !user.isMain) return sendFail(reply, 403, MAIN_ACCOUNT_ONLY, ErrorCode.FORBIDDEN);
  if (typeof access === 'object' && !user.permissionList.includes(access.permission)) {
    return sendFail(reply, 403, access.message ?? Messages.FORBIDDEN, ErrorCode.FORBIDDEN);
  }
}

/**
 * The API's one access check: a preHandler in the API scope that reads each route's `config.access`. Register it
 * before any route (apiPlugin does; the auth plugin does when a test app registers the user family alone); hooks
 * reach only the routes registered after them. It runs after schema validation, so bad input is a 400 whoever asks.
 */
export const accessControl = fp(
  async (app) => {
    app.addHook('preHandler', enforceAccess);
  },
  { name: 'shop-access', fastify: '5.x' },
);

/**
 * Gives every route registered in `scope` (and its children) this access rule unless it declares its own: for routes
 * a third-party plugin adds (the API docs' pages) and for a sandbox standing in for another site, whose routes are
 * all public by nature.
 */
export function accessOfRoutesIn(scope: FastifyInstance, access: Access): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: route.config?.access ?? access };
  });
}

/**
 * The signed-in caller of a route whose access rule requires a session. Handlers read the caller only through this
 * (never `request.user!`); on a public route it is a programming error, answered 401 rather than a crash.
 */
export function callerOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw new ApiError(401, ErrorCode.NOT_LOGGED_IN, Messages.NOT_LOGGED_IN);
  return request.user;
}
