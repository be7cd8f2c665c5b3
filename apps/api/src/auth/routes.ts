import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, Messages, ok } from '@shop/api-clients/envelopes';
import { AuthPaths, SERVER_SESSION_COOKIE, type LoginRequest, type RefreshRequest } from '@shop/api-clients/user/types';
import { sendFail } from '../http/envelopeHandlers';
import { bindingFrom, sessionIdFrom } from './requireSession';
import type { IssuedSession } from './sessionService';
import { toLoginResponse } from './sessionView';

const MAX_LOGIN_ID = 100;
const MAX_PASSWORD = 200;

function body<T>(raw: unknown): Partial<T> {
  return raw && typeof raw === 'object' ? (raw as Partial<T>) : {};
}

/** Login, refresh and logout under /api/auth (SPEC §7), plus the user/v1 spelling of refresh. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const settings = app.authSettings;
  const cookiePath = '/api';

  const setBinding = (reply: FastifyReply, issued: IssuedSession) => {
    if (!issued.binding) return;
    reply.setCookie(SERVER_SESSION_COOKIE, issued.binding, {
      httpOnly: true, sameSite: 'lax', secure: settings.cookieSecure, path: cookiePath,
      maxAge: Math.floor(settings.refreshTtlMs / 1000),
    });
  };
  const clearBinding = (reply: FastifyReply) => reply.clearCookie(SERVER_SESSION_COOKIE, { path: cookiePath });

  app.post(AuthPaths.login, async (request, reply) => {
    const { loginId, password } = body<LoginRequest>(request.body);
    if (typeof loginId !== 'string' || typeof password !== 'string' || !loginId.trim() || !password
      || loginId.length > MAX_LOGIN_ID || password.length > MAX_PASSWORD) {
      return sendFail(reply, 400, '请输入账号和密码', ErrorCode.INVALID_PARAM);
    }
    const r = await app.authSessions.login(loginId, password);
    if (!r.ok) {
      if (r.reason === 'locked') return sendFail(reply, 429, Messages.TOO_MANY_REQUESTS, ErrorCode.TOO_MANY_REQUESTS);
      return sendFail(reply, 401, Messages.LOGIN_FAILED, ErrorCode.LOGIN_FAILED);
    }
    setBinding(reply, r.issued);
    return ok(toLoginResponse(r.issued));
  });

  const refresh = async (request: FastifyRequest, reply: FastifyReply) => {
    const { refreshTokenHash } = body<RefreshRequest>(request.body);
    const r = await app.authSessions.refresh(refreshTokenHash, bindingFrom(request));
    if (!r.ok) {
      clearBinding(reply);
      const code = r.reason === 'reused' ? ErrorCode.REFRESH_REUSED : ErrorCode.REFRESH_INVALID;
      return sendFail(reply, 401, Messages.SESSION_EXPIRED, code);
    }
    setBinding(reply, r.issued);
    return ok(toLoginResponse(r.issued));
  };
  app.post(AuthPaths.refresh, refresh);
  app.post(AuthPaths.refreshUserV1, refresh);

  app.post(AuthPaths.logout, async (request, reply) => {
    await app.authSessions.logout(sessionIdFrom(request), bindingFrom(request));
    clearBinding(reply);
    return ok(null);
  });
}
