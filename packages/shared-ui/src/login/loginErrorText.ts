import { errorText } from '../errors/errorText';

export const LOGIN_RATE_LIMITED = '登录尝试过于频繁，请稍后再试';
const LOGIN_UNAVAILABLE = '登录失败，请稍后再试';

/** What the login form shows for a failed login (see errorText). */
export const loginErrorText = (error: unknown): string => errorText(error, LOGIN_UNAVAILABLE, { rateLimited: LOGIN_RATE_LIMITED });
