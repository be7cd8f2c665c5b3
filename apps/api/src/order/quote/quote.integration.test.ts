import { eq, sql } from 'drizzle-orm';
import { IDEMPOTENCY_HEADER } from '@shop/api-clients/confirm';
import {
  QuoteMessages,
  QuotePaths,
  type QuoteConfirmResult,
  type QuoteConfirmTicket,
  type QuoteSlip,
  type QuoteSlipCountResult,
  type QuoteSlipSearchResult,
} from '@shop/api-clients/quote/types';
import { fenToYuan, yuanToFen } from '../../db/money';
import { demoAccount } from '../../db/seed/demoAccounts';
import { idempotencyKeys } from '../../idempotency/seam';
import { jobs, runDueJobs } from '../../jobs/seam';
import { createTestApi, envelope, type TestApi } from '../../testing/testApi';
import { cartLines, orderConfirmRequests, quoteLines, quoteSlips } from '../tables';
import { demoCallers, type Caller } from '../testing';
import { addDays, chinaDate } from './chinaTime';
import { acceptQuoteForOrder, answerQuote, expireQuotes, markQuoteOrdered, quoteRequestId } from './index';
import { DEMO_QUOTES } from './seed';
import { fitParts, type PartRow } from './testParts';

let t: TestApi;
let admin: Caller;
let buyer: Caller;
let engineer: Caller;
let individual: Caller;
let fit: PartRow[];
/** turned into a special-order part (unfit 3) for these tests */
let special: PartRow;
let keyNo = 0;

const BUYER_USER = demoAccount('jinggong_buyer').userCode;
const ENGINEER_USER = demoAccount('jinggong_engineer').userCode;
const INDIVIDUAL_USER = demoAccount('zhangwei').userCode;
const setPermissions = (userCode: string, codes: string) =>
  t.db.execute(sql`update user_account set permission_list = string_to_array(${codes}, ',') where user_code = ${userCode}`);
const ENGINEER_PERMISSIONS = demoAccount('jinggong_engineer').permissionList.join(',');
const priceAt = (p: PartRow, qty: number) =>
  yuanToFen(p.priceBreaks.find((b) => qty >= b.minQty && (b.maxQty === null || qty <= b.maxQty))!.unitPrice);

beforeAll(async () => {
  t = await createTestApi({ seed: 'all' });
  fit = await fitParts(t.db, 4);
  special = (await fitParts(t.db, 1, 10))[0]!;
  await t.db.execute(sql`update catalogue_part set unfit_type = '3' where part_number = ${special!.partNumber}`);
  ({ admin, buyer, engineer, individual } = await demoCallers(t.app));
}, 120_000);
afterAll(() => t?.close());

const confirm = (c: Caller, body: unknown, key = `k-${++keyNo}`) =>
  t.app.inject({
    method: 'POST',
    url: QuotePaths.quoteSlipConfirm,
    query: { sessionId: c.login.sessionId },
    headers: { ...c.login.headers, [IDEMPOTENCY_HEADER]: key },
    payload: body as object,
  });

async function requestQuote(c: Caller, body: unknown): Promise<string> {
  const res = await confirm(c, body);
  expect([res.statusCode, res.body]).toEqual([200, expect.any(String)]);
  const { requestId } = envelope<QuoteConfirmTicket>(res).data;
  const poll = envelope<QuoteConfirmResult>(await c.get(QuotePaths.quoteSlipConfirmResult, { requestId })).data;
  if (poll.state !== 'DONE') throw new Error(`poll answered ${poll.state}`);
  return poll.quoteSlipNumber;
}
const detail = async (c: Caller, quoteSlipNumber: string) => {
  const res = await c.get(QuotePaths.quoteSlipDetail, { quoteSlipNumber });
  expect(res.statusCode).toBe(200);
  return envelope<QuoteSlip>(res).data;
};
const search = async (c: Caller, query: Record<string, string> = {}) => {
  const res = await c.get(QuotePaths.quoteSlipSearch, { pageSize: '100', ...query });
  expect(res.statusCode).toBe(200);
  return envelope<QuoteSlipSearchResult>(res).data;
};
const custom = (lines: { partNumber: string; quantity: number; customerPartNumber?: string }[], remark?: string) => ({
  source: 'CUSTOM',
  lineList: lines,
  ...(remark ? { remark } : {}),
});
const quoteCount = async () => (await t.db.select().from(quoteSlips)).length;

describe('POST quoteSlip/confirm, then confirmResult', () => {
  it('answers a quote of fit lines at once, at the catalogue price for the quantity, valid for 30 days', async () => {
    const number = await requestQuote(
      buyer,
      custom(
        [
          { partNumber: fit[0]!.partNumber.toLowerCase(), quantity: 3, customerPartNumber: 'MY-001' },
          { partNumber: fit[1]!.partNumber, quantity: 1 },
        ],
        '请尽快报价',
      ),
    );
    expect(number).toMatch(/^QT\d{10}$/);
    expect(number.slice(2, 6)).toBe(chinaDate(new Date()).slice(0, 4));
    const q = await detail(buyer, number);
    expect(q).toMatchObject({ status: 'ANSWERED', statusDisp: '已报价', source: 'CUSTOM', remark: '请尽快报价', orderable: true });
    expect(q.validUntil).toBe(addDays(chinaDate(new Date()), 30));
    expect(q.lineList.map((l) => [l.partNumber, l.quantity, l.unitPrice, l.customerPartNumber])).toEqual([
      [fit[0]!.partNumber, 3, fenToYuan(priceAt(fit[0]!, 3)), 'MY-001'],
      [fit[1]!.partNumber, 1, fenToYuan(priceAt(fit[1]!, 1)), ''],
    ]);
    const totalFen = priceAt(fit[0]!, 3) * 3 + priceAt(fit[1]!, 1);
    expect(yuanToFen(q.totalAmount!)).toBe(totalFen);
    expect(yuanToFen(q.subtotalAmount!) + yuanToFen(q.taxAmount!)).toBe(totalFen);
    expect(yuanToFen(q.subtotalAmount!)).toBe(Math.round((totalFen * 100) / 113));
  });

  it('keeps a quote with a special-order line REQUESTED until the pricing step answers it', async () => {
    const before = new Date();
    const number = await requestQuote(
      engineer,
      custom([
        { partNumber: fit[2]!.partNumber, quantity: 2 },
        { partNumber: special.partNumber, quantity: 5 },
      ]),
    );
    let q = await detail(engineer, number);
    expect(q).toMatchObject({ status: 'REQUESTED', statusDisp: '待报价', validUntil: null, totalAmount: null, orderable: false });
    expect(q.lineList[0]!.unitPrice).toBe(fenToYuan(priceAt(fit[2]!, 2)));
    expect(q.lineList[1]).toMatchObject({ unfitType: '3', unitPrice: null, daysToShip: null });

    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `quote-answer:${number}`));
    expect(job!.payload).toEqual({ quoteSlipNumber: number });
    // due QUOTE_ANSWER_DELAY_MS (60 s by default) after the request, not before
    expect(job!.runAt.getTime()).toBeGreaterThanOrEqual(before.getTime() + 60_000);
    await runDueJobs(t.db, { now: new Date(before.getTime() + 30_000) });
    expect((await detail(engineer, number)).status).toBe('REQUESTED');

    const report = await runDueJobs(t.db, { now: new Date(job!.runAt.getTime() + 1) });
    expect(report.failed).toBe(0);
    q = await detail(engineer, number);
    expect(q.status).toBe('ANSWERED');
    const base = priceAt(special, 5);
    // special order: 20 % over the catalogue price, 10 more working days
    expect(q.lineList[1]).toMatchObject({ unitPrice: fenToYuan(Math.floor((base * 120 + 50) / 100)), daysToShip: special.daysToShip + 10 });
    expect(yuanToFen(q.totalAmount!)).toBe(priceAt(fit[2]!, 2) * 2 + Math.floor((base * 120 + 50) / 100) * 5);
  });

  it('declines, at answer time, a line whose part was discontinued meanwhile without a replacement', async () => {
    const [gone] = await fitParts(t.db, 1, 20);
    const number = await requestQuote(
      buyer,
      custom([
        { partNumber: special.partNumber, quantity: 1 },
        { partNumber: gone!.partNumber, quantity: 1 },
      ]),
    );
    // the second line was fit and priced at once; make it wait for the pricing step as an unpriced line would
    await t.db
      .update(quoteLines)
      .set({ unitPrice: null })
      .where(sql`${quoteLines.quoteSlipNumber} = ${number} and ${quoteLines.lineNumber} = 2`);
    await t.db.execute(
      sql`update catalogue_part set discontinue_flag = '1', replacement_part_number = null where part_number = ${gone!.partNumber}`,
    );
    await runDueJobs(t.db, { now: new Date(Date.now() + 120_000) });
    const q = await detail(buyer, number);
    expect(q.status).toBe('ANSWERED');
    expect(q.lineList[1]).toMatchObject({ unitPrice: null, declineReason: QuoteMessages.DECLINED_DISCONTINUED });
    expect(q.lineList[0]!.unitPrice).not.toBeNull();
  });

  it('quotes the selected cart lines and leaves them in the cart', async () => {
    const buyerCode = BUYER_USER;
    await t.db.delete(cartLines).where(eq(cartLines.userCode, buyerCode));
    await t.db.insert(cartLines).values([
      {
        userCode: buyerCode,
        customerCode: 'C0012345',
        partNumber: fit[0]!.partNumber,
        quantity: 10,
        customerPartNumber: 'C-1',
        selected: true,
      },
      { userCode: buyerCode, customerCode: 'C0012345', partNumber: fit[1]!.partNumber, quantity: 4, selected: false },
    ]);
    const number = await requestQuote(buyer, { source: 'CART' });
    const q = await detail(buyer, number);
    expect(q.source).toBe('CART');
    expect(q.lineList.map((l) => [l.partNumber, l.quantity, l.customerPartNumber])).toEqual([[fit[0]!.partNumber, 10, 'C-1']]);
    expect(await t.db.select().from(cartLines).where(eq(cartLines.userCode, buyerCode))).toHaveLength(2);

    await t.db.update(cartLines).set({ selected: false }).where(eq(cartLines.userCode, buyerCode));
    const res = await confirm(buyer, { source: 'CART' });
    expect([res.statusCode, res.json().errorMessage]).toEqual([400, QuoteMessages.CART_EMPTY]);
  });

  it('refuses bad lines each with its Chinese reason, and makes nothing', async () => {
    const before = await quoteCount();
    const res = await confirm(
      buyer,
      custom([
        { partNumber: fit[0]!.partNumber, quantity: 1 },
        { partNumber: 'NO-SUCH-PART-1', quantity: 1 },
        { partNumber: fit[1]!.partNumber, quantity: 0 },
        { partNumber: fit[0]!.partNumber, quantity: 2 },
      ]),
    );
    expect(res.statusCode).toBe(400);
    const msg = res.json().errorMessage as string;
    expect(msg.startsWith(QuoteMessages.LINES_INVALID)).toBe(true);
    expect(msg).toContain(`第 3 行（${fit[1]!.partNumber}）：${QuoteMessages.BAD_QUANTITY}`);
    expect(msg).toContain(`第 4 行（${fit[0]!.partNumber}）：${QuoteMessages.DUPLICATE_PART}`);

    const unknown = await confirm(buyer, custom([{ partNumber: 'NO-SUCH-PART-1', quantity: 1 }]));
    expect(unknown.json().errorMessage).toContain(`第 1 行（NO-SUCH-PART-1）：${QuoteMessages.UNKNOWN_PART}`);

    const [discontinued] = await fitParts(t.db, 1, 30);
    await t.db.execute(
      sql`update catalogue_part set discontinue_flag = '1', replacement_part_number = ${fit[3]!.partNumber} where part_number = ${discontinued!.partNumber}`,
    );
    const old = await confirm(buyer, custom([{ partNumber: discontinued!.partNumber, quantity: 1 }]));
    expect([old.statusCode, old.json().errorMessage]).toEqual([400, expect.stringContaining(`<${fit[3]!.partNumber}>`)]);

    const tooMany = await confirm(buyer, custom(Array.from({ length: 201 }, (_, i) => ({ partNumber: `P-${i}`, quantity: 1 }))));
    expect([tooMany.statusCode, tooMany.json().errorMessage]).toEqual([400, QuoteMessages.TOO_MANY_LINES]);
    const empty = await confirm(buyer, custom([]));
    expect([empty.statusCode, empty.json().errorMessage]).toEqual([400, QuoteMessages.LINES_EMPTY]);
    expect(await quoteCount()).toBe(before);
  });

  it('asks an individual customer to complete the company first, and refuses a user without QUOTE', async () => {
    const res = await confirm(individual, custom([{ partNumber: fit[0]!.partNumber, quantity: 1 }]));
    expect([res.statusCode, res.json().errorMessage]).toEqual([403, QuoteMessages.COMPANY_REQUIRED]);
    await setPermissions(ENGINEER_USER, 'PRICE_CHECK,CART');
    try {
      const refused = await confirm(engineer, custom([{ partNumber: fit[0]!.partNumber, quantity: 1 }]));
      expect([refused.statusCode, refused.json().errorMessage]).toEqual([403, QuoteMessages.NO_QUOTE_PERMISSION]);
      expect((await engineer.get(QuotePaths.quoteSlipConfirmResult, { requestId: 'x' })).statusCode).toBe(403);
    } finally {
      await setPermissions(ENGINEER_USER, ENGINEER_PERMISSIONS);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: QuotePaths.quoteSlipConfirm,
      headers: { [IDEMPOTENCY_HEADER]: 'k' },
      payload: { source: 'CART' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('needs the Idempotency-Key, and one key makes one quote however often it is sent', async () => {
    const body = custom([{ partNumber: fit[3]!.partNumber, quantity: 7 }]);
    const missing = await buyer.post(QuotePaths.quoteSlipConfirm, body);
    expect(missing.statusCode).toBe(400);

    const before = await quoteCount();
    const answers = await Promise.all(Array.from({ length: 20 }, () => confirm(buyer, body, 'double-click-key')));
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    const again = await confirm(buyer, body, 'double-click-key');
    expect(again.statusCode).toBe(200);
    expect(await quoteCount()).toBe(before + 1);
    const requestId = envelope<QuoteConfirmTicket>(again).data.requestId;
    expect(requestId).toBe(quoteRequestId(BUYER_USER, 'double-click-key'));
    const rows = await t.db.select().from(orderConfirmRequests).where(eq(orderConfirmRequests.requestId, requestId));
    expect(rows).toHaveLength(1);
  });

  it('polls: DONE only for the caller, PROCESSING while the key runs, NOT_FOUND when nothing was made', async () => {
    const res = await confirm(buyer, custom([{ partNumber: fit[0]!.partNumber, quantity: 2 }]), 'poll-key');
    const { requestId } = envelope<QuoteConfirmTicket>(res).data;
    const poll = async (c: Caller, id: string) =>
      envelope<QuoteConfirmResult>(await c.get(QuotePaths.quoteSlipConfirmResult, { requestId: id })).data;
    expect((await poll(buyer, requestId)).state).toBe('DONE');
    expect(await poll(admin, requestId)).toEqual({ state: 'NOT_FOUND' });
    expect(await poll(buyer, 'f'.repeat(64))).toEqual({ state: 'NOT_FOUND' });

    // a confirmation under way: its key is claimed and running
    const running = quoteRequestId(BUYER_USER, 'still-running');
    const now = new Date();
    await t.db.insert(idempotencyKeys).values({
      keyHash: running,
      scope: `user:${BUYER_USER}`,
      requestHash: 'x',
      state: 'running',
      lockedUntil: new Date(now.getTime() + 60_000),
      createdAt: now,
      expiresAt: new Date(now.getTime() + 86_400_000),
    });
    expect(await poll(buyer, running)).toEqual({ state: 'PROCESSING' });
    expect(await poll(engineer, running)).toEqual({ state: 'NOT_FOUND' });
    // its process died: after the lease nothing is running and nothing was made, a clean failure
    await t.db
      .update(idempotencyKeys)
      .set({ lockedUntil: new Date(now.getTime() - 1) })
      .where(eq(idempotencyKeys.keyHash, running));
    expect(await poll(buyer, running)).toEqual({ state: 'NOT_FOUND' });
  });
});

describe('quoteSlip search, count, detail: who sees what', () => {
  let buyerQuote: string;
  let engineerQuote: string;
  const OTHER = 'QT2026999999';
  beforeAll(async () => {
    buyerQuote = await requestQuote(buyer, custom([{ partNumber: fit[1]!.partNumber, quantity: 11 }]));
    engineerQuote = await requestQuote(engineer, custom([{ partNumber: fit[2]!.partNumber, quantity: 12 }]));
    await t.db.insert(quoteSlips).values({
      quoteSlipNumber: OTHER,
      customerCode: 'C0099999',
      userCode: 'U0099999001',
      userName: '赵强',
      status: 'ANSWERED',
      source: 'CUSTOM',
      validUntil: '2099-01-01',
      totalAmount: '10.00',
    });
  });

  it('shows the company quotes to QUOTE_HISTORY holders, newest first, and nothing of other customers', async () => {
    const r = await search(buyer);
    const numbers = r.quoteSlipList.map((q) => q.quoteSlipNumber);
    expect(numbers).toEqual(expect.arrayContaining([buyerQuote, engineerQuote]));
    expect(numbers).not.toContain(OTHER);
    expect(r.quoteSlipList.every((q) => q.customerCode === 'C0012345')).toBe(true);
    const times = r.quoteSlipList.map((q) => q.requestedAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await search(admin)).totalCount).toBe(r.totalCount);
    expect((await search(individual)).totalCount).toBe(0);
  });

  it('without QUOTE_HISTORY: only one’s own, a colleague’s quote is 403, another company’s 404', async () => {
    await setPermissions(ENGINEER_USER, 'QUOTE,PRICE_CHECK,CART');
    try {
      const r = await search(engineer);
      expect(r.quoteSlipList.length).toBeGreaterThan(0);
      expect(r.quoteSlipList.every((q) => q.userCode === ENGINEER_USER)).toBe(true);
      const colleague = await engineer.get(QuotePaths.quoteSlipDetail, { quoteSlipNumber: buyerQuote });
      expect([colleague.statusCode, colleague.json().errorMessage]).toEqual([403, QuoteMessages.FORBIDDEN]);
      expect((await engineer.get(QuotePaths.quoteSlipDetail, { quoteSlipNumber: engineerQuote })).statusCode).toBe(200);
      const counts = envelope<QuoteSlipCountResult>(await engineer.get(QuotePaths.quoteSlipCount)).data;
      expect(counts.totalCount).toBe(r.totalCount);
    } finally {
      await setPermissions(ENGINEER_USER, ENGINEER_PERMISSIONS);
    }
    for (const c of [admin, buyer, engineer]) {
      const foreign = await c.get(QuotePaths.quoteSlipDetail, { quoteSlipNumber: OTHER });
      expect([foreign.statusCode, foreign.json().errorMessage]).toEqual([404, QuoteMessages.NOT_FOUND]);
    }
    const individualAsks = await individual.get(QuotePaths.quoteSlipDetail, { quoteSlipNumber: buyerQuote });
    expect(individualAsks.statusCode).toBe(404);
    expect((await buyer.get(QuotePaths.quoteSlipDetail, { quoteSlipNumber: 'QT2026000000' })).statusCode).toBe(404);
    expect((await buyer.get(QuotePaths.quoteSlipDetail, { quoteSlipNumber: 'nonsense' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: QuotePaths.quoteSlipSearch })).statusCode).toBe(401);
  });

  it('filters by number, part number, dates and status, and counts per status with the same filters', async () => {
    expect((await search(buyer, { quoteSlipNumber: buyerQuote.toLowerCase() })).quoteSlipList.map((q) => q.quoteSlipNumber)).toEqual([
      buyerQuote,
    ]);
    const byPart = await search(buyer, { partNumber: fit[2]!.partNumber.slice(0, -1).toLowerCase() });
    expect(byPart.quoteSlipList.map((q) => q.quoteSlipNumber)).toContain(engineerQuote);
    expect(byPart.quoteSlipList.every((q) => q.lineList.some((l) => l.partNumber.startsWith(fit[2]!.partNumber.slice(0, -1))))).toBe(true);
    const today = chinaDate(new Date());
    expect((await search(buyer, { dateFrom: today, dateTo: today, quoteSlipNumber: buyerQuote })).totalCount).toBe(1);
    expect((await search(buyer, { dateTo: addDays(today, -1), quoteSlipNumber: buyerQuote })).totalCount).toBe(0);
    expect((await search(buyer, { dateFrom: addDays(today, 1), quoteSlipNumber: buyerQuote })).totalCount).toBe(0);
    const bad = await buyer.get(QuotePaths.quoteSlipSearch, { dateFrom: '2026-02-30' });
    expect([bad.statusCode, bad.json().errorMessage]).toEqual([400, QuoteMessages.BAD_DATE]);

    const answered = await search(buyer, { status: 'ANSWERED' });
    expect(answered.quoteSlipList.every((q) => q.status === 'ANSWERED')).toBe(true);
    const counts = envelope<QuoteSlipCountResult>(await buyer.get(QuotePaths.quoteSlipCount)).data;
    expect(counts.statusCountList.map((s) => s.status)).toEqual(['REQUESTED', 'ANSWERED', 'ORDERED', 'EXPIRED']);
    expect(counts.statusCountList.find((s) => s.status === 'ANSWERED')!.count).toBe(answered.totalCount);
    expect(counts.totalCount).toBe((await search(buyer)).totalCount);
    const one = envelope<QuoteSlipCountResult>(await buyer.get(QuotePaths.quoteSlipCount, { quoteSlipNumber: buyerQuote })).data;
    expect(one.totalCount).toBe(1);

    const page = await search(buyer, { pageSize: '1', pageNo: '2' });
    expect(page.quoteSlipList).toHaveLength(1);
    expect(page.quoteSlipList[0]!.quoteSlipNumber).toBe((await search(buyer)).quoteSlipList[1]!.quoteSlipNumber);
  });

  it('reads a quote past its validity date as EXPIRED, and the sweep stores it', async () => {
    const number = await requestQuote(buyer, custom([{ partNumber: fit[3]!.partNumber, quantity: 1 }]));
    const yesterday = addDays(chinaDate(new Date()), -1);
    await t.db.update(quoteSlips).set({ validUntil: yesterday }).where(eq(quoteSlips.quoteSlipNumber, number));
    expect(await detail(buyer, number)).toMatchObject({ status: 'EXPIRED', statusDisp: '已过期', orderable: false });
    expect((await search(buyer, { status: 'EXPIRED' })).quoteSlipList.map((q) => q.quoteSlipNumber)).toContain(number);
    expect((await search(buyer, { status: 'ANSWERED' })).quoteSlipList.map((q) => q.quoteSlipNumber)).not.toContain(number);
    expect(await expireQuotes(t.db)).toBeGreaterThanOrEqual(1);
    const [row] = await t.db.select().from(quoteSlips).where(eq(quoteSlips.quoteSlipNumber, number));
    expect(row!.status).toBe('EXPIRED');
  });
});

describe('acceptQuoteForOrder / markQuoteOrdered (for checkout)', () => {
  const sessionUser = (loginId: 'buyer' | 'engineer' | 'individual') => {
    const userCode = { buyer: BUYER_USER, engineer: ENGINEER_USER, individual: INDIVIDUAL_USER }[loginId];
    return { userCode, customerCode: loginId === 'individual' ? null : 'C0012345', isMain: false, permissionList: ['QUOTE'] };
  };

  it('answers the priced lines of a valid quote once; a second order is refused', async () => {
    const number = await requestQuote(buyer, custom([{ partNumber: fit[0]!.partNumber, quantity: 5 }]));
    const accepted = await t.db.transaction(async (tx) => {
      const a = await acceptQuoteForOrder(tx, sessionUser('buyer'), number);
      await markQuoteOrdered(tx, number, 'SO2026500001');
      return a;
    });
    expect(accepted.lines).toEqual([
      expect.objectContaining({ partNumber: fit[0]!.partNumber, quantity: 5, unitFen: priceAt(fit[0]!, 5) }),
    ]);
    const q = await detail(buyer, number);
    expect(q).toMatchObject({ status: 'ORDERED', orderSlipNumber: 'SO2026500001', orderable: false });
    await expect(t.db.transaction((tx) => acceptQuoteForOrder(tx, sessionUser('buyer'), number))).rejects.toMatchObject({
      httpStatus: 409,
      message: QuoteMessages.ALREADY_ORDERED,
    });
  });

  it('two checkouts racing for one quote: one orders it', async () => {
    const number = await requestQuote(buyer, custom([{ partNumber: fit[1]!.partNumber, quantity: 2 }]));
    const race = (so: string) =>
      t.db.transaction(async (tx) => {
        await acceptQuoteForOrder(tx, sessionUser('buyer'), number);
        await markQuoteOrdered(tx, number, so);
      });
    const outcomes = await Promise.allSettled([race('SO2026500002'), race('SO2026500003')]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
  });

  it('refuses a quote not answered yet, expired, a colleague’s without QUOTE_HISTORY and another customer’s', async () => {
    const requested = await requestQuote(buyer, custom([{ partNumber: special.partNumber, quantity: 1 }]));
    await expect(t.db.transaction((tx) => acceptQuoteForOrder(tx, sessionUser('buyer'), requested))).rejects.toMatchObject({
      httpStatus: 409,
      message: QuoteMessages.NOT_ANSWERED,
    });
    const old = await requestQuote(buyer, custom([{ partNumber: fit[2]!.partNumber, quantity: 1 }]));
    await t.db.update(quoteSlips).set({ validUntil: '2020-01-01' }).where(eq(quoteSlips.quoteSlipNumber, old));
    await expect(t.db.transaction((tx) => acceptQuoteForOrder(tx, sessionUser('buyer'), old))).rejects.toMatchObject({
      httpStatus: 409,
      message: QuoteMessages.EXPIRED,
    });
    await expect(t.db.transaction((tx) => acceptQuoteForOrder(tx, sessionUser('engineer'), requested))).rejects.toMatchObject({
      httpStatus: 403,
    });
    await expect(t.db.transaction((tx) => acceptQuoteForOrder(tx, sessionUser('individual'), requested))).rejects.toMatchObject({
      httpStatus: 404,
    });
  });
});

describe('the demo quotes of the seed', () => {
  it('has one quote in each status, by the buyer and the engineer', async () => {
    const statuses = await Promise.all(
      Object.values(DEMO_QUOTES).map(async (n) => [n, (await detail(admin, n)).status, (await detail(admin, n)).userName]),
    );
    expect(statuses).toEqual([
      [DEMO_QUOTES.answered, 'ANSWERED', '李娜'],
      [DEMO_QUOTES.requested, 'REQUESTED', '陈晓明'],
      [DEMO_QUOTES.ordered, 'ORDERED', '李娜'],
      [DEMO_QUOTES.expired, 'EXPIRED', '陈晓明'],
    ]);
    const answered = await detail(buyer, DEMO_QUOTES.answered);
    expect(answered.orderable).toBe(true);
    expect(answered.lineList.some((l) => l.unfitType !== null && l.unitPrice !== null)).toBe(true);
    expect(answered.lineList.some((l) => l.declineReason === QuoteMessages.DECLINED_DISCONTINUED && l.unitPrice === null)).toBe(true);
    expect((await detail(buyer, DEMO_QUOTES.ordered)).orderSlipNumber).toBe('SO2026010002');
  });

  it('answers the waiting quote when the pricing step runs (what quote:answer does)', async () => {
    expect(await t.db.transaction((tx) => answerQuote(tx, DEMO_QUOTES.requested))).toBe(true);
    const q = await detail(engineer, DEMO_QUOTES.requested);
    expect(q.status).toBe('ANSWERED');
    expect(q.lineList.every((l) => l.unitPrice !== null)).toBe(true);
    // a second run leaves an answered quote alone
    expect(await t.db.transaction((tx) => answerQuote(tx, DEMO_QUOTES.requested))).toBe(false);
  });
});
