import { unwrapAnswer } from '../src';

const answer = (status: number, body: unknown, statusText = '') => ({
  status,
  statusText,
  body,
  text: JSON.stringify(body ?? ''),
  url: '/x',
});

describe('unwrapAnswer: envelopes of SPEC §3 with the failure rules of SPEC §8', () => {
  it('status envelope: 0 gives data, non-zero throws the message, default 未知错误', () => {
    expect(unwrapAnswer('status', answer(200, { status: 0, errorMessage: '', data: { a: 1 } }))).toEqual({ data: { a: 1 } });
    expect(unwrapAnswer('status', answer(200, { status: 3, errorMessage: '库存不足', data: null }))).toEqual({
      error: { status: 200, message: '库存不足', url: '/x' },
    });
    expect(unwrapAnswer('status', answer(200, { status: 1, errorMessage: '', data: null })).error?.message).toBe('未知错误');
  });

  it('status envelope on a 4xx keeps the Chinese message and the error code', () => {
    expect(
      unwrapAnswer(
        'status',
        answer(401, { status: 401, errorMessage: '登录已过期，请重新登录', errorCode: 'SESSION_EXPIRED', data: null }),
      ),
    ).toEqual({
      error: { status: 401, message: '登录已过期，请重新登录', errorCode: 'SESSION_EXPIRED', url: '/x' },
    });
  });

  it('returnFlg envelope (number or string flag)', () => {
    expect(unwrapAnswer('returnFlg', answer(200, { returnFlg: 0, returnMSG: '', data: [1] }))).toEqual({ data: [1] });
    expect(unwrapAnswer('returnFlg', answer(200, { returnFlg: '0', returnMSG: '', fileId: 'f' }))).toEqual({
      data: { returnFlg: '0', returnMSG: '', fileId: 'f' },
    });
    expect(unwrapAnswer('returnFlg', answer(200, { returnFlg: 1, returnMSG: '今日反馈次数已达上限' })).error?.message).toBe(
      '今日反馈次数已达上限',
    );
    expect(unwrapAnswer('returnFlg', answer(200, { returnFlg: 9 })).error?.message).toBe('未知错误');
  });

  it("recommendation calls fail unless message is 'success'", () => {
    expect(unwrapAnswer('message', answer(200, { message: 'success', data: ['s'] }))).toEqual({ data: ['s'] });
    expect(unwrapAnswer('message', answer(200, { message: 'no data', data: null })).error?.message).toBe('no data');
  });

  it("outlet banner calls fail unless msg is '一切ok'", () => {
    expect(unwrapAnswer('msg', answer(200, { msg: '一切ok', data: [] }))).toEqual({ data: [] });
    expect(unwrapAnswer('msg', answer(200, { msg: '', data: [] })).error?.message).toBe('未知错误');
  });

  it('second family JP: 401 → empty text, 400/500 → data.message, 200 → the body', () => {
    expect(unwrapAnswer('jp', answer(401, { message: 'Unauthorized' }))).toEqual({ error: { status: 401, message: '', url: '/x' } });
    expect(unwrapAnswer('jp', answer(400, { message: '数量不正确' })).error?.message).toBe('数量不正确');
    expect(unwrapAnswer('jp', answer(500, { message: '系统错误' })).error?.message).toBe('系统错误');
    expect(unwrapAnswer('jp', answer(200, { shipTo: [] }))).toEqual({ data: { shipTo: [] } });
  });

  it('a bare non-200 is rejected with url, status code and text', () => {
    expect(unwrapAnswer('status', { status: 502, statusText: 'Bad Gateway', body: undefined, text: '<html>', url: '/api/v1/x' })).toEqual({
      error: { status: 502, message: 'Bad Gateway', url: '/api/v1/x' },
    });
    expect(unwrapAnswer('jp', { status: 404, statusText: '', body: undefined, text: 'Not Found', url: '/customer/v1/x' })).toEqual({
      error: { status: 404, message: 'Not Found', url: '/customer/v1/x' },
    });
  });

  it('a 200 that is not the expected envelope is an unknown error', () => {
    expect(unwrapAnswer('status', { status: 200, statusText: 'OK', body: undefined, text: '<html>', url: '/x' }).error?.message).toBe(
      '未知错误',
    );
  });
});
