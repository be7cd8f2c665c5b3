import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { createTestApi, type TestApi } from '../src/testing/testApi';
import { envelopeErrorHandler, INPUT_NOT_STORABLE } from '../src/http/envelopeHandlers';
import { apiServerOptions } from '../src/http/logging';
import { CJK } from './helpers/api';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({ seed: 'all' });
}, 120_000);
afterAll(() => t?.close());

const FT = '/api/v1/fullText/search?keyword=a';
const long = (n: number, ch = 'a') => ch.repeat(n);

/** [what, url, expected HTTP status, message pattern] */
const rejected: [string, string, number, RegExp][] = [
  ['pageNo -1', `${FT}&pageNo=-1`, 400, /pageNo 必须是 1 到 10000 之间的整数/],
  ['pageNo 0', `${FT}&pageNo=0`, 400, /pageNo/],
  ['pageNo abc', `${FT}&pageNo=abc`, 400, /pageNo 必须是 1 到 10000 之间的整数/],
  ['pageNo 10^9', `${FT}&pageNo=1000000000`, 400, /pageNo/],
  ['pageNo 1.5', `${FT}&pageNo=1.5`, 400, /pageNo/],
  ['pageNo twice', `${FT}&pageNo=1&pageNo=2`, 400, /pageNo/],
  ['pageSize 101', `${FT}&pageSize=101`, 400, /pageSize 必须是 1 到 100 之间的整数/],
  ['pageSize 0', '/api/v1/series/search?pageSize=0', 400, /pageSize/],
  ['pageSize -5 on parts', '/api/v1/partNumber/search?seriesCode=X&pageSize=-5', 400, /pageSize/],
  ['keyword of 10,000 characters', `/api/v1/fullText/search?keyword=${long(10000)}`, 400, /关键词过长/],
  ['Chinese keyword of 101 characters', `/api/v1/fullText/search?keyword=${encodeURIComponent(long(101, '轴'))}`, 400, /关键词过长/],
  ['suggest keyword of 10,000 characters', `/api/v1/partNumber/suggest?keyword=${long(10000)}`, 400, /关键词过长/],
  ['missing keyword', '/api/v1/fullText/search', 400, /请输入搜索关键词/],
  ['empty keyword', '/api/v1/fullText/search?keyword=', 400, /请输入搜索关键词/],
  ['keyword given twice', '/api/v1/fullText/search?keyword=a&keyword=b', 400, /keyword/],
  ['NUL in keyword', '/api/v1/fullText/search?keyword=a%00b', 400, /keyword 格式不正确/],
  ['applicationId too long', `/api/v1/brand/search?applicationId=${long(65)}`, 400, /applicationId 最多 64 个字符/],
  ['lang too long', `/api/v1/brand/search?lang=${long(17)}`, 400, /lang/],
  ['sessionId too long', `/api/v1/category/search?sessionId=${long(257)}`, 400, /sessionId/],
  ['categoryCode too long', `/api/v1/category/search?categoryCode=${long(1000)}`, 400, /categoryCode/],
  ['brandCode with bad characters', '/api/v1/series/search?brandCode=NSK;DROP', 400, /brandCode 格式不正确/],
  ['part search without series or part number', '/api/v1/partNumber/search', 400, /请指定 seriesCode 或 partNumber/],
  ['specFilter without ::', '/api/v1/partNumber/search?seriesCode=X&specFilter=D10', 400, /specFilter 格式不正确/],
  [
    'specFilter with broken percent-encoding',
    '/api/v1/partNumber/search?seriesCode=X&specFilter=D%3A%3A%25E0%25A4',
    400,
    /specFilter 编码不正确/,
  ],
  ['unknown /api path', '/api/v1/nothing/here', 404, /接口不存在/],
  ['unknown series', '/api/v1/series/search?seriesCode=%27%20OR%201%3D1%20--', 404, /未找到该商品系列/],
];

describe('bad input answers 4xx in the envelope with a Chinese message', () => {
  it.each(rejected)('%s', async (_what, url, httpStatus, message) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(httpStatus);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['data', 'errorCode', 'errorMessage', 'status']);
    expect(body.status).toBe(httpStatus);
    expect(body.data).toBeNull();
    expect(body.errorMessage).toMatch(CJK);
    expect(body.errorMessage).toMatch(message);
    expect(res.body).not.toMatch(/stack|Error:|at \//);
  });

  it('invalid JSON body: 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/price/check',
      headers: { 'content-type': 'application/json' },
      payload: '{"partNumberList": [',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, errorMessage: '参数错误：请求体不是有效的 JSON', errorCode: 'INVALID_PARAM', data: null });
  });

  it('empty JSON body: 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/price/check',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toMatch(CJK);
  });

  it('unsupported content type: 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/price/check', headers: { 'content-type': 'text/csv' }, payload: 'a,b' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ status: 415, errorMessage: '不支持的请求格式', data: null });
  });

  it.each([
    ['no lines', { partNumberList: [] }, /请至少输入一个型号/],
    ['quantity 0', { partNumberList: [{ partNumber: 'A', quantity: 0 }] }, /数量必须是 1 到 999999 之间的整数/],
    ['quantity text', { partNumberList: [{ partNumber: 'A', quantity: 'x' }] }, /数量/],
    ['missing part number', { partNumberList: [{ quantity: 1 }] }, /缺少必填参数 partNumber/],
    ['201 lines', { partNumberList: Array.from({ length: 201 }, () => ({ partNumber: 'A', quantity: 1 })) }, /一次最多查询 200 个型号/],
  ])('price check with %s: 400', async (_what, payload, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/price/check', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toMatch(message);
  });

  it('a GET route called with POST: 404 in the envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/brand/search', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('NOT_FOUND');
  });
});

describe('SQL and LIKE characters are plain text', () => {
  const literal = [
    '%',
    '_',
    '%%__',
    "'",
    '"',
    '\\',
    "' OR 1=1 --",
    "'; drop table catalogue_part; --",
    '1%',
    'a_b',
    '\\%',
    '*',
    '(',
    ')',
    '[a-z]',
    '.*',
  ];

  it.each(literal)('fullText/search keyword %p: 200 with a normal result', async (kw) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/fullText/search', query: { keyword: kw } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(0);
    expect(body.data.keyword).toBe(kw);
    // without a letter, digit or Chinese character there is nothing to match
    if (!/[a-z0-9]/i.test(kw)) expect(body.data.totalCount).toBe(0);
  });

  it.each(literal)('suggest and part-number search with %p: 200', async (kw) => {
    const s = await t.app.inject({ method: 'GET', url: '/api/v1/partNumber/suggest', query: { keyword: kw } });
    expect(s.statusCode).toBe(200);
    expect(s.json().status).toBe(0);
    const p = await t.app.inject({ method: 'GET', url: '/api/v1/partNumber/search', query: { partNumber: kw } });
    expect(p.statusCode).toBe(200);
    expect(p.json().data.partNumberList).toEqual([]);
  });

  it('% and _ are not wildcards in part-number prefixes', async () => {
    const wild = await t.app.inject({ method: 'GET', url: '/api/v1/partNumber/search', query: { partNumber: '_' } });
    expect(wild.json().data.totalCount).toBe(0);
    const all = await t.app.inject({ method: 'GET', url: '/api/v1/fullText/search', query: { keyword: '%' } });
    expect(all.json().data.totalCount).toBe(0);
  });

  it('the catalogue is intact afterwards', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/brand/search' });
    expect(res.json().data.length).toBeGreaterThanOrEqual(40);
  });
});

/** The status envelope with a Chinese message and nothing else, as every refusal is answered. */
function expectEnvelope(
  res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown; body: string },
  httpStatus: number,
) {
  expect(res.statusCode).toBe(httpStatus);
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  const body = res.json() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['data', 'errorCode', 'errorMessage', 'status']);
  expect(body).toMatchObject({ status: httpStatus, data: null });
  expect(body.errorMessage).toMatch(CJK);
  return body;
}

describe('URLs the router refuses answer in the envelope (frameworkErrors)', () => {
  it.each([
    ['a trailing %', 'POST', '/api/auth/login%'],
    ['an invalid escape', 'GET', '/api/v1/brand%zz/search'],
    ['an unknown path with a broken escape', 'GET', '/api/nothing%E0%A4'],
  ])('%s: 400', async (_what, method, url) => {
    const res = await t.app.inject({ method: method as 'GET', url });
    const body = expectEnvelope(res, 400);
    expect(body).toMatchObject({ errorMessage: '参数错误：请求地址格式不正确', errorCode: 'INVALID_PARAM' });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('a page URL with a broken escape gets a Chinese text, not the API envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/vona2/detail/%' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe('参数错误：请求地址格式不正确');
  });

  it('a path parameter over maxParamLength (150 characters): 414 in the envelope', async () => {
    const app = Fastify(apiServerOptions(false));
    app.setErrorHandler(envelopeErrorHandler);
    app.get('/api/probe/:code', async () => ({ ok: true }));
    await app.ready();
    try {
      expect((await app.inject({ url: `/api/probe/${'a'.repeat(100)}` })).statusCode).toBe(200);
      const body = expectEnvelope(await app.inject({ url: `/api/probe/${'a'.repeat(150)}` }), 414);
      expect(body.errorMessage).toBe('请求地址过长');
    } finally {
      await app.close();
    }
  });
});

describe('input the database cannot hold is a 400, not a 500', () => {
  it.each([
    ['a null byte in the login id', { loginId: 'a\u0000b', password: 'x' }],
    ['a null byte in the password', { loginId: 'jinggong_admin', password: 'a\u0000b' }],
  ])('%s', async (_what, payload) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress: '10.77.0.1' });
    expect(res.statusCode).toBeLessThan(500);
    expectEnvelope(res, res.statusCode);
  });

  it('a NUL that reaches PostgreSQL (SQLSTATE 22021, wrapped by Drizzle) is answered 400 by the error handler', async () => {
    const app = Fastify(apiServerOptions(false));
    app.setErrorHandler(envelopeErrorHandler);
    app.get('/api/probe', async () => {
      await t.db.execute(sql`select ${'a\u0000b'}::text`);
    });
    await app.ready();
    try {
      const body = expectEnvelope(await app.inject({ url: '/api/probe' }), 400);
      expect(body).toMatchObject({ errorMessage: INPUT_NOT_STORABLE, errorCode: 'INVALID_PARAM' });
    } finally {
      await app.close();
    }
  });
});

describe('Infinity never passes a number field (http/validators.ts)', () => {
  it.each([['Infinity'], ['1e400'], ['-Infinity']])(
    'price/check with quantity %j (a string) is a 400, not Infinity slipping past maximum',
    async (quantity) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/price/check',
        payload: { partNumberList: [{ partNumber: 'A', quantity }] },
      });
      expect(expectEnvelope(res, 400).errorMessage).toBe('参数错误：数值超出范围');
    },
  );

  it.each([['Infinity'], ['1e400']])('in the query, where numbers arrive as text, pageNo=%s is a 400 too', async (pageNo) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/fullText/search?keyword=${encodeURIComponent('螺丝')}&pageNo=${pageNo}`,
    });
    expectEnvelope(res, 400);
  });
});
