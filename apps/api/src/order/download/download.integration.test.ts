import { eq, sql } from 'drizzle-orm';
import { DownloadMessages, DownloadPaths, type PdfUrlResult } from '@shop/api-clients/download/types';
import { IDEMPOTENCY_HEADER } from '@shop/api-clients/confirm';
import { QuotePaths, type QuoteConfirmResult, type QuoteConfirmTicket } from '@shop/api-clients/quote/types';
import { demoAccount } from '../../db/seed/demoAccounts';
import { hasStandardFontText, pageCount } from '../../pdf/seam';
import { createTestApi, envelope, type TestApi } from '../../testing/testApi';
import { fitParts } from '../quote/testParts';
import { downloadTokens, orderLines, orderSlips } from '../tables';
import { demoCallers, type Caller } from '../testing';
import { purgeDownloadTokens } from './tokens';

let t: TestApi;
let admin: Caller;
let buyer: Caller;
let engineer: Caller;
let individual: Caller;
let buyerQuote: string;

const BUYER_ORDER = 'SO2026010002';
const ENGINEER_ORDER = 'SO2026010003';
const OTHER_COMPANY_ORDER = 'SO2026019998';
const BUYER_USER = demoAccount('jinggong_buyer').userCode;

beforeAll(async () => {
  t = await createTestApi({ seed: 'all' });
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
  });
  ({ admin, buyer, engineer, individual } = await demoCallers(t.app));
  const [part] = await fitParts(t.db, 1);
  const res = await t.app.inject({
    method: 'POST',
    url: QuotePaths.quoteSlipConfirm,
    query: { sessionId: buyer.login.sessionId },
    headers: { ...buyer.login.headers, [IDEMPOTENCY_HEADER]: 'download-test' },
    payload: { source: 'CUSTOM', lineList: [{ partNumber: part!.partNumber, quantity: 2 }] },
  });
  const { requestId } = envelope<QuoteConfirmTicket>(res).data;
  const poll = envelope<QuoteConfirmResult>(await buyer.get(QuotePaths.quoteSlipConfirmResult, { requestId })).data;
  if (poll.state !== 'DONE') throw new Error('quote not made');
  buyerQuote = poll.quoteSlipNumber;
}, 120_000);
afterAll(() => t?.close());

const orderLink = (c: Caller, orderSlipNumber: string) => c.get(DownloadPaths.orderSlipSearchPdfUrl, { orderSlipNumber });
const quoteLink = (c: Caller, quoteSlipNumber: string) => c.get(DownloadPaths.quoteSlipSearchPdfUrl, { quoteSlipNumber });
const open = (pdfUrl: string) => t.app.inject({ method: 'GET', url: pdfUrl });
const urlOf = async (res: Awaited<ReturnType<typeof orderLink>>) => {
  expect(res.statusCode).toBe(200);
  return envelope<PdfUrlResult>(res).data.pdfUrl;
};

describe('PDF download links', () => {
  it('an order link downloads the order as a PDF attachment, once', async () => {
    const res = await orderLink(buyer, BUYER_ORDER.toLowerCase());
    const { pdfUrl, expiresAt } = envelope<PdfUrlResult>(res).data;
    expect(pdfUrl).toMatch(/^\/api\/order\/v1\/download\/[A-Za-z0-9_-]{43}$/);
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(4 * 60_000);
    const pdf = await open(pdfUrl);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`attachment; filename="${BUYER_ORDER}.pdf"`);
    expect(pdf.headers['content-disposition']).toContain(encodeURIComponent(`订单_${BUYER_ORDER}.pdf`));
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(hasStandardFontText(pdf.rawPayload, BUYER_ORDER)).toBe(true);
    expect(pageCount(pdf.rawPayload)).toBeGreaterThanOrEqual(1);

    const again = await open(pdfUrl);
    expect([again.statusCode, again.json().errorMessage]).toEqual([404, DownloadMessages.LINK_GONE]);
  });

  it('a quote link downloads the quote', async () => {
    const pdf = await open(await urlOf(await quoteLink(buyer, buyerQuote)));
    expect(pdf.statusCode).toBe(200);
    expect(hasStandardFontText(pdf.rawPayload, buyerQuote)).toBe(true);
    expect(pdf.headers['content-disposition']).toContain(encodeURIComponent(`报价单_${buyerQuote}.pdf`));
  });

  it('an expired or unknown link answers 404 in Chinese, and the purge removes spent tokens', async () => {
    const pdfUrl = await urlOf(await orderLink(buyer, BUYER_ORDER));
    await t.db
      .update(downloadTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`${downloadTokens.usedAt} is null`);
    for (const url of [pdfUrl, `/api/order/v1/download/${'A'.repeat(43)}`, '/api/order/v1/download/short']) {
      const res = await open(url);
      expect([res.statusCode, res.json().errorMessage]).toEqual([404, DownloadMessages.LINK_GONE]);
    }
    expect(await purgeDownloadTokens(t.db, new Date())).toBeGreaterThan(0);
    expect(await t.db.select().from(downloadTokens)).toHaveLength(0);
  });

  it('two tabs opening one link at once get one PDF between them', async () => {
    const pdfUrl = await urlOf(await orderLink(admin, ENGINEER_ORDER));
    const answers = await Promise.all([open(pdfUrl), open(pdfUrl), open(pdfUrl)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404, 404]);
  });

  it('gives no link for another customer’s slip (404) or a colleague’s without the history permission (403)', async () => {
    for (const c of [admin, buyer, engineer, individual]) {
      expect((await orderLink(c, OTHER_COMPANY_ORDER)).statusCode).toBe(404);
      expect((await quoteLink(c, 'QT2026999998')).statusCode).toBe(404);
    }
    // the engineer holds neither ORDER_HISTORY nor (here) QUOTE_HISTORY
    const colleagueOrder = await orderLink(engineer, BUYER_ORDER);
    expect([colleagueOrder.statusCode, colleagueOrder.json().errorMessage]).toEqual([403, '无权查看该订单']);
    const engineerCode = demoAccount('jinggong_engineer').userCode;
    const setEngineer = (codes: string) =>
      t.db.execute(sql`update user_account set permission_list = string_to_array(${codes}, ',') where user_code = ${engineerCode}`);
    await setEngineer('QUOTE,PRICE_CHECK,CART');
    try {
      const colleagueQuote = await quoteLink(engineer, buyerQuote);
      expect([colleagueQuote.statusCode, colleagueQuote.json().errorMessage]).toEqual([403, '无权查看该报价单']);
    } finally {
      await setEngineer(demoAccount('jinggong_engineer').permissionList.join(','));
    }
    expect((await quoteLink(individual, buyerQuote)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: DownloadPaths.orderSlipSearchPdfUrl, query: { orderSlipNumber: BUYER_ORDER } })).statusCode,
    ).toBe(401);
  });

  it('a link is the user’s: it closes when that user may no longer see the slip', async () => {
    const pdfUrl = await urlOf(await orderLink(buyer, ENGINEER_ORDER));
    const [row] = await t.db
      .select()
      .from(downloadTokens)
      .where(sql`${downloadTokens.usedAt} is null`);
    expect(row).toMatchObject({ userCode: BUYER_USER, kind: 'ORDER', slipNumber: ENGINEER_ORDER });
    // the buyer loses ORDER_HISTORY before opening it: the engineer's order is no longer theirs to see
    await t.db.execute(sql`update user_account set permission_list = array['ORDER','PRICE_CHECK','CART'] where user_code = ${BUYER_USER}`);
    try {
      const res = await open(pdfUrl);
      expect([res.statusCode, res.json().errorMessage]).toEqual([404, DownloadMessages.LINK_GONE]);
    } finally {
      await t.db.execute(
        sql`update user_account set permission_list = string_to_array(${demoAccount('jinggong_buyer').permissionList.join(',')}, ',') where user_code = ${BUYER_USER}`,
      );
    }
    const [used] = await t.db.select().from(downloadTokens).where(eq(downloadTokens.tokenHash, row!.tokenHash));
    expect(used!.usedAt).not.toBeNull();
  });
});
