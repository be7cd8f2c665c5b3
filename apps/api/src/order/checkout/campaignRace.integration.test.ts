import { randomUUID } from 'node:crypto';
import { CheckoutMessages, OrderPaths, type ConfirmPreview } from '@shop/api-clients/order/types';
import { createTestApi, envelope, type TestApi } from '../../testing/testApi';
import { demoCallers, type Caller } from '../testing';
import {
  addCampaign,
  campaignSold,
  confirmBody,
  countRows,
  emptyCart,
  orderableParts,
  postConfirm,
  putInCart,
  shipToIdOf,
} from './testFixtures';

let t: TestApi;
let admin: Caller;
let buyer: Caller;

beforeAll(async () => {
  t = await createTestApi({ seed: 'all' });
  ({ admin, buyer } = await demoCallers(t.app));
}, 120_000);
afterAll(() => t?.close());

describe('a limited campaign (docs/buying.md, Stock and campaigns)', () => {
  it('two buyers racing for the last unit: one order gets it, the other the Chinese message and nothing written', async () => {
    const [part] = await orderableParts(t.db, 1);
    const campaignPrice = Math.max(0.01, Math.floor(part!.unitPrice * 50) / 100);
    const code = await addCampaign(t.db, part!.partNumber, campaignPrice.toFixed(2), 1);
    const shipTo = await shipToIdOf(t.db, admin);
    await emptyCart(t.db, admin);
    await emptyCart(t.db, buyer);
    const adminLine = await putInCart(t.db, admin, part!.partNumber, 1);
    const buyerLine = await putInCart(t.db, buyer, part!.partNumber, 1);
    // both were shown the campaign price
    for (const who of [admin, buyer]) {
      const preview = envelope<ConfirmPreview>(await who.get(OrderPaths.orderSlipConfirmPreview, { source: 'CART' })).data;
      expect(preview.lineList[0]!.unitPrice).toBe(campaignPrice);
    }
    const before = await countRows(t.db, 'order_slip');
    const historyBefore = await countRows(t.db, 'order_status_history');
    const body = (line: number) => confirmBody(shipTo, [line], { lines: [{ cartLineId: line, expectedUnitPrice: campaignPrice }] });
    const [a, b] = await Promise.all([
      postConfirm(t.app, admin, body(adminLine), randomUUID()),
      postConfirm(t.app, buyer, body(buyerLine), randomUUID()),
    ]);

    const codes = [a!.statusCode, b!.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const loser = a!.statusCode === 409 ? a! : b!;
    expect((loser.json() as { errorMessage: string }).errorMessage).toBe(CheckoutMessages.CAMPAIGN_SOLD_OUT);
    expect(await campaignSold(t.db, code)).toBe(1);
    expect(await countRows(t.db, 'order_slip')).toBe(before + 1);
    expect(await countRows(t.db, 'order_status_history')).toBe(historyBefore + 1);
    // the loser's cart line is still there, now at the list price
    const loserCaller = loser === a ? admin : buyer;
    const after = envelope<ConfirmPreview>(await loserCaller.get(OrderPaths.orderSlipConfirmPreview, { source: 'CART' })).data;
    expect(after.lineList).toEqual([expect.objectContaining({ partNumber: part!.partNumber, unitPrice: part!.unitPrice })]);
  });
});
