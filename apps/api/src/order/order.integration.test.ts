import { asc, eq } from 'drizzle-orm';
import { OrderPaths, type OrderAuthCheckResult, type OrderSlipSearchResult } from '@shop/api-clients/order/types';
import { findParts } from '../catalogue/seam';
import { fenToYuan, sumFen, yuanToFen } from '../db/money';
import { seed } from '../db/seed';
import { demoAccount } from '../db/seed/demoAccounts';
import { DEMO_ORDERS } from './demoOrders';
import { orderLines, orderSlips } from './tables';
import { createTestApi, envelope, type TestApi } from '../testing/testApi';
import { TEST_SCALE } from '../testing/testDb';
import { demoCallers, type Caller } from './testing';

let t: TestApi;
let admin: Caller;
let buyer: Caller;
let engineer: Caller;
let individual: Caller;

const COMPANY_ORDERS = DEMO_ORDERS.filter((o) => o.loginId.startsWith('jinggong_'))
  .map((o) => o.orderSlipNumber)
  .sort();
const ordersOf = (loginId: string) =>
  DEMO_ORDERS.filter((o) => o.loginId === loginId)
    .map((o) => o.orderSlipNumber)
    .sort();
const ENGINEER_ORDER = 'SO2026010003';
const BUYER_ORDER = 'SO2026010002';
const INDIVIDUAL_ORDER = 'SO2026020007';
const OTHER_COMPANY_ORDER = 'SO2026019999';

beforeAll(async () => {
  t = await createTestApi({ seed: 'all' });
  // an order of a company none of the demo accounts belongs to
  await t.db.insert(orderSlips).values({
    orderSlipNumber: OTHER_COMPANY_ORDER,
    customerCode: 'C0099999',
    orderUserCode: 'U0099999001',
    orderUserName: '赵强',
    orderDate: '2026-01-30',
    status: 'COMPLETED',
    totalAmount: '100.00',
  });
  await t.db.insert(orderLines).values({
    orderSlipNumber: OTHER_COMPANY_ORDER,
    soLineNumber: 1,
    partNumber: 'X-1',
    productName: '测试',
    brandName: '测试',
    quantity: 10,
    unitPrice: '10.00',
    shippedQty: 10,
  });
  ({ admin, buyer, engineer, individual } = await demoCallers(t.app));
}, 120_000);
afterAll(() => t?.close());

const search = async (c: Caller, query: Record<string, string> = {}) => {
  const res = await c.get(OrderPaths.orderSlipSearch, { pageSize: '100', ...query });
  expect(res.statusCode).toBe(200);
  return envelope<OrderSlipSearchResult>(res).data;
};
const numbers = (r: OrderSlipSearchResult) => r.orderSlipList.map((o) => o.orderSlipNumber).sort();
const authCheck = (c: Caller, soSlipNumber: string, soLineNumber?: string) =>
  c.get(OrderPaths.orderSlipAuthCheck, { soSlipNumber, ...(soLineNumber ? { soLineNumber } : {}) });

describe('GET /api/order/v1/orderSlip/search', () => {
  it('shows the main account every order of its company, and nothing of other customers', async () => {
    const r = await search(admin);
    expect(numbers(r)).toEqual(COMPANY_ORDERS);
    expect(r.totalCount).toBe(COMPANY_ORDERS.length);
    expect(r.orderSlipList.every((o) => o.customerCode === 'C0012345')).toBe(true);
    // placed by the main account and by each sub-user
    expect(new Set(r.orderSlipList.map((o) => o.orderUserName))).toEqual(new Set(['王建国', '李娜', '陈晓明']));
  });

  it('shows a sub-user holding ORDER_HISTORY the whole company', async () => {
    expect(numbers(await search(buyer))).toEqual(COMPANY_ORDERS);
  });

  it('shows a sub-user without ORDER_HISTORY only the orders they placed', async () => {
    const r = await search(engineer);
    expect(numbers(r)).toEqual(ordersOf('jinggong_engineer'));
    expect(r.orderSlipList.every((o) => o.orderUserCode === 'U0012345003')).toBe(true);
  });

  it('shows an individual customer only their own orders', async () => {
    const r = await search(individual);
    expect(numbers(r)).toEqual(ordersOf('zhangwei'));
    expect(r.orderSlipList.every((o) => o.customerCode === null)).toBe(true);
  });

  it('pages newest first and answers the contract shape, lines being catalogue parts', async () => {
    const first = await search(admin, { pageNo: '1', pageSize: '3' });
    const second = await search(admin, { pageNo: '2', pageSize: '3' });
    expect(first).toMatchObject({ totalCount: COMPANY_ORDERS.length, pageNo: 1, pageSize: 3 });
    expect(first.orderSlipList).toHaveLength(3);
    const dates = [...first.orderSlipList, ...second.orderSlipList].map((o) => o.orderDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const o = first.orderSlipList[0]!;
    expect(o.orderSlipNumber).toMatch(/^SO2026\d{6}$/);
    expect(o.statusDisp).toBeTruthy();
    for (const l of o.lineList) {
      expect(yuanToFen(l.amount)).toBe(yuanToFen(l.unitPrice) * l.quantity);
      expect(l.shippedQty).toBeLessThanOrEqual(l.quantity);
    }
    // the seed sums the lines in fen: the total is exact, not merely close
    for (const slip of first.orderSlipList) expect(yuanToFen(slip.totalAmount)).toBe(sumFen(slip.lineList.map((l) => yuanToFen(l.amount))));
    const pns = first.orderSlipList.flatMap((x) => x.lineList.map((l) => l.partNumber));
    const found = await findParts(t.db, pns);
    expect(found.size).toBe(new Set(pns).size);
  });

  it('answers amounts computed in fen: 3 × 0.10 is 0.3 and the lines of 0.3 + 0.2 + 0.1 total 0.6', async () => {
    const number = 'SO2026039998';
    const zhangwei = demoAccount('zhangwei');
    await t.db.insert(orderSlips).values({
      orderSlipNumber: number,
      customerCode: null,
      orderUserCode: zhangwei.userCode,
      orderUserName: zhangwei.userName,
      orderDate: '2026-03-09',
      status: 'CONFIRMED',
      totalAmount: '0.60',
    });
    const line = (soLineNumber: number, quantity: number, unitPrice: string) => ({
      orderSlipNumber: number,
      soLineNumber,
      partNumber: `MONEY-${soLineNumber}`,
      productName: '测试',
      brandName: '测试',
      quantity,
      unitPrice,
    });
    await t.db.insert(orderLines).values([line(1, 3, '0.10'), line(2, 1, '0.20'), line(3, 1, '0.10')]);
    try {
      const res = await individual.get(OrderPaths.orderSlipSearch, { orderSlipNumber: number });
      const [slip] = envelope<OrderSlipSearchResult>(res).data.orderSlipList;
      expect(slip!.lineList.map((l) => [l.unitPrice, l.amount])).toEqual([
        [0.1, 0.3],
        [0.2, 0.2],
        [0.1, 0.1],
      ]);
      expect(slip!.totalAmount).toBe(0.6);
      expect(res.body).toContain('"amount":0.3,');
      expect(fenToYuan(sumFen(slip!.lineList.map((l) => yuanToFen(l.amount))))).toBe(slip!.totalAmount);
    } finally {
      await t.db.delete(orderSlips).where(eq(orderSlips.orderSlipNumber, number));
    }
  });

  it('filters by slip number without widening what the caller sees', async () => {
    expect(numbers(await search(admin, { orderSlipNumber: ENGINEER_ORDER }))).toEqual([ENGINEER_ORDER]);
    expect((await search(engineer, { orderSlipNumber: BUYER_ORDER })).totalCount).toBe(0);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: OrderPaths.orderSlipSearch });
    expect(res.statusCode).toBe(401);
    expect(envelope(res)).toMatchObject({ status: 401, errorMessage: '请先登录', data: null });
  });

  it('refuses a bad page number with a Chinese 400', async () => {
    const res = await engineer.get(OrderPaths.orderSlipSearch, { pageNo: '0' });
    expect(res.statusCode).toBe(400);
    expect(envelope(res).errorMessage).toBe('参数错误：pageNo 必须是 1 到 10000 之间的整数');
  });
});

describe('GET /api/order/v1/orderSlip/authCheck', () => {
  it('lets a sub-user check their own order and line, with what they may still apply for', async () => {
    const res = await authCheck(engineer, ENGINEER_ORDER);
    expect(res.statusCode).toBe(200);
    const data = envelope<OrderAuthCheckResult>(res).data;
    expect(data).toMatchObject({ soSlipNumber: ENGINEER_ORDER, canApply: true, status: 'COMPLETED', statusDisp: '已完成' });
    expect(data.soLineNumber).toBeUndefined();
    expect(data.lineList.map((l) => l.soLineNumber)).toEqual(['1', '2']);

    const line = envelope<OrderAuthCheckResult>(await authCheck(engineer, ENGINEER_ORDER, '2')).data;
    expect(line).toMatchObject({ soSlipNumber: ENGINEER_ORDER, soLineNumber: '2', canApply: true });
    expect(line.lineList).toEqual([expect.objectContaining({ soLineNumber: '2', shippedQty: 2, applicableQty: 2 })]);
  });

  it('accepts a lower-case slip number', async () => {
    expect((await authCheck(engineer, ENGINEER_ORDER.toLowerCase())).statusCode).toBe(200);
  });

  it('answers 403 无权查看该订单 for a colleague’s order to a sub-user without ORDER_HISTORY', async () => {
    const res = await authCheck(engineer, BUYER_ORDER, '1');
    expect(res.statusCode).toBe(403);
    expect(envelope(res)).toMatchObject({ status: 403, errorMessage: '无权查看该订单', errorCode: 'ORDER_FORBIDDEN', data: null });
  });

  it('lets the main account and an ORDER_HISTORY user check any order of the company', async () => {
    expect((await authCheck(admin, ENGINEER_ORDER, '1')).statusCode).toBe(200);
    expect((await authCheck(buyer, ENGINEER_ORDER)).statusCode).toBe(200);
  });

  it('answers 404 订单不存在 for other customers’ orders, exactly as for a number that does not exist', async () => {
    const missing = await authCheck(admin, 'SO2026999999');
    expect(missing.statusCode).toBe(404);
    expect(envelope(missing)).toMatchObject({ errorMessage: '订单不存在', errorCode: 'ORDER_NOT_FOUND', data: null });
    for (const [c, n] of [
      [admin, OTHER_COMPANY_ORDER],
      [engineer, INDIVIDUAL_ORDER],
      [individual, BUYER_ORDER],
      [individual, OTHER_COMPANY_ORDER],
    ] as const) {
      const res = await authCheck(c, n);
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(missing.body);
    }
  });

  it('answers 404 for a malformed number and 404 订单明细不存在 for a missing line', async () => {
    expect((await authCheck(engineer, 'not-an-order')).statusCode).toBe(404);
    const res = await authCheck(engineer, ENGINEER_ORDER, '9');
    expect(res.statusCode).toBe(404);
    expect(envelope(res).errorMessage).toBe('订单明细不存在');
    expect((await authCheck(engineer, ENGINEER_ORDER, 'x')).statusCode).toBe(404);
  });

  it('says why an order cannot be applied for: not shipped, or cancelled', async () => {
    const confirmed = envelope<OrderAuthCheckResult>(await authCheck(admin, 'SO2026030009')).data;
    expect(confirmed).toMatchObject({ canApply: false, cannotApplyReason: '订单尚未发货，发货后才能申请售后' });
    const cancelled = envelope<OrderAuthCheckResult>(await authCheck(buyer, 'SO2026030010')).data;
    expect(cancelled).toMatchObject({ canApply: false, cannotApplyReason: '已取消的订单不能申请售后' });
    expect(cancelled.lineList.every((l) => l.applicableQty === 0)).toBe(true);
  });

  it('needs a session and a slip number', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: OrderPaths.orderSlipAuthCheck, query: { soSlipNumber: ENGINEER_ORDER } })).statusCode,
    ).toBe(401);
    const res = await engineer.get(OrderPaths.orderSlipAuthCheck);
    expect(res.statusCode).toBe(400);
    expect(envelope(res).errorMessage).toBe('参数错误：缺少必填参数 soSlipNumber');
  });
});

describe('demo order seed', () => {
  it('is deterministic: re-seeding from scratch writes the same orders and lines', async () => {
    const snapshot = async () => ({
      slips: await t.db.select().from(orderSlips).orderBy(asc(orderSlips.orderSlipNumber)),
      lines: await t.db.select().from(orderLines).orderBy(asc(orderLines.orderSlipNumber), asc(orderLines.soLineNumber)),
    });
    const before = await snapshot();
    await seed(t.db, { scale: TEST_SCALE, force: true, log: () => undefined });
    const after = await snapshot();
    const strip = <T extends { createdAt?: Date; updatedAt?: Date }>(rows: T[]) => rows.map(({ createdAt: _c, updatedAt: _u, ...r }) => r);
    expect(strip(after.slips)).toEqual(strip(before.slips));
    expect(after.lines).toEqual(before.lines);
    expect(before.slips.filter((s) => s.orderSlipNumber !== OTHER_COMPANY_ORDER)).toHaveLength(DEMO_ORDERS.length);
  }, 120_000);
});
