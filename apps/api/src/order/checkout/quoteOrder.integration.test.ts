import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_HEADER } from '@shop/api-clients/confirm';
import {
  CheckoutMessages,
  OrderPaths,
  type ConfirmPreview,
  type OrderConfirmAnswer,
  type OrderConfirmResult,
  type OrderSlipDetail,
} from '@shop/api-clients/order/types';
import { QuotePaths, type QuoteConfirmResult, type QuoteConfirmTicket } from '@shop/api-clients/quote/types';
import { createTestApi, envelope, type TestApi } from '../../testing/testApi';
import { demoCallers, type Caller } from '../testing';
import { confirmBody, countRows, orderableParts, postConfirm, shipToIdOf, type TestPart } from './testFixtures';

let t: TestApi;
let admin: Caller;
let buyer: Caller;
let engineer: Caller;
let parts: TestPart[];
let shipTo: number;

beforeAll(async () => {
  t = await createTestApi({ seed: 'all' });
  ({ admin, buyer, engineer } = await demoCallers(t.app));
  parts = await orderableParts(t.db, 2);
  shipTo = await shipToIdOf(t.db, buyer);
}, 120_000);
afterAll(() => t?.close());

/** A quote of fit parts, which the quote module answers at once at the catalogue's prices. */
async function answeredQuote(who: Caller): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: QuotePaths.quoteSlipConfirm,
    query: { sessionId: who.login.sessionId },
    headers: { ...who.login.headers, [IDEMPOTENCY_HEADER]: randomUUID() },
    payload: { source: 'CUSTOM', lineList: parts.map((p, i) => ({ partNumber: p.partNumber, quantity: i + 1 })) },
  });
  expect(res.statusCode).toBe(200);
  const { requestId } = envelope<QuoteConfirmTicket>(res).data;
  const done = envelope<QuoteConfirmResult>(await who.get(QuotePaths.quoteSlipConfirmResult, { requestId })).data;
  if (done.state !== 'DONE') throw new Error('no quote');
  return done.quoteSlipNumber;
}

const quoteBody = (quoteSlipNumber: string, lineNumbers: number[]) =>
  confirmBody(shipTo, [], { source: 'QUOTE', quoteSlipNumber, lines: lineNumbers.map((n) => ({ lineNumber: n, branchNumber: `Q${n}` })) });

describe('ordering a quote at its prices', () => {
  it('previews and orders every line at the quoted price, once; the quote becomes ORDERED', async () => {
    const quote = await answeredQuote(buyer);
    const preview = envelope<ConfirmPreview>(
      await buyer.get(OrderPaths.orderSlipConfirmPreview, { source: 'QUOTE', quoteSlipNumber: quote }),
    ).data;
    expect(preview).toMatchObject({ source: 'QUOTE', quoteSlipNumber: quote, blockedLineList: [] });
    expect(preview.quoteValidUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(preview.lineList.map((l) => [l.lineNumber, l.partNumber, l.quantity])).toEqual([
      [1, parts[0]!.partNumber, 1],
      [2, parts[1]!.partNumber, 2],
    ]);

    const res = await postConfirm(t.app, buyer, quoteBody(quote, [1, 2]), randomUUID());
    expect(res.statusCode).toBe(200);
    const poll = envelope<OrderConfirmResult>(
      await buyer.get(OrderPaths.orderSlipConfirmResult, { requestId: envelope<OrderConfirmAnswer>(res).data.requestId }),
    ).data;
    if (poll.state !== 'DONE') throw new Error('no order');
    const d = envelope<OrderSlipDetail>(await buyer.get(OrderPaths.orderSlipDetail, { orderSlipNumber: poll.orderSlipNumber })).data;
    expect(d.quoteSlipNumber).toBe(quote);
    expect(d.totalAmount).toBe(preview.totalAmount);
    expect(d.lineList.map((l) => [l.partNumber, l.unitPrice, l.branchNumber])).toEqual(
      preview.lineList.map((l, i) => [l.partNumber, l.unitPrice, `Q${i + 1}`]),
    );

    // a second order of the same quote (another key) is refused and writes nothing
    const before = await countRows(t.db, 'order_slip');
    const again = await postConfirm(t.app, buyer, quoteBody(quote, [1, 2]), randomUUID());
    expect(again.statusCode).toBe(409);
    expect(envelope(again).errorMessage).toBe('该报价单已下单，不能重复下单');
    expect(await countRows(t.db, 'order_slip')).toBe(before);
  });

  it('must list every line of the quote once; another company’s quote is 404, without ORDER 403', async () => {
    const quote = await answeredQuote(admin);
    for (const lines of [[1], [1, 1, 2], [1, 2, 3]]) {
      const res = await postConfirm(t.app, admin, quoteBody(quote, lines), randomUUID());
      expect(res.statusCode).toBe(400);
      expect(envelope(res).errorMessage).toBe(CheckoutMessages.QUOTE_LINES_MISMATCH);
    }
    expect((await postConfirm(t.app, admin, quoteBody('QT2026999999', [1]), randomUUID())).statusCode).toBe(404);
    const noOrder = await postConfirm(t.app, engineer, quoteBody(quote, [1, 2]), randomUUID());
    expect(noOrder.statusCode).toBe(403);
    expect(envelope(noOrder).errorMessage).toBe(CheckoutMessages.NO_ORDER_PERMISSION);
    expect((await buyer.get(OrderPaths.orderSlipConfirmPreview, { source: 'QUOTE' })).statusCode).toBe(400);
  });
});
