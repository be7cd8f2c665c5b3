import { MOBILE_PATTERN } from '@shop/validation';

export type {
  WechatBindRequest,
  WechatCallbackRequest,
  WechatCallbackResponse,
  WechatLoginResponse,
  WechatProfile,
  WechatRegisterRequest,
  WechatStartResponse,
  WechatStatusResponse,
} from './wechatSchemas';

/**
 * Contract of WeChat login (SPEC §2 /snslogin/wechat, §7 "WeChat unbind by PUT"), shared by the API
 * (apps/api/src/wechat) and the account remote. Every answer uses the status envelope. The request and response
 * schemas are written once in ./wechatSchemas.ts (TypeBox); the types are derived from them and re-exported type-only.
 */
export const WechatPaths = {
  /** GET ?redirect= : a new OAuth state (HttpOnly cookie + server row) and the provider's authorize URL */
  start: '/api/auth/wechat/start',
  /** POST { code, state } : state checked, code exchanged; a session or a bind ticket */
  callback: '/api/auth/wechat/callback',
  /** POST { bindTicket, loginId, password } */
  bind: '/api/auth/wechat/bind',
  /** POST { bindTicket, loginId, password, userName, email?, mobile? } */
  register: '/api/auth/wechat/register',
  /** GET (login): whether the caller's account has a WeChat bound */
  status: '/api/user/v1/wechat/status',
  /** PUT (login): unbinds the caller's WeChat */
  unbind: '/api/user/v1/wechat/unbind',
} as const;

/** Where the provider sends the browser back (a page of the account remote). */
export const WECHAT_CALLBACK_PAGE = '/snslogin/wechat/callback';

/** Failure codes of the WeChat calls (errorCode of the envelope), besides the shared LOGIN_FAILED / TOO_MANY_REQUESTS. */
export const WechatErrorCode = {
  /** 400: state unknown, expired, used, or not this browser's */
  STATE_INVALID: 'WECHAT_STATE_INVALID',
  /** 400: the provider refused the code (used, expired, unknown) */
  AUTH_FAILED: 'WECHAT_AUTH_FAILED',
  /** 502: the provider could not be reached */
  UNAVAILABLE: 'WECHAT_UNAVAILABLE',
  /** 400: bind ticket unknown, expired or used */
  TICKET_INVALID: 'WECHAT_TICKET_INVALID',
  /** 409: the account already has a (different) WeChat */
  ALREADY_BOUND: 'WECHAT_ALREADY_BOUND',
  /** 409: this WeChat got bound to another account meanwhile (the same ticket used twice at once) */
  WECHAT_TAKEN: 'WECHAT_TAKEN',
  /** 409: register with a login id that exists */
  LOGIN_ID_TAKEN: 'LOGIN_ID_TAKEN',
} as const;

export const WechatMessages = {
  STATE_INVALID: '登录状态已失效，请重新扫码',
  AUTH_FAILED: '微信授权失败，请重新扫码',
  UNAVAILABLE: '微信服务暂时不可用，请稍后重试',
  TICKET_INVALID: '绑定已超时，请重新扫码',
  ALREADY_BOUND: '该账号已绑定其他微信，请先解绑后再绑定',
  WECHAT_TAKEN: '该微信已绑定其他账号，请重新扫码登录',
  LOGIN_ID_TAKEN: '该用户名已被注册',
  ACCOUNT_UNAVAILABLE: '该账号暂不可用，请联系客服',
  CREDENTIALS_REQUIRED: '请输入账号和密码',
} as const;

/**
 * Field rules of the register step, run by the form and by the API. `rules` are @shop/validation rule strings;
 * `pattern` is an extra check with its own message (the rule vocabulary of SPEC §5 has none for login ids or
 * passwords).
 */
export interface WechatFieldRule {
  label: string;
  rules: string;
  pattern?: { test: RegExp; message: string };
}

export const WECHAT_REGISTER_FIELDS: Readonly<Record<'loginId' | 'password' | 'userName' | 'email' | 'mobile', WechatFieldRule>> = {
  loginId: {
    label: '用户名',
    rules: 'required|min:4|max:20',
    pattern: { test: /^[A-Za-z][A-Za-z0-9_]*$/, message: '用户名须以字母开头，只能包含字母、数字和下划线' },
  },
  password: {
    label: '密码',
    rules: 'required|min:8|max:20',
    pattern: { test: /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]+$/, message: '密码须同时包含字母和数字，不能包含空格' },
  },
  userName: { label: '姓名', rules: 'required|max:20' },
  email: { label: '邮箱', rules: 'max:100|email' },
  mobile: { label: '手机号码', rules: 'max:11', pattern: { test: MOBILE_PATTERN, message: '请输入正确的手机号码' } },
};
