import { shopApi } from '../shopApi';
import {
  WechatPaths,
  type WechatBindRequest,
  type WechatCallbackRequest,
  type WechatCallbackResponse,
  type WechatLoginResponse,
  type WechatRegisterRequest,
  type WechatStartResponse,
  type WechatStatusResponse,
} from './wechatTypes';

/**
 * WeChat login and binding (SPEC §2 /snslogin/wechat, §7 WeChat unbind by PUT). A login answer carries the user
 * session: the caller stores it with establishSession (@shop/session) before navigating on, exactly as after a
 * password login; the server sets its HttpOnly cookie itself.
 */
export const wechatApi = shopApi.injectEndpoints({
  endpoints: (b) => ({
    wechatStart: b.mutation<WechatStartResponse, { redirect?: string }>({
      query: ({ redirect }) => ({ url: WechatPaths.start, method: 'GET', params: { redirect }, sessionIdIn: 'none', noRefresh: true }),
    }),
    wechatCallback: b.mutation<WechatCallbackResponse, WechatCallbackRequest>({
      query: (body) => ({ url: WechatPaths.callback, method: 'POST', body, sessionIdIn: 'none', noRefresh: true }),
    }),
    wechatBind: b.mutation<WechatLoginResponse, WechatBindRequest>({
      query: (body) => ({ url: WechatPaths.bind, method: 'POST', body, sessionIdIn: 'none', noRefresh: true }),
    }),
    wechatRegister: b.mutation<WechatLoginResponse, WechatRegisterRequest>({
      query: (body) => ({ url: WechatPaths.register, method: 'POST', body, sessionIdIn: 'none', noRefresh: true }),
    }),
    wechatStatus: b.query<WechatStatusResponse, void>({
      query: () => ({ url: WechatPaths.status }),
      providesTags: ['WechatBinding'],
    }),
    wechatUnbind: b.mutation<WechatStatusResponse, void>({
      query: () => ({ url: WechatPaths.unbind, method: 'PUT' }),
      invalidatesTags: ['WechatBinding'],
    }),
  }),
});

export const {
  useWechatStartMutation,
  useWechatCallbackMutation,
  useWechatBindMutation,
  useWechatRegisterMutation,
  useWechatStatusQuery,
  useWechatUnbindMutation,
} = wechatApi;
