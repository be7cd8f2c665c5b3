/**
 * WeChat login contract schemas (`/api/auth/wechat/*`, `/api/user/v1/wechat/*`, status envelope): written once here,
 * the types derived from them (re-exported as types by ./wechatTypes.ts). Server and tests only at run time — see
 * ../common/schemas.ts. The request bodies' fields are checked by the routes with the form's rules
 * (WECHAT_REGISTER_FIELDS) and messages, so the schemas only cap them (FormText).
 */
import { Answers, Nullable, OptionalBody, Query, Text, Type, type Static } from '../common/schemas';
import { FormText, LoginResponse } from './schemas';

export const WechatStartQuery = Query({
  /** where to go after the login: a same-site path (anything else goes home) */
  redirect: Type.Optional(Text(2000)),
  /** 'redirect': answer 302 to the provider instead of its URL */
  mode: Type.Optional(Text(16)),
});

export const WechatStartResponse = Type.Object({
  /** the provider's QR-code page; the browser navigates there */
  authorizeUrl: Type.String(),
});
export type WechatStartResponse = Static<typeof WechatStartResponse>;

export const WechatCallbackRequest = OptionalBody({ code: FormText(1000), state: FormText(1000) });
export type WechatCallbackRequest = { code: string; state: string };

/** The WeChat profile shown on the bind / register step. */
export const WechatProfile = Type.Object({ nickname: Type.String(), headimgurl: Nullable(Type.String()) });
export type WechatProfile = Static<typeof WechatProfile>;

export const WechatCallbackResponse = Type.Union([
  /** the WeChat is bound: logged in exactly like a password login */
  Type.Object({ result: Type.Literal('session'), session: LoginResponse, redirect: Type.String() }),
  /** first time: bind an existing account or register, presenting the ticket within expiresIn seconds */
  Type.Object({
    result: Type.Literal('bind'),
    bindTicket: Type.String(),
    expiresIn: Type.Integer(),
    wechat: WechatProfile,
    redirect: Type.String(),
  }),
]);
export type WechatCallbackResponse = Static<typeof WechatCallbackResponse>;

export const WechatBindRequest = OptionalBody({ bindTicket: FormText(1000), loginId: FormText(1000), password: FormText(1000) });
export type WechatBindRequest = { bindTicket: string; loginId: string; password: string };

export const WechatRegisterRequest = OptionalBody({
  bindTicket: FormText(1000),
  loginId: FormText(1000),
  password: FormText(1000),
  userName: FormText(1000),
  email: FormText(1000),
  mobile: FormText(1000),
});
export type WechatRegisterRequest = {
  bindTicket: string;
  loginId: string;
  password: string;
  userName: string;
  email?: string;
  mobile?: string;
};

/** bind and register both end logged in. */
export const WechatLoginResponse = Type.Object({ session: LoginResponse, redirect: Type.String() });
export type WechatLoginResponse = Static<typeof WechatLoginResponse>;

export const WechatStatusResponse = Type.Object({
  bound: Type.Boolean(),
  nickname: Nullable(Type.String()),
  headimgurl: Nullable(Type.String()),
  /** ISO 8601 */
  boundAt: Nullable(Type.String()),
});
export type WechatStatusResponse = Static<typeof WechatStatusResponse>;

/** Request and response schemas of each WeChat route, as the server declares them. */
export const WechatRoutes = {
  start: { querystring: WechatStartQuery, response: Answers(WechatStartResponse) },
  callback: { querystring: Query({}), body: WechatCallbackRequest, response: Answers(WechatCallbackResponse) },
  bind: { querystring: Query({}), body: WechatBindRequest, response: Answers(WechatLoginResponse) },
  register: { querystring: Query({}), body: WechatRegisterRequest, response: Answers(WechatLoginResponse) },
  status: { querystring: Query({}), response: Answers(WechatStatusResponse) },
  unbind: { querystring: Query({}), body: OptionalBody({}), response: Answers(WechatStatusResponse) },
};
