import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { seed } from '../src/db/seed';
import { generateCatalogue } from '../src/db/seed/catalogue/generate';
import { DEMO_ACCOUNTS, DEMO_COMPANY, PERMISSION_CODES } from '../src/db/seed/demoAccounts';
import { createTestDb, TEST_SCALE } from '../src/testing/testDb';

describe('catalogue generator', () => {
  it('is deterministic: same seed and scale, same catalogue', () => {
    const a = generateCatalogue({ scale: TEST_SCALE });
    const b = generateCatalogue({ scale: TEST_SCALE });
    expect(b.parts.slice(0, 200)).toEqual(a.parts.slice(0, 200));
    expect(b.series.map((s) => s.seriesCode)).toEqual(a.series.map((s) => s.seriesCode));
    expect([b.categories.length, b.brands.length, b.series.length, b.parts.length]).toEqual([
      a.categories.length,
      a.brands.length,
      a.series.length,
      a.parts.length,
    ]);
  });

  it('pins the first part numbers of the default seed (a change here changes every seeded database)', () => {
    const { parts, series } = generateCatalogue({ scale: TEST_SCALE });
    expect(parts.slice(0, 3).map((p) => p.partNumber)).toMatchSnapshot();
    expect(series.slice(0, 3).map((s) => `${s.seriesCode} ${s.seriesName}`)).toMatchSnapshot();
  });

  it('another seed gives another catalogue', () => {
    const a = generateCatalogue({ scale: TEST_SCALE });
    const b = generateCatalogue({ scale: TEST_SCALE, seed: 7 });
    expect(b.parts.slice(0, 50).map((p) => p.partNumber)).not.toEqual(a.parts.slice(0, 50).map((p) => p.partNumber));
  });

  it('at full scale has 60+ leaf categories, 40+ brands, 2,000+ series and 100,000+ unique part numbers', () => {
    const c = generateCatalogue();
    expect(c.categories.filter((x) => x.level === 3).length).toBeGreaterThanOrEqual(60);
    expect(c.brands.length).toBeGreaterThanOrEqual(40);
    expect(c.series.length).toBeGreaterThanOrEqual(2000);
    expect(c.parts.length).toBeGreaterThanOrEqual(100000);
    expect(new Set(c.parts.map((p) => p.partNumberUpper)).size).toBe(c.parts.length);
    expect(new Set(c.series.map((s) => s.seriesCode.toUpperCase())).size).toBe(c.series.length);
    expect(c.brands.every((b) => b.seriesCount > 0)).toBe(true);
    // every series' part count and cheapest price agree with its parts
    const bySeries = new Map<string, number[]>();
    for (const p of c.parts) bySeries.set(p.seriesCode, [...(bySeries.get(p.seriesCode) ?? []), p.priceBreaks[0]!.unitPrice]);
    for (const s of c.series.slice(0, 300)) {
      expect(bySeries.get(s.seriesCode)).toHaveLength(s.partCount);
      expect(Math.min(...bySeries.get(s.seriesCode)!)).toBe(s.minPrice);
    }
  });

  it('builds part numbers from the series code and spec values, MISUMI style', () => {
    const c = generateCatalogue();
    const some = (re: RegExp) => c.parts.some((p) => re.test(p.partNumber));
    expect(some(/^SFJ\d+-\d+$/)).toBe(true);
    expect(some(/^6204ZZ$/)).toBe(true);
    expect(some(/^LX\d+-B\d-\d+$/)).toBe(true);
    expect(some(/^CB\d+-\d+$/)).toBe(true);
  });
});

describe('seeding a database', () => {
  let ctx: Awaited<ReturnType<typeof createTestDb>>;
  beforeAll(async () => {
    ctx = await createTestDb();
  }, 60_000);
  afterAll(() => ctx?.dispose());

  const counts = async () =>
    (
      await queryRows<{ categories: number; brands: number; series: number; parts: number }>(
        ctx.db,
        sql`select (select count(*)::int from catalogue_category) as categories, (select count(*)::int from catalogue_brand) as brands,
                   (select count(*)::int from catalogue_series) as series, (select count(*)::int from catalogue_part) as parts`,
      )
    )[0]!;

  it('writes the generated catalogue and records it in seed_meta', async () => {
    const lines: string[] = [];
    const reports = await seed(ctx.db, { scale: TEST_SCALE, log: (l) => lines.push(l) });
    const gen = generateCatalogue({ scale: TEST_SCALE });
    expect(reports.find((r) => r.step === 'catalogue')).toMatchObject({
      ran: true,
      details: { parts: gen.parts.length, series: gen.series.length },
    });
    expect(await counts()).toEqual({
      categories: gen.categories.length,
      brands: gen.brands.length,
      series: gen.series.length,
      parts: gen.parts.length,
    });
    expect(lines.some((l) => /^\[seed\] parts \d+\/\d+$/.test(l))).toBe(true);
    const first = await queryRows<{ pn: string }>(
      ctx.db,
      sql`select part_number as pn from catalogue_part order by series_code, seq limit 20`,
    );
    const expected = [...gen.parts]
      .sort((a, b) => (a.seriesCode < b.seriesCode ? -1 : a.seriesCode > b.seriesCode ? 1 : a.seq - b.seq))
      .slice(0, 20);
    expect(first.map((r) => r.pn)).toEqual(expected.map((p) => p.partNumber));
  });

  it('puts back every secondary index and foreign key it set aside for the bulk load', async () => {
    const idx = await queryRows<{ name: string }>(
      ctx.db,
      sql`select indexname as name from pg_indexes where schemaname = current_schema() and tablename like 'catalogue_%' order by 1`,
    );
    expect(idx.map((i) => i.name)).toEqual(
      expect.arrayContaining([
        'catalogue_part_upper_idx',
        'catalogue_part_series_idx',
        'catalogue_series_tokens_idx',
        'catalogue_series_category_idx',
        'catalogue_series_brand_idx',
      ]),
    );
    const fks = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from pg_constraint c join pg_namespace n on n.oid = c.connamespace where c.contype = 'f' and n.nspname = current_schema() and c.conrelid::regclass::text like '%catalogue_%'`,
    );
    // series → brand, series → category, part → series, campaign → part
    expect(fks[0]!.n).toBe(4);
  });

  it('is idempotent: a second run does nothing', async () => {
    const before = await counts();
    const reports = await seed(ctx.db, { scale: TEST_SCALE, log: () => undefined });
    expect(reports.find((r) => r.step === 'catalogue')!.ran).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it('force re-seeds from scratch to the same content', async () => {
    const before = await counts();
    const reports = await seed(ctx.db, { scale: TEST_SCALE, force: true, log: () => undefined });
    expect(reports.find((r) => r.step === 'catalogue')!.ran).toBe(true);
    expect(await counts()).toEqual(before);
  });
});

describe('demo accounts', () => {
  it('define a company main account, two sub-users with different permissions and an individual without company', () => {
    const byRole = (r: string) => DEMO_ACCOUNTS.filter((a) => a.role === r);
    expect(DEMO_COMPANY.customerName).toBe('苏州精工自动化设备有限公司');
    expect(byRole('main')).toHaveLength(1);
    expect(byRole('main')[0]!.permissionList).toEqual([...PERMISSION_CODES]);
    const subs = byRole('sub');
    expect(subs).toHaveLength(2);
    expect(subs[0]!.permissionList).not.toEqual(subs[1]!.permissionList);
    expect(subs.every((s) => s.customerCode === DEMO_COMPANY.customerCode && !s.permissionList.includes('USER_MANAGE'))).toBe(true);
    expect(byRole('individual')).toEqual([expect.objectContaining({ customerCode: null })]);
    expect(new Set(DEMO_ACCOUNTS.map((a) => a.loginId)).size).toBe(DEMO_ACCOUNTS.length);
  });
});
