import { sql } from 'drizzle-orm';
import type { PartNumber, PartNumberSearchResult } from '@shop/api-clients/catalogue/types';
import { buildApi } from '../app';
import { createDb, queryRows, type Db } from '../db/client';
import { createTestApi, envelope, type TestApi } from '../testing/testApi';
import { releaseStock, reserveStock } from './seam';

/**
 * The cache of public catalogue answers (readCache.ts) on a real database: a change, whoever makes it, is seen by the
 * next answer (this process at once; another process within the notice's way over the network, polled here); a
 * rolled-back write changes nothing; what a caller sends besides the query (their session) never selects an answer.
 */
/** the value `read` gives once it equals `want`, or its last value after 2 s (a notice from another connection) */
async function settled<T>(read: () => Promise<T>, want: T): Promise<T> {
  const until = Date.now() + 2000;
  let last = await read();
  while (last !== want && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 20));
    last = await read();
  }
  return last;
}

describe('catalogue answers kept in memory', () => {
  let api: TestApi;
  let part: { pn: string; stock: number };
  beforeAll(async () => {
    api = await createTestApi({ seed: 'all' });
    const rows = await queryRows<{ pn: string; stock: number }>(
      api.db,
      sql`select part_number as pn, stock_qty as stock from catalogue_part where stock_qty between 10 and 1000 order by part_number limit 1`,
    );
    part = rows[0]!;
  }, 120_000);
  afterAll(() => api?.close());

  const partOf = async (app = api.app, extra: Record<string, string> = {}): Promise<PartNumber> => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/partNumber/search', query: { partNumber: part.pn, ...extra } });
    expect(res.statusCode).toBe(200);
    return envelope<PartNumberSearchResult>(res).data.partNumberList.find((p) => p.partNumber === part.pn)!;
  };
  const stockInDb = async () =>
    (await queryRows<{ s: number }>(api.db, sql`select stock_qty as s from catalogue_part where part_number = ${part.pn}`))[0]!.s;

  it('sends the brotli or gzip form it made once, and plain JSON to a client that accepts neither', async () => {
    const url = '/api/v1/category/search';
    const plain = await api.app.inject({ method: 'GET', url });
    const br = await api.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gz = await api.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const zlib = await import('node:zlib');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.headers['vary']).toMatch(/accept-encoding/);
  });

  it('shows the stock an order of this process took, in the very next answer', async () => {
    const before = (await partOf()).stockQty;
    expect((await partOf()).stockQty).toBe(before);
    expect(await api.db.transaction((tx) => reserveStock(tx, part.pn, 2))).toBe(2);
    expect((await partOf()).stockQty).toBe(before - 2);
    await api.db.transaction((tx) => releaseStock(tx, part.pn, 2));
    expect((await partOf()).stockQty).toBe(before);
  });

  it('keeps the answer of before when the order rolls back', async () => {
    const before = (await partOf()).stockQty;
    await expect(
      api.db.transaction(async (tx) => {
        await reserveStock(tx, part.pn, 3);
        throw new Error('payment refused');
      }),
    ).rejects.toThrow('payment refused');
    expect(await stockInDb()).toBe(before);
    expect((await partOf()).stockQty).toBe(before);
  });

  it('drops what it holds when anyone changes a catalogue table (an operator’s UPDATE, a re-seed)', async () => {
    const before = (await partOf()).stockQty;
    await api.db.execute(sql`update catalogue_part set stock_qty = stock_qty + 5 where part_number = ${part.pn}`);
    expect(await settled(async () => (await partOf()).stockQty, before + 5)).toBe(before + 5);
    await api.db.execute(sql`update catalogue_part set stock_qty = stock_qty - 5 where part_number = ${part.pn}`);
    expect(await settled(async () => (await partOf()).stockQty, before)).toBe(before);
  });

  it('answers every caller alike: the sessionId is not part of what selects an answer', async () => {
    const anonymous = await api.app.inject({ method: 'GET', url: '/api/v1/fullText/search', query: { keyword: '轴承' } });
    const withSession = await api.app.inject({
      method: 'GET',
      url: '/api/v1/fullText/search',
      query: { keyword: '轴承', sessionId: 'someone-else' },
    });
    expect(withSession.statusCode).toBe(200);
    expect(withSession.body).toBe(anonymous.body);
  });

  it('does not serve a campaign past its end', async () => {
    const [campaign] = await queryRows<{ code: string }>(api.db, sql`select 'CACHE-TEST-' || floor(random() * 1e9)::text as code`);
    await api.db
      .execute(sql`insert into catalogue_campaign (campaign_code, campaign_name, part_number, campaign_price, limit_qty, sold_qty, starts_at, ends_at)
      values (${campaign!.code}, '缓存测试', ${part.pn}, 0.01, 5, 0, now() - interval '1 hour', now() + interval '1500 milliseconds')`);
    try {
      expect(await settled(async () => (await partOf()).campaign?.code ?? null, campaign!.code)).toBe(campaign!.code);
      // no write happens at the end: the cache knows when the next campaign starts or ends
      await new Promise((r) => setTimeout(r, 1600));
      expect((await partOf()).campaign).toBeNull();
    } finally {
      await api.db.execute(sql`delete from catalogue_campaign where campaign_code = ${campaign!.code}`);
    }
  });

  // several API processes on one PostgreSQL: another pool and API stand for the other process
  (process.env.DATABASE_URL ? it : it.skip)('PostgreSQL only: another process sees a change within its notice’s way', async () => {
    const schema = (api.db as Db).$info.schema;
    const otherDb = await createDb({ databaseUrl: process.env.DATABASE_URL, schema, poolMax: 2 });
    const other = await buildApi({ db: otherDb, logger: false });
    try {
      const before = (await partOf(other)).stockQty;
      expect((await partOf(other)).stockQty).toBe(before);
      expect(await api.db.transaction((tx) => reserveStock(tx, part.pn, 1))).toBe(1);
      expect(await settled(async () => (await partOf(other)).stockQty, before - 1)).toBe(before - 1);
      await api.db.transaction((tx) => releaseStock(tx, part.pn, 1));
      expect(await settled(async () => (await partOf(other)).stockQty, before)).toBe(before);
    } finally {
      await other.close();
      await otherDb.$close();
    }
  });

  // catalogue reads on a read replica: a second pool on the same data stands for the replica
  (process.env.DATABASE_URL ? it : it.skip)(
    'PostgreSQL only: with a read replica the answers are read there, and a change is seen once the replica lag passed',
    async () => {
      const schema = (api.db as Db).$info.schema;
      const replica = await createDb({ databaseUrl: process.env.DATABASE_URL, schema, poolMax: 2 });
      const lagBefore = process.env.CATALOGUE_REPLICA_LAG_MS;
      process.env.CATALOGUE_REPLICA_LAG_MS = '300';
      const withReplica = await buildApi({ db: api.db, catalogueReadDb: replica, logger: false });
      try {
        const before = (await partOf(withReplica)).stockQty;
        // the read went to the replica's pool
        expect(replica.$pool?.totalCount ?? 0).toBeGreaterThan(0);
        expect(await api.db.transaction((tx) => reserveStock(tx, part.pn, 1))).toBe(1);
        expect(await settled(async () => (await partOf(withReplica)).stockQty, before - 1)).toBe(before - 1);
        await api.db.transaction((tx) => releaseStock(tx, part.pn, 1));
        expect(await settled(async () => (await partOf(withReplica)).stockQty, before)).toBe(before);
      } finally {
        if (lagBefore === undefined) delete process.env.CATALOGUE_REPLICA_LAG_MS;
        else process.env.CATALOGUE_REPLICA_LAG_MS = lagBefore;
        await withReplica.close();
        await replica.$close();
      }
    },
  );
});
