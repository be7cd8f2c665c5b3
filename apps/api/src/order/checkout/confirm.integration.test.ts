import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  CheckoutMessages,
  OrderPaths,
  type ConfirmPreview,
  type OrderConfirmAnswer,
  type OrderConfirmResult,
  type OrderSlipDetail,
} from '@shop/api-clients/order/types';
import { queryRows } from '../../db/client';
import { createTestApi, envelope, type TestApi } from '../../testing/testApi';
import { demoCallers, type Caller } from '../testing';
import {
  blockedPart,
  confirmBody,
  countRows,
  emptyCart,
  orderableParts,
  postConfirm,
  putInCart,
  shipToIdOf,
  stockOf,
  type TestPart,
} from './testFixtures';

let t: TestApi;
let admin: Caller;
let buyer: Caller;
let engineer: Caller;
let individual: Caller;
let parts: TestPart[];
let shipTo: number;

beforeAll(async () => {
  t = await createTestApi({ seed: 'all' });
  ({ admin, buyer, engineer, individual } = await demoCallers(t.app));
  parts = await orderableParts(t.db, 4);
  shipTo = await shipToIdOf(t.db, buyer);
}, 120_000);
afterAll(() => t?.close());
beforeEach(async () => {
  for (const c of [admin, buyer, engineer, individual]) await emptyCart(t.db, c);
});

const key = () => randomUUID();

async function placeOrder(who: Caller, body = confirmBody(shipTo, [])) {
  const res = await postConfirm(t.app, who, body, key());
  expect(res.statusCode).toBe(200);
  const { requestId } = envelope<OrderConfirmAnswer>(res).data;
  const poll = envelope<OrderConfirmResult>(await who.get(OrderPaths.orderSlipConfirmResult, { requestId })).data;
  if (poll.state !== 'DONE') throw new Error(`poll answered ${poll.state}`);
  return poll.orderSlipNumber;
}

describe('orderSlip/confirm: the happy path', () => {
  it('orders the selected cart lines at today’s prices, snapshots everything, removes them from the cart', async () => {
    const [a, b] = parts;
    const idA = await putInCart(t.db, buyer, a!.partNumber, 3);
    const idB = await putInCart(t.db, buyer, b!.partNumber, 2);
    const stockBefore = await stockOf(t.db, a!.partNumber);

    const preview = envelope<ConfirmPreview>(await buyer.get(OrderPaths.orderSlipConfirmPreview, { source: 'CART' })).data;
    expect(preview.lineList.map((l) => l.cartLineId).sort()).toEqual([idA, idB].sort());
    expect(preview.paymentMethodList.map((p) => p.paymentMethod)).toEqual(['ONLINE', 'ACCOUNT_PERIOD']);
    expect(preview.defaultInvoice).toMatchObject({ invoiceTitle: '苏州精工自动化设备有限公司', taxNo: '91320594MA1WXYZ12K' });
    expect(Math.round((preview.subtotalAmount + preview.taxAmount) * 100)).toBe(Math.round(preview.totalAmount * 100));

    const number = await placeOrder(
      buyer,
      confirmBody(shipTo, [idA, idB], {
        lines: [
          { cartLineId: idA, branchNumber: '001', expectedUnitPrice: a!.unitPrice },
          { cartLineId: idB, branchNumber: '002' },
        ],
      }),
    );
    expect(number).toMatch(/^SO\d{4}5\d{5}$/);

    const detail = envelope<OrderSlipDetail>(await buyer.get(OrderPaths.orderSlipDetail, { orderSlipNumber: number })).data;
    expect(detail).toMatchObject({
      status: 'PENDING_CONFIRM',
      paymentMethod: 'ACCOUNT_PERIOD',
      customerOrderNumber: 'PO-TEST-1',
      totalAmount: preview.totalAmount,
      taxAmount: preview.taxAmount,
      subtotalAmount: preview.subtotalAmount,
      cancellable: true,
      invoice: { invoiceType: '2', taxNo: '91320594MA1WXYZ12K' },
    });
    expect(detail.shipTo?.address).toBeTruthy();
    expect(detail.lineList.map((l) => [l.partNumber, l.quantity, l.branchNumber, l.customerPartNumber])).toEqual([
      [a!.partNumber, 3, '001', `MY-${a!.partNumber}`],
      [b!.partNumber, 2, '002', `MY-${b!.partNumber}`],
    ]);
    expect(detail.lineList.every((l) => l.shipDate !== null)).toBe(true);
    expect(detail.statusHistoryList).toEqual([expect.objectContaining({ status: 'PENDING_CONFIRM', actorDisp: '李娜' })]);
    expect(await stockOf(t.db, a!.partNumber)).toBe(stockBefore - Math.min(3, stockBefore));
    // the ordered lines left the cart
    const after = envelope<ConfirmPreview>(await buyer.get(OrderPaths.orderSlipConfirmPreview, { source: 'CART' })).data;
    expect(after.lineList).toHaveLength(0);
  });

  it('online payment leaves the order waiting for payment', async () => {
    const id = await putInCart(t.db, admin, parts[2]!.partNumber, 1);
    const number = await placeOrder(admin, confirmBody(shipTo, [id], { paymentMethod: 'ONLINE' }));
    const detail = envelope<OrderSlipDetail>(await admin.get(OrderPaths.orderSlipDetail, { orderSlipNumber: number })).data;
    expect(detail).toMatchObject({ status: 'PENDING_PAYMENT', paymentMethodDisp: '在线支付' });
  });

  it('the poll by Idempotency-Key finds the order when the confirm answer was lost; an unknown one is NOT_FOUND', async () => {
    const id = await putInCart(t.db, buyer, parts[3]!.partNumber, 1);
    const k = key();
    expect((await postConfirm(t.app, buyer, confirmBody(shipTo, [id]), k)).statusCode).toBe(200);
    const byKey = envelope<OrderConfirmResult>(await buyer.get(OrderPaths.orderSlipConfirmResult, { idempotencyKey: k })).data;
    expect(byKey.state).toBe('DONE');
    // another user asking with the same key sees nothing
    expect(envelope<OrderConfirmResult>(await admin.get(OrderPaths.orderSlipConfirmResult, { idempotencyKey: k })).data.state).toBe(
      'NOT_FOUND',
    );
    expect(envelope<OrderConfirmResult>(await buyer.get(OrderPaths.orderSlipConfirmResult, { requestId: 'f'.repeat(64) })).data.state).toBe(
      'NOT_FOUND',
    );
  });
});

describe('orderSlip/confirm: refusals write nothing', () => {
  async function refused(who: Caller, body: ReturnType<typeof confirmBody>, status: number, message: string | RegExp) {
    const before = await countRows(t.db, 'order_slip');
    const res = await postConfirm(t.app, who, body, key());
    expect(res.statusCode).toBe(status);
    const env = res.json() as { errorMessage: string };
    if (typeof message === 'string') expect(env.errorMessage).toBe(message);
    else expect(env.errorMessage).toMatch(message);
    expect(await countRows(t.db, 'order_slip')).toBe(before);
    expect(await countRows(t.db, 'order_confirm_request')).toBeGreaterThanOrEqual(0);
  }

  it('401 signed out, 403 without ORDER (engineer), 403 for a customer without a company', async () => {
    const anon = await t.app.inject({
      method: 'POST',
      url: OrderPaths.orderSlipConfirm,
      headers: { 'Idempotency-Key': key() },
      payload: confirmBody(shipTo, [1]),
    });
    expect(anon.statusCode).toBe(401);
    await refused(engineer, confirmBody(shipTo, [1]), 403, CheckoutMessages.NO_ORDER_PERMISSION);
    expect((await engineer.get(OrderPaths.orderSlipConfirmPreview, { source: 'CART' })).statusCode).toBe(403);
  });

  it('an individual customer is refused before anything is read: without ORDER, and with it 请先完善公司信息', async () => {
    expect((await postConfirm(t.app, individual, confirmBody(shipTo, [1]), key())).statusCode).toBe(403);
    const code = individual.login.session.userCode;
    await t.db.execute(sql`update user_account set permission_list = array_append(permission_list, 'ORDER') where user_code = ${code}`);
    try {
      await refused(individual, confirmBody(shipTo, [1]), 403, CheckoutMessages.COMPANY_REQUIRED);
      const preview = await individual.get(OrderPaths.orderSlipConfirmPreview, { source: 'CART' });
      expect(preview.statusCode).toBe(403);
      expect(envelope(preview).errorMessage).toBe(CheckoutMessages.COMPANY_REQUIRED);
    } finally {
      await t.db.execute(sql`update user_account set permission_list = array_remove(permission_list, 'ORDER') where user_code = ${code}`);
    }
  });

  it('another user’s cart line is not found; a repeated line is refused', async () => {
    const other = await putInCart(t.db, admin, parts[0]!.partNumber, 1);
    await refused(buyer, confirmBody(shipTo, [other]), 404, CheckoutMessages.CART_LINE_NOT_FOUND);
    const own = await putInCart(t.db, buyer, parts[0]!.partNumber, 1);
    await refused(buyer, confirmBody(shipTo, [own, own]), 400, CheckoutMessages.CART_LINE_DUPLICATE);
  });

  it('another owner’s address is not found (404)', async () => {
    const id = await putInCart(t.db, buyer, parts[0]!.partNumber, 1);
    const flat = await shipToIdOf(t.db, individual);
    await refused(buyer, confirmBody(flat, [id]), 404, '收货地址不存在');
  });

  it('with shipToChangeFlag 0 the company orders only to its default address; with 1 to any of its book', async () => {
    const [other] = await queryRows<{ id: number }>(
      t.db,
      sql`select ship_to_id::int as id from user_ship_to where customer_code = 'C0012345' and not is_default order by ship_to_id limit 1`,
    );
    const preview = async () =>
      envelope<{ shipToChangeable: boolean }>(await buyer.get(OrderPaths.orderSlipConfirmPreview, { source: 'CART' })).data;
    await t.db.execute(sql`update user_customer set ship_to_change_flag = '0' where customer_code = 'C0012345'`);
    try {
      expect((await preview()).shipToChangeable).toBe(false);
      const id = await putInCart(t.db, buyer, parts[0]!.partNumber, 1);
      await refused(buyer, confirmBody(other!.id, [id]), 403, CheckoutMessages.SHIP_TO_FIXED);
      // the default address is still fine
      expect(await placeOrder(buyer, confirmBody(shipTo, [id]))).toMatch(/^SO\d{10}$/);
    } finally {
      await t.db.execute(sql`update user_customer set ship_to_change_flag = '1' where customer_code = 'C0012345'`);
    }
    expect((await preview()).shipToChangeable).toBe(true);
    const id = await putInCart(t.db, buyer, parts[0]!.partNumber, 1);
    expect(await placeOrder(buyer, confirmBody(other!.id, [id]))).toMatch(/^SO\d{10}$/);
  });

  it('special-order, unregistered and discontinued lines cannot be ordered, with the reason', async () => {
    for (const kind of ['3', '5', 'discontinued']) {
      await emptyCart(t.db, buyer);
      const id = await putInCart(t.db, buyer, await blockedPart(t.db, kind), 1);
      await refused(buyer, confirmBody(shipTo, [id]), 409, /不能下单：/);
      const preview = envelope<ConfirmPreview>(await buyer.get(OrderPaths.orderSlipConfirmPreview, { source: 'CART' })).data;
      expect(preview.lineList).toHaveLength(0);
      expect(preview.blockedLineList).toEqual([expect.objectContaining({ cartLineId: id })]);
    }
  });

  it('SPEC §5 field rules: customer order number, branch number, invoice, delivery date, payment method', async () => {
    const id = await putInCart(t.db, buyer, parts[0]!.partNumber, 1);
    await refused(buyer, confirmBody(shipTo, [id], { customerOrderNumber: '订单一' }), 400, /^客户订单号：/);
    await refused(buyer, confirmBody(shipTo, [id], { customerOrderNumber: 'x'.repeat(31) }), 400, /^客户订单号：最多输入30个字符/);
    await refused(buyer, confirmBody(shipTo, [id], { lines: [{ cartLineId: id, branchNumber: 'a"b' }] }), 400, /的分支号：/);
    await refused(
      buyer,
      confirmBody(shipTo, [id], { invoice: { ...confirmBody(shipTo, []).invoice, taxNo: '9132 0594' } }),
      400,
      '发票信息「税号」：税号不能包含空格',
    );
    await refused(
      buyer,
      confirmBody(shipTo, [id], { invoice: { ...confirmBody(shipTo, []).invoice, invoiceType: '1' } }),
      400,
      /^发票信息「开户银行」：/,
    );
    await refused(
      buyer,
      confirmBody(shipTo, [id], { invoice: { ...confirmBody(shipTo, []).invoice, bankAccount: '12ab' } }),
      400,
      /^发票信息「银行账号」：/,
    );
    await refused(buyer, confirmBody(shipTo, [id], { requestedDeliveryDate: '2020-01-01' }), 400, /^希望交货日期不能早于/);
    await refused(buyer, confirmBody(shipTo, [id], { requestedDeliveryDate: '2099-01-01' }), 400, '希望交货日期须在 180 天之内');
    await refused(buyer, confirmBody(shipTo, [id], { requestedDeliveryDate: '2026-02-30' }), 400, CheckoutMessages.DELIVERY_DATE_INVALID);
  });

  it('a price that is no longer what the buyer was shown is refused', async () => {
    const id = await putInCart(t.db, buyer, parts[0]!.partNumber, 1);
    await refused(
      buyer,
      confirmBody(shipTo, [id], { lines: [{ cartLineId: id, expectedUnitPrice: parts[0]!.unitPrice + 1 }] }),
      409,
      CheckoutMessages.PRICE_CHANGED(parts[0]!.partNumber),
    );
  });

  it('an expected price that is no amount of yuan is a bad request, not a failure', async () => {
    const id = await putInCart(t.db, buyer, parts[0]!.partNumber, 1);
    await refused(buyer, confirmBody(shipTo, [id], { lines: [{ cartLineId: id, expectedUnitPrice: 0.001 }] }), 400, /^参数错误：/);
  });

  it('the Idempotency-Key header is required', async () => {
    const res = await buyer.post(OrderPaths.orderSlipConfirm, confirmBody(shipTo, [1]));
    expect(res.statusCode).toBe(400);
  });
});
