import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ErrorCode, ok } from '@shop/api-clients/envelopes';
import {
  WechatErrorCode,
  WechatMessages,
  WechatPaths,
  WECHAT_CALLBACK_PAGE,
  type WechatCallbackResponse,
  type WechatLoginResponse,
  type WechatStartResponse,
  type WechatStatusResponse,
} from '@shop/api-clients/user/wechatTypes';
import { WechatRoutes as S } from '@shop/api-clients/user/wechatSchemas';
import type { Orm } from '../db/client';
import { hashPassword } from '../auth/password';
import { loginFailure, readCredentials } from '../auth/passwordLogin';
import { setSessionBindingCookie } from '../auth/sessionCookie';
import type { IssuedSession } from '../auth/sessionService';
import { toLoginResponse } from '../auth/sessionView';
import { callerOf } from '../http/access';
import { bodyOf } from '../http/bodyOf';
import { sendFail } from '../http/envelopeHandlers';
import { createBindings } from './bindings';
import { createBindTickets, type BindTicketRow } from './bindTickets';
import { insertIndividual, loginIdTaken } from './individualAccount';
import { createLoginStates, safeRedirect } from './loginStates';
import { ProviderRefusedError, ProviderUnavailableError, type WechatIdentity, type WechatProvider } from './provider';
import { registerFieldError } from './registerValidation';
import type { WechatSettings } from './settings';

interface WechatRoutesOptions {
  db: Orm;
  settings: WechatSettings;
  provider: WechatProvider;
}

/** HttpOnly cookie holding the browser's half of the OAuth state; only sent to the WeChat login calls. */
export const STATE_COOKIE = 'msm_wx_state';
const STATE_COOKIE_PATH = '/api/auth/wechat';

const CODE_FORMAT = /^[A-Za-z0-9_-]{1,128}$/;

/** Rolls a transaction back with a reason the route turns into an answer. */
class Abort extends Error {
  constructor(readonly reason: 'wechat' | 'account' | 'ticket' | 'taken') {
    super(reason);
  }
}

function abortAnswer(reply: FastifyReply, e: Abort) {
  switch (e.reason) {
    case 'ticket':
      return sendFail(reply, 400, WechatMessages.TICKET_INVALID, WechatErrorCode.TICKET_INVALID);
    case 'taken':
      return sendFail(reply, 409, WechatMessages.LOGIN_ID_TAKEN, WechatErrorCode.LOGIN_ID_TAKEN);
    case 'wechat':
      return sendFail(reply, 409, WechatMessages.WECHAT_TAKEN, WechatErrorCode.WECHAT_TAKEN);
    case 'account':
      return sendFail(reply, 409, WechatMessages.ALREADY_BOUND, WechatErrorCode.ALREADY_BOUND);
  }
}

/**
 * WeChat login for the shop (SPEC §2 /snslogin/wechat): start (state + authorize URL), callback (state checked,
 * code exchanged server to server, session or bind ticket), bind an existing account, register a new one, and
 * the logged-in user's status / unbind (SPEC §7 "WeChat unbind by PUT").
 */
export async function wechatRoutes(fastify: FastifyInstance, opts: WechatRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, settings, provider } = opts;
  const states = createLoginStates(db, settings);
  const tickets = createBindTickets(db, settings);
  const bindings = createBindings(db, settings);

  const loggedIn = (reply: FastifyReply, issued: IssuedSession, redirect: string) => {
    setSessionBindingCookie(reply, app.authSettings, issued);
    reply.header('cache-control', 'no-store');
    const data: WechatLoginResponse = { session: toLoginResponse(issued), redirect };
    return ok(data);
  };

  /** Binds the ticket's WeChat to userCode and spends the ticket, both or neither. */
  async function bindTicketTo(tx: Orm, ticket: BindTicketRow, userCode: string): Promise<void> {
    const bound = await bindings.bind(tx, {
      openid: ticket.openid,
      appid: ticket.appid,
      unionid: ticket.unionid,
      nickname: ticket.nickname,
      headimgurl: ticket.headimgurl,
      userCode,
    });
    if (bound !== 'ok') throw new Abort(bound);
    if (!(await tickets.spend(tx, ticket))) throw new Abort('ticket');
  }

  app.get(WechatPaths.start, { schema: S.start, config: { access: 'public' } }, async (request, reply) => {
    const q = bodyOf(request.query);
    const { state, browserNonce } = await states.create(safeRedirect(q.redirect));
    reply.setCookie(STATE_COOKIE, browserNonce, {
      httpOnly: true,
      sameSite: 'lax',
      secure: app.authSettings.cookieSecure,
      path: STATE_COOKIE_PATH,
      maxAge: Math.floor(settings.stateTtlMs / 1000),
    });
    reply.header('cache-control', 'no-store');
    const origin = settings.publicOrigin ?? `${request.protocol}://${request.host}`;
    const authorizeUrl = provider.authorizeUrl(state, `${origin}${WECHAT_CALLBACK_PAGE}`);
    if (q.mode === 'redirect') return reply.redirect(authorizeUrl, 302);
    const data: WechatStartResponse = { authorizeUrl };
    return ok(data);
  });

  app.post(WechatPaths.callback, { schema: S.callback, config: { access: 'public' } }, async (request, reply) => {
    const { code, state } = bodyOf(request.body);
    const nonce = (request.cookies as Record<string, string | undefined>)[STATE_COOKIE];
    // one state, one attempt: the browser's half goes whatever happens next
    reply.clearCookie(STATE_COOKIE, { path: STATE_COOKIE_PATH });
    reply.header('cache-control', 'no-store');
    const s = await states.consume(state, nonce);
    if (!s.ok) return sendFail(reply, 400, WechatMessages.STATE_INVALID, WechatErrorCode.STATE_INVALID);
    if (typeof code !== 'string' || !CODE_FORMAT.test(code))
      return sendFail(reply, 400, WechatMessages.AUTH_FAILED, WechatErrorCode.AUTH_FAILED);

    let identity: WechatIdentity;
    try {
      identity = await provider.exchangeCode(code);
    } catch (e) {
      if (e instanceof ProviderRefusedError) {
        request.log.info({ errcode: e.errcode }, 'wechat code refused');
        return sendFail(reply, 400, WechatMessages.AUTH_FAILED, WechatErrorCode.AUTH_FAILED);
      }
      if (e instanceof ProviderUnavailableError) {
        request.log.warn({ err: e }, 'wechat provider unavailable');
        return sendFail(reply, 502, WechatMessages.UNAVAILABLE, WechatErrorCode.UNAVAILABLE);
      }
      throw e;
    }

    const userCode = await bindings.userCodeOf(identity.openid);
    if (userCode) {
      const r = await app.authSessions.loginVerified(userCode);
      if (!r.ok) return sendFail(reply, 403, WechatMessages.ACCOUNT_UNAVAILABLE, ErrorCode.FORBIDDEN);
      await bindings.touch(identity.openid, {
        nickname: identity.nickname,
        headimgurl: identity.avatar,
        unionid: identity.unionid ?? null,
      });
      setSessionBindingCookie(reply, app.authSettings, r.issued);
      const data: WechatCallbackResponse = { result: 'session', session: toLoginResponse(r.issued), redirect: s.redirect };
      return ok(data);
    }
    const t = await tickets.create(identity, provider.appid, s.redirect);
    const data: WechatCallbackResponse = {
      result: 'bind',
      bindTicket: t.ticket,
      expiresIn: t.expiresIn,
      wechat: { nickname: identity.nickname, headimgurl: identity.avatar },
      redirect: s.redirect,
    };
    return ok(data);
  });

  app.post(WechatPaths.bind, { schema: S.bind, config: { access: 'public', passwordCheck: true } }, async (request, reply) => {
    const credentials = readCredentials(request.body);
    if (!credentials) return sendFail(reply, 400, WechatMessages.CREDENTIALS_REQUIRED, ErrorCode.INVALID_PARAM);
    const ticket = await tickets.peek(bodyOf(request.body).bindTicket);
    if (!ticket) return sendFail(reply, 400, WechatMessages.TICKET_INVALID, WechatErrorCode.TICKET_INVALID);
    // the password login itself: same throttle, same answer for a wrong password and an unknown account
    const r = await app.authSessions.login(credentials.loginId, credentials.password, request.ip);
    if (!r.ok) return loginFailure(reply, r.reason);
    try {
      await db.transaction((tx) => bindTicketTo(tx, ticket, r.issued.user.userCode));
    } catch (e) {
      if (!(e instanceof Abort)) throw e;
      // the account is fine but cannot take this WeChat: the session just issued is not handed out
      await app.authSessions.logout(r.issued.sessionId, r.issued.binding);
      return abortAnswer(reply, e);
    }
    return loggedIn(reply, r.issued, ticket.redirect);
  });

  app.post(WechatPaths.register, { schema: S.register, config: { access: 'public' } }, async (request, reply) => {
    const b = bodyOf(request.body);
    const invalid = registerFieldError(b);
    if (invalid) return sendFail(reply, 400, invalid, ErrorCode.INVALID_PARAM);
    const ticket = await tickets.peek(b.bindTicket);
    if (!ticket) return sendFail(reply, 400, WechatMessages.TICKET_INVALID, WechatErrorCode.TICKET_INVALID);
    const loginId = b.loginId as string;
    if (await loginIdTaken(db, loginId)) return sendFail(reply, 409, WechatMessages.LOGIN_ID_TAKEN, WechatErrorCode.LOGIN_ID_TAKEN);
    const passwordHash = await hashPassword(b.password as string);
    const optional = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

    let userCode: string;
    try {
      userCode = await db.transaction(async (tx) => {
        const code = await insertIndividual(tx, {
          loginId,
          passwordHash,
          userName: (b.userName as string).trim(),
          email: optional(b.email),
          cellularPhone: optional(b.mobile),
        });
        if (!code) throw new Abort('taken');
        await bindTicketTo(tx, ticket, code);
        return code;
      });
    } catch (e) {
      if (!(e instanceof Abort)) throw e;
      return abortAnswer(reply, e);
    }
    const r = await app.authSessions.loginVerified(userCode);
    if (!r.ok) return sendFail(reply, 403, WechatMessages.ACCOUNT_UNAVAILABLE, ErrorCode.FORBIDDEN);
    return loggedIn(reply, r.issued, ticket.redirect);
  });

  const statusOf = async (userCode: string): Promise<WechatStatusResponse> => {
    const row = await bindings.of(userCode);
    return row
      ? { bound: true, nickname: row.nickname, headimgurl: row.headimgurl, boundAt: row.boundAt.toISOString() }
      : { bound: false, nickname: null, headimgurl: null, boundAt: null };
  };

  app.get(WechatPaths.status, { schema: S.status, config: { access: 'signedIn' } }, async (request) =>
    ok(await statusOf(callerOf(request).userCode)),
  );

  // PUT is idempotent: unbinding an account without WeChat answers the same unbound status
  app.put(WechatPaths.unbind, { schema: S.unbind, config: { access: 'signedIn' } }, async (request) => {
    const { userCode } = callerOf(request);
    await bindings.unbind(userCode);
    return ok(await statusOf(userCode));
  });
}
