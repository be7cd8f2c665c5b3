import { sql } from 'drizzle-orm';
import {
  OrderMessages,
  OrderPaths,
  type OrderItemSearchResult,
  type OrderReorderAnswer,
  type OrderSlipCountResult,
  type OrderSlipDetail,
  type OrderSlipSearchResult,
} from '@shop/api-clients/order/types';
import { queryRows } from '../db/client';
import { createTestApi, envelope, type TestApi } from '../testing/testApi';
import { emptyCart } from './checkout/testFixtures';
import { DEMO_ORDERS } from './demoOrders';
import { demoCallers, type Caller } from './testing';

let t: TestApi;
let admin: Caller;
let buyer: Caller;
let engineer: Caller;
let individual: Caller;

beforeAll(async () => {
  t = await createTestApi({ seed: 'all' });
  ({ admin, buyer, engineer, individual } = await demoCallers(t.app));
}, 120_000);
afterAll(() => t?.close());

const search = async (c: Caller, q: Record<string, string> = {}) => {
  const res = await c.get(OrderPaths.orderSlipSearch, { pageSize: '100', ...q });
  expect(res.statusCode).toBe(200);
  return envelope<OrderSlipSearchResult>(res).data;
};
const numbers = (r: OrderSlipSearchResult) => r.orderSlipList.map((o) => o.orderSlipNumber).sort();
const companyPlans = DEMO_ORDERS.filter((o) => o.loginId.startsWith('jinggong_'));

describe('orderSlip/search filters', () => {
  it('by status, date range and number prefix, within what the caller sees', async () => {
    expect(numbers(await search(admin, { status: 'COMPLETED' }))).toEqual(
      companyPlans
        .filter((o) => o.status === 'COMPLETED')
        .map((o) => o.orderSlipNumber)
        .sort(),
    );
    expect(numbers(await search(admin, { dateFrom: '2026-02-01', dateTo: '2026-02-28' }))).toEqual(
      companyPlans
        .filter((o) => o.orderDate >= '2026-02-01' && o.orderDate <= '2026-02-28')
        .map((o) => o.orderSlipNumber)
        .sort(),
    );
    expect(numbers(await search(admin, { orderSlipNumber: 'so202603' }))).toEqual(
      companyPlans
        .filter((o) => o.orderSlipNumber.startsWith('SO202603'))
        .map((o) => o.orderSlipNumber)
        .sort(),
    );
    // the engineer sees only his own, whatever the filter
    expect(numbers(await search(engineer, { dateFrom: '2026-01-01' }))).toEqual(['SO2026010003', 'SO2026020006']);
  });

  it('by part number (part of it, any case), and `%` is searched as itself', async () => {
    const [line] = await queryRows<{ partNumber: string; orderSlipNumber: string }>(
      t.db,
      sql`select part_number as "partNumber", order_slip_number as "orderSlipNumber" from order_line where order_slip_number = 'SO2026010002' and so_line_number = 1`,
    );
    const fragment = line!.partNumber.slice(0, Math.max(3, line!.partNumber.length - 1)).toLowerCase();
    const found = await search(admin, { partNumber: fragment });
    expect(numbers(found)).toContain('SO2026010002');
    expect(found.orderSlipList.every((o) => o.lineList.some((l) => l.partNumber.toLowerCase().includes(fragment)))).toBe(true);
    expect((await search(admin, { partNumber: '%' })).totalCount).toBe(0);
  });

  it('answers the list with payment method, VAT and whether each can be cancelled', async () => {
    const list = (await search(buyer)).orderSlipList;
    const pending = list.find((o) => o.orderSlipNumber === 'SO2026030012')!;
    expect(pending).toMatchObject({
      status: 'PENDING_CONFIRM',
      paymentMethod: 'ACCOUNT_PERIOD',
      customerOrderNumber: 'KS-0310',
      cancellable: true,
    });
    expect(Math.round((pending.subtotalAmount + pending.taxAmount) * 100)).toBe(Math.round(pending.totalAmount * 100));
    expect(pending.taxAmount).toBeGreaterThan(0);
    expect(list.find((o) => o.orderSlipNumber === 'SO2026010001')!.cancellable).toBe(false);
    expect(list.find((o) => o.orderSlipNumber === 'SO2026030011')).toMatchObject({ status: 'PENDING_PAYMENT', paymentMethod: 'ONLINE' });
  });

  it('refuses a date that is not one', async () => {
    expect((await admin.get(OrderPaths.orderSlipSearch, { dateFrom: '2026/01/01' })).statusCode).toBe(400);
    expect((await admin.get(OrderPaths.orderSlipSearch, { status: 'SHIPPING' })).statusCode).toBe(400);
    for (const path of [OrderPaths.orderSlipSearch, OrderPaths.orderSlipCount, OrderPaths.orderItemSearch]) {
      const res = await admin.get(path, { dateTo: '2026-02-30' });
      expect(res.statusCode).toBe(400);
      expect(envelope(res).errorMessage).toBe('参数错误：日期格式不正确，请按 YYYY-MM-DD 填写');
    }
  });
});

describe('orderSlip/count', () => {
  it('counts per status for the same filters, zeros included, in lifecycle order', async () => {
    const res = envelope<OrderSlipCountResult>(await admin.get(OrderPaths.orderSlipCount)).data;
    expect(res.statusCountList.map((s) => s.status)).toEqual([
      'PENDING_CONFIRM',
      'PENDING_PAYMENT',
      'CONFIRMED',
      'PARTIALLY_SHIPPED',
      'SHIPPED',
      'COMPLETED',
      'CANCELLED',
    ]);
    expect(res.totalCount).toBe(companyPlans.length);
    for (const s of res.statusCountList) expect(s.count).toBe(companyPlans.filter((o) => o.status === s.status).length);
    const engineerCount = envelope<OrderSlipCountResult>(await engineer.get(OrderPaths.orderSlipCount, { dateTo: '2026-01-31' })).data;
    expect(engineerCount.totalCount).toBe(1);
    expect(engineerCount.statusCountList.find((s) => s.status === 'COMPLETED')!.count).toBe(1);
  });
});

describe('orderSlip/detail', () => {
  it('a partly shipped order: lines with ship dates, its parcel, the history, ship-to and invoice', async () => {
    const d = envelope<OrderSlipDetail>(await buyer.get(OrderPaths.orderSlipDetail, { orderSlipNumber: 'so2026020005' })).data;
    expect(d).toMatchObject({ orderSlipNumber: 'SO2026020005', status: 'PARTIALLY_SHIPPED', statusDisp: '部分发货', cancellable: false });
    expect(d.lineList.map((l) => l.shippedQty)).toEqual([120, 16, 0]);
    expect(d.lineList.every((l) => /^\d{4}-\d{2}-\d{2}$/.test(l.shipDate ?? ''))).toBe(true);
    expect(d.shipmentList).toHaveLength(1);
    expect(d.shipmentList[0]!.lineList.map((l) => [l.soLineNumber, l.quantity])).toEqual([
      ['1', 120],
      ['2', 16],
    ]);
    expect(d.statusHistoryList.map((h) => h.status)).toEqual(['PENDING_CONFIRM', 'CONFIRMED', 'PARTIALLY_SHIPPED']);
    expect(d.shipTo).toMatchObject({ city: '无锡市', receiverName: '孙莉' });
    expect(d.invoice).toMatchObject({ invoiceType: '1', invoiceTitle: '苏州精工自动化设备有限公司' });
  });

  it('403 for a colleague’s order without ORDER_HISTORY, 404 for another customer’s or none, 401 signed out', async () => {
    const colleague = await engineer.get(OrderPaths.orderSlipDetail, { orderSlipNumber: 'SO2026010002' });
    expect(colleague.statusCode).toBe(403);
    expect(envelope(colleague).errorMessage).toBe(OrderMessages.FORBIDDEN);
    const foreign = await admin.get(OrderPaths.orderSlipDetail, { orderSlipNumber: 'SO2026020007' });
    expect(foreign.statusCode).toBe(404);
    expect(envelope(foreign).errorMessage).toBe(OrderMessages.NOT_FOUND);
    expect((await individual.get(OrderPaths.orderSlipDetail, { orderSlipNumber: 'SO2026010001' })).statusCode).toBe(404);
    expect((await individual.get(OrderPaths.orderSlipDetail, { orderSlipNumber: 'SO2026020007' })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: OrderPaths.orderSlipDetail, query: { orderSlipNumber: 'SO2026010001' } })).statusCode,
    ).toBe(401);
  });
});

describe('orderItem/search', () => {
  it('lists lines of the visible orders, newest first, filtered by part number and status', async () => {
    const all = envelope<OrderItemSearchResult>(await admin.get(OrderPaths.orderItemSearch, { pageSize: '100' })).data;
    expect(all.totalCount).toBe(companyPlans.reduce((n, o) => n + o.lines.length, 0));
    expect(all.orderItemList[0]!.orderDate >= all.orderItemList.at(-1)!.orderDate).toBe(true);
    const shippedOnly = envelope<OrderItemSearchResult>(
      await admin.get(OrderPaths.orderItemSearch, { status: 'SHIPPED', pageSize: '100' }),
    ).data;
    expect(shippedOnly.orderItemList.every((i) => i.status === 'SHIPPED')).toBe(true);
    const part = all.orderItemList[0]!.partNumber;
    const byPart = envelope<OrderItemSearchResult>(await admin.get(OrderPaths.orderItemSearch, { partNumber: part, pageSize: '100' })).data;
    expect(byPart.orderItemList.length).toBeGreaterThan(0);
    expect(byPart.orderItemList.every((i) => i.partNumber.toUpperCase().includes(part.toUpperCase()))).toBe(true);
    const mine = envelope<OrderItemSearchResult>(await engineer.get(OrderPaths.orderItemSearch, { pageSize: '100' })).data;
    expect(new Set(mine.orderItemList.map((i) => i.orderSlipNumber))).toEqual(new Set(['SO2026010003', 'SO2026020006']));
    expect(mine.totalCount).toBe(5);
  });
});

describe('orderSlip/reorder', () => {
  const cartOf = (who: Caller) =>
    queryRows<{ partNumber: string; quantity: number }>(
      t.db,
      sql`select part_number as "partNumber", quantity from order_cart_line where user_code = ${who.login.session.userCode} order by part_number`,
    );

  it('puts the order’s lines into the caller’s cart and merges with what is there', async () => {
    await emptyCart(t.db, buyer);
    const first = await buyer.post(OrderPaths.orderSlipReorder, { orderSlipNumber: 'SO2026010002' });
    expect(first.statusCode).toBe(200);
    const answer = envelope<OrderReorderAnswer>(first).data;
    const lines = await queryRows<{ partNumber: string; quantity: number }>(
      t.db,
      sql`select part_number as "partNumber", sum(quantity)::int as quantity from order_line where order_slip_number = 'SO2026010002' group by part_number order by part_number`,
    );
    expect(answer).toEqual({ addedCount: lines.length, skippedPartNumberList: [] });
    expect(await cartOf(buyer)).toEqual(lines);
    await buyer.post(OrderPaths.orderSlipReorder, { orderSlipNumber: 'SO2026010002' });
    expect(await cartOf(buyer)).toEqual(lines.map((l) => ({ ...l, quantity: l.quantity * 2 })));
  });

  it('needs CART and visibility: engineer his own (200), a colleague’s 403, another customer’s 404', async () => {
    await emptyCart(t.db, engineer);
    expect((await engineer.post(OrderPaths.orderSlipReorder, { orderSlipNumber: 'SO2026010003' })).statusCode).toBe(200);
    expect((await engineer.post(OrderPaths.orderSlipReorder, { orderSlipNumber: 'SO2026010001' })).statusCode).toBe(403);
    expect((await individual.post(OrderPaths.orderSlipReorder, { orderSlipNumber: 'SO2026010001' })).statusCode).toBe(404);
    const anon = await t.app.inject({ method: 'POST', url: OrderPaths.orderSlipReorder, payload: { orderSlipNumber: 'SO2026010001' } });
    expect(anon.statusCode).toBe(401);
    const engineerCode = engineer.login.session.userCode;
    await t.db.execute(
      sql`update user_account set permission_list = array_remove(permission_list, 'CART') where user_code = ${engineerCode}`,
    );
    try {
      const res = await engineer.post(OrderPaths.orderSlipReorder, { orderSlipNumber: 'SO2026010003' });
      expect(res.statusCode).toBe(403);
      expect(envelope(res).errorMessage).toBe('您没有使用购物车的权限');
    } finally {
      await t.db.execute(
        sql`update user_account set permission_list = array_append(permission_list, 'CART') where user_code = ${engineerCode}`,
      );
    }
  });
});
