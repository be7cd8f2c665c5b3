import { randomUUID } from 'node:crypto';
import { CheckoutMessages, OrderPaths, type OrderConfirmAnswer, type OrderConfirmResult } from '@shop/api-clients/order/types';
import { createTestApi, envelope, type TestApi } from '../../testing/testApi';
import { demoCallers, type Caller } from '../testing';
import { confirmBody, countRows, emptyCart, orderableParts, postConfirm, putInCart, shipToIdOf, type TestPart } from './testFixtures';

let t: TestApi;
let buyer: Caller;
let parts: TestPart[];
let shipTo: number;

beforeAll(async () => {
  t = await createTestApi({ seed: 'all' });
  ({ buyer } = await demoCallers(t.app));
  parts = await orderableParts(t.db, 2);
  shipTo = await shipToIdOf(t.db, buyer);
}, 120_000);
afterAll(() => t?.close());
beforeEach(() => emptyCart(t.db, buyer));

const poll = async (q: Record<string, string>) => envelope<OrderConfirmResult>(await buyer.get(OrderPaths.orderSlipConfirmResult, q)).data;

describe('exactly once (docs/buying.md, Exactly once)', () => {
  it('100 concurrent confirmations under one Idempotency-Key make exactly 1 order', async () => {
    const id = await putInCart(t.db, buyer, parts[0]!.partNumber, 2);
    const before = await countRows(t.db, 'order_slip');
    const key = randomUUID();
    const body = confirmBody(shipTo, [id]);
    const answers = await Promise.all(Array.from({ length: 100 }, () => postConfirm(t.app, buyer, body, key)));

    const statuses = new Set(answers.map((a) => a.statusCode));
    // the first runs; the others either wait for nothing (409: still running) or get its stored answer
    expect([...statuses].every((s) => s === 200 || s === 409)).toBe(true);
    const ok = answers.filter((a) => a.statusCode === 200).map((a) => envelope<OrderConfirmAnswer>(a).data.requestId);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok).size).toBe(1);
    expect(await countRows(t.db, 'order_slip')).toBe(before + 1);
    const done = await poll({ requestId: ok[0]! });
    expect(done.state).toBe('DONE');
    // a late retry under the key replays the answer and still makes nothing new
    const late = await postConfirm(t.app, buyer, body, key);
    expect(envelope<OrderConfirmAnswer>(late).data.requestId).toBe(ok[0]);
    expect(await countRows(t.db, 'order_slip')).toBe(before + 1);
  });

  it('a double click (two requests, one key) makes 1 order', async () => {
    const id = await putInCart(t.db, buyer, parts[1]!.partNumber, 1);
    const before = await countRows(t.db, 'order_slip');
    const key = randomUUID();
    const body = confirmBody(shipTo, [id]);
    const [first, second] = await Promise.all([postConfirm(t.app, buyer, body, key), postConfirm(t.app, buyer, body, key)]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual(expect.arrayContaining([200]));
    expect(await countRows(t.db, 'order_slip')).toBe(before + 1);
    expect((await poll({ idempotencyKey: key })).state).toBe('DONE');
  });

  it('two confirmations of the same cart lines under different keys (two tabs) order them once', async () => {
    const id = await putInCart(t.db, buyer, parts[0]!.partNumber, 1);
    const before = await countRows(t.db, 'order_slip');
    const body = confirmBody(shipTo, [id]);
    const answers = await Promise.all([postConfirm(t.app, buyer, body, randomUUID()), postConfirm(t.app, buyer, body, randomUUID())]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
    const refused = answers.find((a) => a.statusCode === 404)!;
    expect((refused.json() as { errorMessage: string }).errorMessage).toBe(CheckoutMessages.CART_LINE_NOT_FOUND);
    expect(await countRows(t.db, 'order_slip')).toBe(before + 1);
  });
});
