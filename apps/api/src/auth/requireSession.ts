import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ErrorCode, Messages } from '@shop/api-clients/envelopes';
import { SERVER_SESSION_COOKIE } from '@shop/api-clients/user/types';
import { bodyOf } from '../http/bodyOf';
import { sendFail } from '../http/envelopeHandlers';
import type { SessionService, SessionUser } from './sessionService';
import type { AuthSettings } from './settings';

declare module 'fastify' {
  interface FastifyInstance {
    authSessions: SessionService;
    authSettings: AuthSettings;
    /** preHandler: 401 unless a live session calls; sets request.user */
    requireSession: preHandlerAsyncHookHandler;
    /** preHandler factory: requireSession plus 403 without the permission code */
    requirePermission(code: string): preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** set by requireSession; null on routes without it */
    user: SessionUser | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** SPEC §7: sessionId travels in the query, or in the body for some calls. */
export function sessionIdFrom(request: FastifyRequest): string | undefined {
  const q = (request.query as Record<string, unknown> | undefined)?.sessionId;
  if (typeof q === 'string' && q !== '') return q;
  const b = bodyOf(request.body).sessionId;
  if (typeof b === 'string' && b !== '') return b;
  // multipart fields parsed by @fastify/multipart with attachFieldsToBody arrive as { value }
  if (b && typeof b === 'object' && typeof (b as { value?: unknown }).value === 'string') return (b as { value: string }).value;
  return undefined;
}

export function bindingFrom(request: FastifyRequest): string | undefined {
  return (request.cookies as Record<string, string | undefined> | undefined)?.[SERVER_SESSION_COOKIE];
}

function deny(reply: FastifyReply, expired: boolean) {
  return expired
    ? sendFail(reply, 401, Messages.SESSION_EXPIRED, ErrorCode.SESSION_EXPIRED)
    : sendFail(reply, 401, Messages.NOT_LOGGED_IN, ErrorCode.NOT_LOGGED_IN);
}

/**
 * Usable as `preHandler: app.requireSession` or, importing this function, as `preHandler: requireSession`.
 * Answers 401 SESSION_EXPIRED for a session that was valid (the client refreshes and retries) and 401 NOT_LOGGED_IN
 * otherwise. Without a sessionId the msm_sid cookie alone is accepted for safe methods only, so a cross-site form
 * cannot act with the cookie.
 */
export const requireSession: preHandlerAsyncHookHandler = async function requireSession(request, reply) {
  const sessionId = sessionIdFrom(request);
  const binding = bindingFrom(request);
  if (sessionId === undefined && !SAFE_METHODS.has(request.method)) return deny(reply, false);
  const r = await request.server.authSessions.resolve(sessionId, binding);
  if (!r.ok) return deny(reply, r.reason === 'expired');
  request.user = r.user;
};

export function requirePermission(code: string): preHandlerAsyncHookHandler {
  return async function requirePermissionCode(request, reply) {
    if (!request.user) {
      await requireSession.call(request.server, request, reply);
      if (reply.sent) return reply;
    }
    if (!request.user?.permissionList.includes(code)) {
      return sendFail(reply, 403, Messages.FORBIDDEN, ErrorCode.FORBIDDEN);
    }
  };
}
