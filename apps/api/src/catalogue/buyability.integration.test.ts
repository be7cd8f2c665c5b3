import { sql } from 'drizzle-orm';
import type { PartNumberSearchResult } from '@shop/api-clients/catalogue/types';
import { queryRows } from '../db/client';
import { yuanToFen } from '../db/money';
import { buyabilityCounts } from '../db/seed/catalogue/buyability';
import { generateCatalogue } from '../db/seed/catalogue/generate';
import { createTestApi, envelope, type TestApi } from '../testing/testApi';
import { TEST_SCALE } from '../testing/testDb';
import { releaseCampaignUnits, releaseStock, reserveStock, takeCampaignUnits } from './seam';

describe('the generated catalogue: what cannot simply be bought (SPEC §4)', () => {
  const cat = generateCatalogue({ scale: TEST_SCALE, now: new Date('2026-11-25T00:00:00Z') });

  it('has every unfit code, multiple with and without a delegate, and each discontinued kind, even at test scale', () => {
    const counts = buyabilityCounts(cat.parts);
    for (const kind of ['1', '2', '3', '4', '5', '6', '6d', '7', '8', '9', 's', 'perm', 'permR', 'temp', 'tempR']) {
      expect([kind, (counts[kind] ?? 0) > 0]).toEqual([kind, true]);
    }
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    // a few per cent in all
    expect(total / cat.parts.length).toBeGreaterThan(0.01);
    expect(total / cat.parts.length).toBeLessThan(0.08);
  });

  it('puts codes where a buyer meets them: special orders on a series’ largest sizes, each-time on made-to-order parts', () => {
    const partCount = new Map(cat.series.map((s) => [s.seriesCode, s.partCount]));
    const special = cat.parts.filter((p) => p.unfitType === '3');
    expect(special.every((p) => p.seq > partCount.get(p.seriesCode)! - 2)).toBe(true);
    expect(cat.parts.filter((p) => p.unfitType === '8').every((p) => p.daysToShip >= 15)).toBe(true);
    expect(cat.parts.filter((p) => p.hasDelegate).every((p) => p.unfitType === '6')).toBe(true);
  });

  it('keeps the first part of every series fit and on sale (demo orders and replacements use it)', () => {
    const first = cat.parts.filter((p) => p.seq === 1);
    expect(first.filter((p) => p.unfitType !== null || p.discontinueFlag !== '0' || p.saleSuspended)).toEqual([]);
  });

  it('offers replacements of the same series that are on sale', () => {
    const byNumber = new Map(cat.parts.map((p) => [p.partNumber, p]));
    const replaced = cat.parts.filter((p) => p.replacementPartNumber !== null);
    expect(replaced.length).toBeGreaterThan(0);
    for (const p of replaced) {
      expect(p.discontinueFlag === '1' || p.saleSuspended).toBe(true);
      const r = byNumber.get(p.replacementPartNumber!)!;
      expect([r.seriesCode, r.unfitType, r.discontinueFlag, r.saleSuspended]).toEqual([p.seriesCode, null, '0', false]);
    }
  });

  it('runs a handful of limited campaigns below the catalogue price, two of them nearly sold out', () => {
    const now = new Date('2026-11-25T00:00:00Z').getTime();
    const running = cat.campaigns.filter((c) => Date.parse(c.startsAt) <= now && Date.parse(c.endsAt) > now);
    expect(running.length).toBeGreaterThanOrEqual(3);
    expect(running.filter((c) => c.limitQty - c.soldQty >= 1 && c.limitQty - c.soldQty <= 3).length).toBeGreaterThanOrEqual(2);
    const byNumber = new Map(cat.parts.map((p) => [p.partNumber, p]));
    for (const c of cat.campaigns) {
      const part = byNumber.get(c.partNumber)!;
      expect(part.seq).toBeGreaterThan(1);
      expect(part.unfitType).toBeNull();
      expect(yuanToFen(c.campaignPrice)).toBeLessThan(Math.min(...part.priceBreaks.map((b) => yuanToFen(b.unitPrice))));
    }
  });
});

describe('catalogue answers and stock seam on the seeded database', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ seed: 'all' });
  }, 120_000);
  afterAll(() => api?.close());

  const one = async <T>(q: ReturnType<typeof sql>) => (await queryRows<T>(api.db, q))[0]!;

  it('partNumber/search answers the unfit, discontinued and campaign fields', async () => {
    const special = await one<{ pn: string; series: string }>(
      sql`select part_number as pn, series_code as series from catalogue_part where unfit_type = '6' and has_delegate limit 1`,
    );
    const res = await api.app.inject({ method: 'GET', url: '/api/v1/partNumber/search', query: { partNumber: special.pn } });
    const hit = envelope<PartNumberSearchResult>(res).data.partNumberList.find((p) => p.partNumber === special.pn)!;
    expect(hit).toMatchObject({ unfitType: '6', hasDelegate: true, discontinueFlag: '0', saleSuspended: false, campaign: null });

    const replaced = await one<{ pn: string; repl: string }>(
      sql`select part_number as pn, replacement_part_number as repl from catalogue_part where discontinue_flag = '1' and replacement_part_number is not null limit 1`,
    );
    const r2 = await api.app.inject({ method: 'GET', url: '/api/v1/partNumber/search', query: { partNumber: replaced.pn } });
    expect(envelope<PartNumberSearchResult>(r2).data.partNumberList.find((p) => p.partNumber === replaced.pn)).toMatchObject({
      discontinueFlag: '1',
      replacementPartNumber: replaced.repl,
      unfitType: null,
    });

    const camp = await one<{ pn: string; code: string; price: string; left: number }>(
      sql`select part_number as pn, campaign_code as code, campaign_price::text as price, limit_qty - sold_qty as left
          from catalogue_campaign where starts_at <= now() and ends_at > now() order by campaign_code limit 1`,
    );
    const r3 = await api.app.inject({ method: 'GET', url: '/api/v1/partNumber/search', query: { partNumber: camp.pn } });
    const c = envelope<PartNumberSearchResult>(r3).data.partNumberList.find((p) => p.partNumber === camp.pn)!.campaign!;
    expect(c).toMatchObject({ code: camp.code, remainingQty: camp.left });
    expect(yuanToFen(c.price)).toBe(yuanToFen(camp.price));
    expect(Date.parse(c.endsAt)).toBeGreaterThan(Date.now());
  });

  it('reserveStock takes min(quantity, stock) and releaseStock gives it back', async () => {
    const p = await one<{ pn: string; stock: number }>(
      sql`select part_number as pn, stock_qty as stock from catalogue_part where stock_qty between 5 and 100 order by part_number limit 1`,
    );
    const stockOf = async () => (await one<{ s: number }>(sql`select stock_qty as s from catalogue_part where part_number = ${p.pn}`)).s;
    expect(await api.db.transaction((tx) => reserveStock(tx, p.pn, 3))).toBe(3);
    expect(await stockOf()).toBe(p.stock - 3);
    expect(await api.db.transaction((tx) => reserveStock(tx, p.pn, 100000))).toBe(p.stock - 3);
    expect(await stockOf()).toBe(0);
    expect(await api.db.transaction((tx) => reserveStock(tx, p.pn, 1))).toBe(0);
    expect(await api.db.transaction((tx) => reserveStock(tx, 'NO-SUCH-PART', 1))).toBe(0);
    await api.db.transaction((tx) => releaseStock(tx, p.pn, p.stock));
    expect(await stockOf()).toBe(p.stock);
  });

  it('two buyers racing for the last campaign unit: exactly one gets it', async () => {
    const c = await one<{ code: string; left: number }>(
      sql`select campaign_code as code, limit_qty - sold_qty as left from catalogue_campaign
          where starts_at <= now() and ends_at > now() and limit_qty - sold_qty between 1 and 3 order by campaign_code limit 1`,
    );
    // take all but one, then race for it
    if (c.left > 1) expect(await api.db.transaction((tx) => takeCampaignUnits(tx, c.code, c.left - 1))).toBe(true);
    const outcomes = await Promise.all([1, 2, 3, 4].map(() => api.db.transaction((tx) => takeCampaignUnits(tx, c.code, 1))));
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const sold = await one<{ left: number }>(
      sql`select limit_qty - sold_qty as left from catalogue_campaign where campaign_code = ${c.code}`,
    );
    expect(sold.left).toBe(0);
    await api.db.transaction((tx) => releaseCampaignUnits(tx, c.code, c.left));
    const back = await one<{ left: number }>(
      sql`select limit_qty - sold_qty as left from catalogue_campaign where campaign_code = ${c.code}`,
    );
    expect(back.left).toBe(c.left);
  });

  it('takes no units of a campaign that ended or has not started, nor more than its per-order cap', async () => {
    const notRunning = await queryRows<{ code: string }>(
      api.db,
      sql`select campaign_code as code from catalogue_campaign where not (starts_at <= now() and ends_at > now())`,
    );
    expect(notRunning.length).toBeGreaterThan(0);
    for (const { code } of notRunning) expect(await api.db.transaction((tx) => takeCampaignUnits(tx, code, 1))).toBe(false);
    const capped = await one<{ code: string; cap: number }>(
      sql`select campaign_code as code, per_order_max as cap from catalogue_campaign where per_order_max is not null and starts_at <= now() and ends_at > now() limit 1`,
    );
    expect(await api.db.transaction((tx) => takeCampaignUnits(tx, capped.code, capped.cap + 1))).toBe(false);
  });
});
