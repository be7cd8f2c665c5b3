import { Writable } from 'node:stream';
import { buildApi } from '../src/app';
import { redactUrl } from '../src/http/logging';
import { createTestDb } from '../src/testing/testDb';

describe('redactUrl', () => {
  it('masks secret query values and keeps the rest', () => {
    expect(redactUrl('/api/v1/x?lang=zh&sessionId=abc123&pageNo=2')).toBe('/api/v1/x?lang=zh&sessionId=[REDACTED]&pageNo=2');
    expect(redactUrl('/a?SESSIONID=1&refreshTokenHash=2')).toBe('/a?SESSIONID=[REDACTED]&refreshTokenHash=[REDACTED]');
    expect(redactUrl('/a?mysessionId=1')).toBe('/a?mysessionId=1');
  });
});

describe('request logs', () => {
  let ctx: Awaited<ReturnType<typeof createTestDb>>;
  beforeAll(async () => {
    ctx = await createTestDb();
  }, 60_000);
  afterAll(() => ctx?.dispose());

  it('never contain the sessionId from the query, the body or the cookies', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApi({ db: ctx.db, logger: { level: 'trace', stream } });
    try {
      await app.inject({
        method: 'GET',
        url: '/api/v1/brand/search?sessionId=SECRET-Q-1&lang=zh-CN',
        headers: { cookie: 'GACCESSTOKENKEY=SECRET-C-2; GREFRESHTOKENHASH=SECRET-C-3' },
      });
      await app.inject({
        method: 'POST',
        url: '/api/v1/price/check?sessionId=SECRET-Q-4',
        payload: { sessionId: 'SECRET-B-5', partNumberList: [{ partNumber: 'A', quantity: 1 }] },
      });
      await app.inject({ method: 'GET', url: '/api/nothing?sessionId=SECRET-Q-6' });
      await app.inject({
        method: 'POST',
        url: '/api/v1/price/check',
        headers: { 'content-type': 'application/json' },
        payload: '{"sessionId":"SECRET-B-7",',
      });
      app.log.info({ req: { url: '/x?sessionId=SECRET-L-8', body: { sessionId: 'SECRET-L-9' } } }, 'explicit request');
      app.log.info({ body: { sessionId: 'SECRET-L-10', password: 'SECRET-L-11' }, query: { sessionId: 'SECRET-L-12' } }, 'explicit body');
    } finally {
      await app.close();
    }
    const text = lines.join('');
    expect(lines.length).toBeGreaterThan(4);
    expect(text).not.toMatch(/SECRET/);
    expect(text).toContain('sessionId=[REDACTED]');
    expect(text).toContain('/api/v1/brand/search');
  });
});
