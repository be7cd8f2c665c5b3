import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  CheckoutMessages,
  OrderMessages,
  OrderPaths,
  type OrderAuthCheckResult,
  type OrderCancelAnswer,
  type OrderConfirmAnswer,
  type OrderConfirmResult,
  type OrderSlipDetail,
} from '@shop/api-clients/order/types';
import { runDueJobs } from '../../jobs';
import { createTestApi, envelope, type TestApi } from '../../testing/testApi';
import {
  addCampaign,
  campaignSold,
  confirmBody,
  emptyCart,
  orderableParts,
  postConfirm,
  putInCart,
  setStock,
  shipToIdOf,
  stockOf,
} from '../checkout/testFixtures';
import { demoCallers, type Caller } from '../testing';
import { warehouseConfirm, warehouseDeliver, warehouseShip } from './warehouse';

let t: TestApi;
let admin: Caller;
let buyer: Caller;
let engineer: Caller;
let individual: Caller;
let shipTo: number;

beforeAll(async () => {
  t = await createTestApi({ seed: 'all' });
  ({ admin, buyer, engineer, individual } = await demoCallers(t.app));
  shipTo = await shipToIdOf(t.db, buyer);
}, 120_000);
afterAll(() => t?.close());

const detail = async (who: Caller, orderSlipNumber: string) =>
  envelope<OrderSlipDetail>(await who.get(OrderPaths.orderSlipDetail, { orderSlipNumber })).data;
const cancel = (who: Caller, orderSlipNumber: string, reason?: string) => who.post(OrderPaths.orderSlipCancel, { orderSlipNumber, reason });

/** Places an order of `qty` of the part from the caller's cart and answers its number. */
async function place(
  who: Caller,
  partNumber: string,
  qty: number,
  paymentMethod: 'ONLINE' | 'ACCOUNT_PERIOD' = 'ACCOUNT_PERIOD',
  expectedUnitPrice?: number,
) {
  await emptyCart(t.db, who);
  const id = await putInCart(t.db, who, partNumber, qty);
  const res = await postConfirm(
    t.app,
    who,
    confirmBody(shipTo, [id], { paymentMethod, lines: [{ cartLineId: id, ...(expectedUnitPrice ? { expectedUnitPrice } : {}) }] }),
    randomUUID(),
  );
  expect(res.statusCode).toBe(200);
  const poll = envelope<OrderConfirmResult>(
    await who.get(OrderPaths.orderSlipConfirmResult, { requestId: envelope<OrderConfirmAnswer>(res).data.requestId }),
  ).data;
  if (poll.state !== 'DONE') throw new Error('no order');
  return poll.orderSlipNumber;
}

describe('PENDING_CONFIRM → CONFIRMED by the order-confirm job', () => {
  it('runs once its delay has passed and writes the history', async () => {
    const [part] = await orderableParts(t.db, 1);
    const number = await place(buyer, part!.partNumber, 1);
    await runDueJobs(t.db, { now: new Date(Date.now() - 1000) });
    expect((await detail(buyer, number)).status).toBe('PENDING_CONFIRM');
    await runDueJobs(t.db, { now: new Date(Date.now() + 60_000) });
    const d = await detail(buyer, number);
    expect(d.status).toBe('CONFIRMED');
    expect(d.statusHistoryList.map((h) => [h.status, h.actorDisp])).toEqual([
      ['PENDING_CONFIRM', '李娜'],
      ['CONFIRMED', '系统'],
    ]);
  });
});

describe('orderSlip/cancel', () => {
  it('gives back the stock and the campaign units, writes the history, and cannot run twice', async () => {
    const [part] = await orderableParts(t.db, 1);
    await setStock(t.db, part!.partNumber, 5);
    const price = Math.max(0.01, Math.floor(part!.unitPrice * 50) / 100);
    const code = await addCampaign(t.db, part!.partNumber, price.toFixed(2), 10);
    const number = await place(buyer, part!.partNumber, 3, 'ONLINE', price);
    expect(await stockOf(t.db, part!.partNumber)).toBe(2);
    expect(await campaignSold(t.db, code)).toBe(3);
    expect((await detail(buyer, number)).cancellable).toBe(true);

    const res = await cancel(buyer, number, '重复下单');
    expect(res.statusCode).toBe(200);
    expect(envelope<OrderCancelAnswer>(res).data).toEqual({ orderSlipNumber: number, status: 'CANCELLED', statusDisp: '已取消' });
    expect(await stockOf(t.db, part!.partNumber)).toBe(5);
    expect(await campaignSold(t.db, code)).toBe(0);
    const d = await detail(buyer, number);
    expect(d).toMatchObject({ status: 'CANCELLED', cancellable: false, cancelDisabledReason: '订单状态为「已取消」，不能取消' });
    expect(d.statusHistoryList.at(-1)).toMatchObject({ status: 'CANCELLED', note: '取消订单：重复下单', actorDisp: '李娜' });

    const again = await cancel(buyer, number);
    expect(again.statusCode).toBe(409);
    expect(await stockOf(t.db, part!.partNumber)).toBe(5);
  });

  it('a colleague’s order with ORDER_HISTORY may be cancelled; the job then leaves it alone', async () => {
    const [, part] = await orderableParts(t.db, 2);
    const number = await place(admin, part!.partNumber, 1);
    expect((await cancel(buyer, number)).statusCode).toBe(200);
    await runDueJobs(t.db, { now: new Date(Date.now() + 60_000) });
    expect((await detail(admin, number)).status).toBe('CANCELLED');
  });

  it('refuses once anything shipped (409), without ORDER (403), another company’s (404), signed out (401)', async () => {
    const shipped = await cancel(admin, 'SO2026020004');
    expect(shipped.statusCode).toBe(409);
    expect(envelope(shipped).errorMessage).toBe(CheckoutMessages.CANCEL_NOT_ALLOWED('已发货'));
    const noOrder = await cancel(engineer, 'SO2026010003');
    expect(noOrder.statusCode).toBe(403);
    expect(envelope(noOrder).errorMessage).toBe(CheckoutMessages.CANCEL_NO_PERMISSION);
    expect((await cancel(individual, 'SO2026030009')).statusCode).toBe(403);
    expect((await cancel(admin, 'SO2026020007')).statusCode).toBe(404);
    expect((await cancel(admin, 'SO2099999999')).statusCode).toBe(404);
    const anon = await t.app.inject({ method: 'POST', url: OrderPaths.orderSlipCancel, payload: { orderSlipNumber: 'SO2026030009' } });
    expect(anon.statusCode).toBe(401);
  });

  it('a colleague’s order without ORDER_HISTORY answers 403, and orderCancelDisplayFlag 0 refuses everyone', async () => {
    const engineerCode = engineer.login.session.userCode;
    await t.db.execute(
      sql`update user_account set permission_list = array_append(permission_list, 'ORDER') where user_code = ${engineerCode}`,
    );
    try {
      const colleague = await cancel(engineer, 'SO2026030009');
      expect(colleague.statusCode).toBe(403);
      expect(envelope(colleague).errorMessage).toBe(OrderMessages.FORBIDDEN);
    } finally {
      await t.db.execute(
        sql`update user_account set permission_list = array_remove(permission_list, 'ORDER') where user_code = ${engineerCode}`,
      );
    }
    await t.db.execute(sql`update user_customer set order_cancel_display_flag = '0' where customer_code = 'C0012345'`);
    try {
      const res = await cancel(admin, 'SO2026030009');
      expect(res.statusCode).toBe(403);
      expect(envelope(res).errorMessage).toBe(CheckoutMessages.CANCEL_NO_PERMISSION);
      expect((await detail(admin, 'SO2026030009')).cancellable).toBe(false);
    } finally {
      await t.db.execute(sql`update user_customer set order_cancel_display_flag = '1' where customer_code = 'C0012345'`);
    }
    expect((await detail(admin, 'SO2026030009')).status).toBe('CONFIRMED');
  });
});

describe('the warehouse steps (command line)', () => {
  it('confirm, ship part, ship the rest, deliver: each state with its history, shipments and shipped quantities; after-sales opens', async () => {
    const [, , part] = await orderableParts(t.db, 3);
    const number = await place(admin, part!.partNumber, 5, 'ONLINE');
    expect(await warehouseShip(t.db, number, false)).toEqual({ ok: false, message: expect.stringContaining('不能发货') });
    expect(await warehouseConfirm(t.db, number)).toMatchObject({ ok: true, status: 'CONFIRMED' });

    expect(await warehouseShip(t.db, number, true)).toMatchObject({ ok: true, status: 'PARTIALLY_SHIPPED' });
    let d = await detail(admin, number);
    expect(d.lineList[0]!.shippedQty).toBe(3);
    expect(d.shipmentList).toEqual([
      expect.objectContaining({
        carrier: '顺丰速运',
        deliveredAt: null,
        lineList: [{ soLineNumber: '1', partNumber: part!.partNumber, quantity: 3 }],
      }),
    ]);
    expect(d.cancellable).toBe(false);

    expect(await warehouseShip(t.db, number, false)).toMatchObject({ ok: true, status: 'SHIPPED' });
    expect(await warehouseShip(t.db, number, false)).toMatchObject({ ok: false });
    expect(await warehouseDeliver(t.db, number)).toMatchObject({ ok: true, status: 'COMPLETED' });
    expect(await warehouseDeliver(t.db, number)).toMatchObject({ ok: false });

    d = await detail(admin, number);
    expect(d.status).toBe('COMPLETED');
    expect(d.lineList[0]!.shippedQty).toBe(5);
    expect(d.shipmentList).toHaveLength(2);
    expect(d.shipmentList.every((s) => s.deliveredAt !== null)).toBe(true);
    expect(d.statusHistoryList.map((h) => h.status)).toEqual(['PENDING_PAYMENT', 'CONFIRMED', 'PARTIALLY_SHIPPED', 'SHIPPED', 'COMPLETED']);
    const auth = envelope<OrderAuthCheckResult>(await admin.get(OrderPaths.orderSlipAuthCheck, { soSlipNumber: number })).data;
    expect(auth.canApply).toBe(true);
  });

  it('names an order that does not exist', async () => {
    expect(await warehouseDeliver(t.db, 'SO2099000000')).toEqual({ ok: false, message: '订单 SO2099000000 不存在' });
  });
});
