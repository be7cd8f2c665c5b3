import type { FastifyInstance, FastifyReply } from 'fastify';
import { SERVER_SESSION_COOKIE } from '@shop/api-clients/user/types';
import type { IssuedSession } from '../auth/sessionService';

/**
 * The HttpOnly msm_sid cookie of a new login chain, set exactly as the password login sets it (auth/routes.ts),
 * so a WeChat login is indistinguishable from a password login afterwards.
 */
export function setSessionBindingCookie(app: FastifyInstance, reply: FastifyReply, issued: IssuedSession): void {
  if (!issued.binding) return;
  const settings = app.authSettings;
  reply.setCookie(SERVER_SESSION_COOKIE, issued.binding, {
    httpOnly: true, sameSite: 'lax', secure: settings.cookieSecure, path: '/api', maxAge: Math.floor(settings.refreshTtlMs / 1000),
  });
}
