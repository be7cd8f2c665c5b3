import type { FastifyReply } from 'fastify';
import { SERVER_SESSION_COOKIE } from '@shop/api-clients/user/types';
import type { IssuedSession } from './sessionService';
import type { AuthSettings } from './settings';

/** The msm_sid cookie goes to every /api call (requireSession reads it), and to nothing else. */
const COOKIE_PATH = '/api';

/**
 * The HttpOnly msm_sid cookie of a login chain, set alike by the password login, refresh and the WeChat login, so
 * a session looks the same afterwards whichever way it began.
 */
export function setSessionBindingCookie(reply: FastifyReply, settings: AuthSettings, issued: IssuedSession): void {
  if (!issued.binding) return;
  reply.setCookie(SERVER_SESSION_COOKIE, issued.binding, {
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.cookieSecure,
    path: COOKIE_PATH,
    maxAge: Math.floor(settings.refreshTtlMs / 1000),
  });
}

export function clearSessionBindingCookie(reply: FastifyReply): void {
  reply.clearCookie(SERVER_SESSION_COOKIE, { path: COOKIE_PATH });
}
