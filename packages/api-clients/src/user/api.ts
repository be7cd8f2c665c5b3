import { authChecked, customerInfoLoaded, establishSession, logout as clearLocalSession } from '@shop/session';
import { shopApi } from '../shopApi';
import { apiCall } from '../request';
import { AuthPaths, type AuthCheckResponse, type CustomerInfoResponse, type LoginRequest, type LoginResponse } from './types';

/** Login, logout, auth check and customer info (SPEC §7 user family). */
export const userApi = shopApi.injectEndpoints({
  endpoints: (b) => ({
    login: b.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: AuthPaths.login, method: 'POST', body, sessionIdIn: 'none', noRefresh: true }),
      async onQueryStarted(_arg, { queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) establishSession(data);
      },
    }),
    logout: b.mutation<null, void>({
      query: () => ({ url: AuthPaths.logout, method: 'POST', sessionIdIn: 'body', noRefresh: true }),
      // the local session ends whatever the server answered (offline logout must still log out)
      async onQueryStarted(_arg, { queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        clearLocalSession();
      },
    }),
    authCheck: b.query<AuthCheckResponse, void>({
      query: () => ({ url: AuthPaths.authCheck }),
      providesTags: ['Session'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const r = await queryFulfilled.catch(() => null);
        if (r) dispatch(authChecked(r.data));
      },
    }),
    customerInfo: b.query<CustomerInfoResponse, void>({
      query: () => ({ url: AuthPaths.customerInfo }),
      providesTags: ['Session'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const r = await queryFulfilled.catch(() => null);
        if (r) dispatch(customerInfoLoaded(r.data));
      },
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation, useAuthCheckQuery, useCustomerInfoQuery } = userApi;

/** Login outside React: stores the session and cookies and returns it; throws ApiRequestError (账号或密码错误). */
export async function loginWithPassword(credentials: LoginRequest): Promise<LoginResponse> {
  const data = await apiCall<LoginResponse>({
    url: AuthPaths.login,
    method: 'POST',
    body: credentials,
    sessionIdIn: 'none',
    noRefresh: true,
  });
  establishSession(data);
  return data;
}

/** Logout outside React: ends the server session (and its HttpOnly cookie), then clears cookies and storage. */
export async function logoutUser(): Promise<void> {
  try {
    await apiCall({ url: AuthPaths.logout, method: 'POST', sessionIdIn: 'body', noRefresh: true });
  } finally {
    clearLocalSession();
  }
}

export function fetchAuthCheck(): Promise<AuthCheckResponse> {
  return apiCall<AuthCheckResponse>({ url: AuthPaths.authCheck });
}

export function fetchCustomerInfo(): Promise<CustomerInfoResponse> {
  return apiCall<CustomerInfoResponse>({ url: AuthPaths.customerInfo });
}
