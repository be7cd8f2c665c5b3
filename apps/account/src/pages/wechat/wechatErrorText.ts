import { errorText } from '@shop/shared-ui';

/** The Chinese text of a failed WeChat call: the server's own message, or a text of our own when it gave none. */
export const wechatErrorText = (error: unknown): string => errorText(error, '微信登录失败，请稍后重试');
