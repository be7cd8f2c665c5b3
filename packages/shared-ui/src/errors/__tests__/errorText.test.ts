import { ApiRequestError, Messages } from '@shop/api-clients';
import { errorText } from '../errorText';

describe('errorText: what a page shows for a failed call', () => {
  it('shows the server’s Chinese message as it is, from an RTK Query error or a thrown request error', () => {
    const apiError = { status: 403, message: '无权查看该订单', errorCode: 'ORDER_FORBIDDEN' };
    expect(errorText(apiError)).toBe('无权查看该订单');
    expect(errorText(new ApiRequestError(apiError))).toBe('无权查看该订单');
  });

  it('shows the offline text when no answer came, and a cancelled request as cancelled', () => {
    expect(errorText({ status: 'failed', message: 'Failed to fetch' })).toBe(`${Messages.OFFLINE}，${Messages.OFFLINE_DETAIL}`);
    expect(errorText({ status: 'failed', message: '请求已取消', errorCode: 'ABORTED' })).toBe('请求已取消');
  });

  it('never shows an English or empty message: the fallback instead', () => {
    expect(errorText({ status: 502, message: 'Bad Gateway' }, '服务暂时不可用')).toBe('服务暂时不可用');
    expect(errorText({ status: 500, message: '' })).toBe('未知错误');
    expect(errorText(new TypeError('x is undefined'), '提交失败')).toBe('提交失败');
    expect(errorText(undefined, '提交失败')).toBe('提交失败');
  });

  it('a 429 without a text of its own gets the rate-limit text when one is given', () => {
    expect(errorText({ status: 429, message: 'Too Many Requests' }, '登录失败', { rateLimited: '尝试次数过多，请稍后再试' })).toBe(
      '尝试次数过多，请稍后再试',
    );
    expect(errorText({ status: 429, message: '请 30 秒后再试' }, '登录失败', { rateLimited: '尝试次数过多' })).toBe('请 30 秒后再试');
  });
});
