import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, Messages, ok } from '@shop/api-clients/envelopes';
import { UserRoutes as S } from '@shop/api-clients/user/schemas';
import { AuthPaths } from '@shop/api-clients/user/types';
import { bodyOf } from '../http/bodyOf';
import { sendFail } from '../http/envelopeHandlers';
import { loginFailure, readCredentials } from './passwordLogin';
import { bindingFrom, sessionIdFrom } from './requireSession';
import { clearSessionBindingCookie, setSessionBindingCookie } from './sessionCookie';
import { toLoginResponse } from './sessionView';

/** Login, refresh and logout under /api/auth (SPEC §7), plus the user/v1 spelling of refresh. */
export async function authRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const settings = app.authSettings;

  app.post(AuthPaths.login, { schema: S.login, config: { access: 'public', passwordCheck: true } }, async (request, reply) => {
    const credentials = readCredentials(request.body);
    if (!credentials) return sendFail(reply, 400, '请输入账号和密码', ErrorCode.INVALID_PARAM);
    const r = await app.authSessions.login(credentials.loginId, credentials.password, request.ip);
    if (!r.ok) return loginFailure(reply, r.reason);
    setSessionBindingCookie(reply, settings, r.issued);
    return ok(toLoginResponse(r.issued));
  });

  const refresh = async (request: FastifyRequest, reply: FastifyReply) => {
    const { refreshTokenHash } = bodyOf(request.body);
    const r = await app.authSessions.refresh(refreshTokenHash, bindingFrom(request));
    if (!r.ok) {
      clearSessionBindingCookie(reply);
      const code = r.reason === 'reused' ? ErrorCode.REFRESH_REUSED : ErrorCode.REFRESH_INVALID;
      return sendFail(reply, 401, Messages.SESSION_EXPIRED, code);
    }
    setSessionBindingCookie(reply, settings, r.issued);
    return ok(toLoginResponse(r.issued));
  };
  // the refresh token is the credential: the session it renews may have expired
  app.post(AuthPaths.refresh, { schema: S.refresh, config: { access: 'public' } }, refresh);
  app.post(AuthPaths.refreshUserV1, { schema: S.refresh, config: { access: 'public' } }, refresh);

  // public: logging out with an expired session still clears what is left of it
  app.post(AuthPaths.logout, { schema: S.logout, config: { access: 'public' } }, async (request, reply) => {
    await app.authSessions.logout(sessionIdFrom(request), bindingFrom(request));
    clearSessionBindingCookie(reply);
    return ok(null);
  });
}
