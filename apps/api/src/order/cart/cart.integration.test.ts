import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import {
  CART_LIMITS,
  CartMessages,
  CartPaths,
  type CartAddResult,
  type CartLine,
  type CartSearchResult,
} from '@shop/api-clients/cart/types';
import { queryRows } from '../../db/client';
import { yuanToFen } from '../../db/money';
import { createTestApi, envelope, type TestApi } from '../../testing/testApi';
import { cartLines } from '../tables';
import { linesOfFile } from './spreadsheet';
import { demoCallers, type Caller } from '../testing';

let t: TestApi;
let admin: Caller;
let buyer: Caller;
let engineer: Caller;
let individual: Caller;

/** A part of the seeded catalogue with the usual breaks 1 / 10 / 50 / 100, fit and on sale, no campaign. */
let plain: { pn: string; breaks: { minQty: number; unitPrice: number }[] };
let second: string;
let foreignLineId: number;

beforeAll(async () => {
  t = await createTestApi({ seed: 'all' });
  ({ admin, buyer, engineer, individual } = await demoCallers(t.app));
  const rows = await queryRows<{ pn: string; breaks: { minQty: number; unitPrice: number }[] }>(
    t.db,
    sql`select p.part_number as pn, p.price_breaks as breaks from catalogue_part p
        where p.seq = 1 and p.unfit_type is null and jsonb_array_length(p.price_breaks) = 4
          and (p.price_breaks -> 0 ->> 'minQty')::int = 1 and (p.price_breaks -> 1 ->> 'minQty')::int = 10
          and not exists (select 1 from catalogue_campaign c where c.part_number = p.part_number)
        order by p.part_number limit 2`,
  );
  plain = rows[0]!;
  second = rows[1]!.pn;
  // a line of another company's user: nobody here may see or change it
  const [foreign] = await t.db
    .insert(cartLines)
    .values({ userCode: 'U0099999001', customerCode: 'C0099999', partNumber: plain.pn, quantity: 1 })
    .returning({ id: cartLines.id });
  foreignLineId = foreign!.id;
}, 120_000);
afterAll(() => t?.close());

const cartOf = async (c: Caller): Promise<CartSearchResult> => {
  const res = await c.get(CartPaths.search);
  expect(res.statusCode).toBe(200);
  return envelope<CartSearchResult>(res).data;
};
const lineOf = (cart: CartSearchResult, pn: string): CartLine | undefined => cart.lineList.find((l) => l.partNumber === pn);
const add = async (c: Caller, lineList: unknown[]) => {
  const res = await c.post(CartPaths.add, { lineList });
  expect(res.statusCode).toBe(200);
  return envelope<CartAddResult>(res).data;
};
const clear = async (c: Caller) => {
  const ids = (await cartOf(c)).lineList.map((l) => l.id);
  if (ids.length) expect((await c.post(CartPaths.delete, { idList: ids })).statusCode).toBe(200);
};
const fail = (res: LightMyRequestResponse) => ({ status: res.statusCode, message: envelope(res).errorMessage });

/** multipart/form-data with one file and the sessionId field, as the browser's upload sends it */
function upload(c: Caller, content: Buffer, fileName: string, contentType = 'application/octet-stream') {
  const boundary = '----shopTestBoundary7MA4YWxkTrZu0gW';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="sessionId"\r\n\r\n${c.login.sessionId}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: CartPaths.upload,
    headers: { ...c.login.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('快速下单');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('who may use the cart (CART, SPEC §6)', () => {
  it('answers 401 to a caller without a session, on every cart call', async () => {
    for (const [method, url] of [
      ['GET', CartPaths.search],
      ['GET', CartPaths.count],
      ['POST', CartPaths.add],
      ['POST', CartPaths.update],
      ['POST', CartPaths.delete],
    ] as const) {
      const payload =
        url === CartPaths.add ? { lineList: [{ partNumber: 'X', quantity: 1 }] } : url === CartPaths.delete ? { idList: [1] } : {};
      const res = await t.app.inject({ method, url, ...(method === 'POST' ? { payload } : {}) });
      expect([url, res.statusCode]).toEqual([url, 401]);
    }
    expect((await t.app.inject({ method: 'POST', url: CartPaths.upload, payload: {} })).statusCode).toBe(401);
  });

  it('lets the individual customer (no company) keep a cart of their own', async () => {
    const r = await add(individual, [{ partNumber: plain.pn, quantity: 2 }]);
    expect(r).toEqual({ added: 1, errors: [], count: 1 });
    expect(lineOf(await cartOf(individual), plain.pn)?.quantity).toBe(2);
  });
});

describe('the seeded demo carts', () => {
  it('give the buyer lines to order, one only to quote, and discontinued parts with a replacement', async () => {
    const cart = await cartOf(buyer);
    expect(cart.lineList.length).toBeGreaterThanOrEqual(6);
    const special = cart.lineList.find((l) => l.unfitType === '3')!;
    expect([special.orderable, special.quotable]).toEqual([false, true]);
    const perm = cart.lineList.find((l) => l.discontinueFlag === '1')!;
    expect(perm.replacementPartNumber).toBeTruthy();
    expect(perm.errorList.map((e) => e.errorCode)).toContain('CE6088');
    expect([perm.orderable, perm.quotable]).toEqual([false, false]);
    const suspended = cart.lineList.find((l) => l.saleSuspended)!;
    expect(suspended.errorList.map((e) => e.errorCode)).toEqual(['CE7062', 'S7063']);
    expect(cart.lineList.some((l) => l.campaign?.applied)).toBe(true);
    expect(cart.lineList.filter((l) => l.orderable).length).toBeGreaterThanOrEqual(3);
    expect((await cartOf(engineer)).lineList).toHaveLength(1);
  });

  it('survive logging out and in again (the cart lives on the server)', async () => {
    const before = (await cartOf(buyer)).lineList.map((l) => [l.partNumber, l.quantity]);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      query: { sessionId: buyer.login.sessionId },
      headers: buyer.login.headers,
    });
    const again = (await demoCallers(t.app)).buyer;
    buyer = again;
    expect((await cartOf(again)).lineList.map((l) => [l.partNumber, l.quantity])).toEqual(before);
  });
});

describe('adding lines (cart/add)', () => {
  beforeEach(() => clear(admin));

  it('adds the good lines and answers a Chinese error for each bad one', async () => {
    const r = await add(admin, [
      { partNumber: plain.pn, quantity: 5 },
      { partNumber: 'NO-SUCH-PART-123', quantity: 1 },
      { partNumber: second, quantity: 0 },
      { partNumber: second, quantity: '3件' },
      { partNumber: '   ', quantity: 1 },
      { partNumber: second, quantity: 1.5 },
      { partNumber: second, quantity: CART_LIMITS.quantityMax + 1 },
      { partNumber: second, quantity: 1, customerPartNumber: 'X'.repeat(CART_LIMITS.customerPartNumberMax + 1) },
    ]);
    expect(r).toEqual({
      added: 1,
      count: 1,
      errors: [
        { lineNo: 2, partNumber: 'NO-SUCH-PART-123', message: '型号不存在' },
        { lineNo: 3, partNumber: second, message: '数量必须是 1–99999 的整数' },
        { lineNo: 4, partNumber: second, message: CartMessages.QUANTITY_INVALID },
        { lineNo: 5, partNumber: '', message: '请输入型号' },
        { lineNo: 6, partNumber: second, message: CartMessages.QUANTITY_INVALID },
        { lineNo: 7, partNumber: second, message: CartMessages.QUANTITY_INVALID },
        { lineNo: 8, partNumber: second, message: CartMessages.CUSTOMER_PART_TOO_LONG },
      ],
    });
  });

  it('normalises part numbers (spaces, full-width characters, case) to the catalogue spelling', async () => {
    const fullWidth = plain.pn.toLowerCase().replace(/[0-9A-Za-z]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0xfee0));
    const r = await add(admin, [{ partNumber: `  ${fullWidth} `, quantity: '１０' }]);
    expect(r.errors).toEqual([]);
    expect((await cartOf(admin)).lineList.map((l) => [l.partNumber, l.quantity])).toEqual([[plain.pn, 10]]);
  });

  it('merges a part already in the cart (or twice in one paste): quantities add up, capped at 99999', async () => {
    await add(admin, [{ partNumber: plain.pn, quantity: 4, customerPartNumber: 'JG-1' }]);
    const r = await add(admin, [
      { partNumber: plain.pn.toLowerCase(), quantity: 6 },
      { partNumber: plain.pn, quantity: 1 },
    ]);
    expect([r.added, r.count]).toEqual([2, 1]);
    const line = lineOf(await cartOf(admin), plain.pn)!;
    // a line sent without its own part number keeps the one there
    expect([line.quantity, line.customerPartNumber]).toEqual([11, 'JG-1']);
    await add(admin, [{ partNumber: plain.pn, quantity: 99999 }]);
    expect(lineOf(await cartOf(admin), plain.pn)!.quantity).toBe(99999);
  });

  it('refuses more than 500 lines at once with a Chinese message, writing nothing', async () => {
    const lines = Array.from({ length: 501 }, () => ({ partNumber: plain.pn, quantity: 1 }));
    const res = await admin.post(CartPaths.add, { lineList: lines });
    expect(fail(res)).toEqual({ status: 400, message: '一次最多添加 500 行' });
    expect((await cartOf(admin)).lineList).toEqual([]);
  });

  it('counts the lines for the header', async () => {
    await add(admin, [
      { partNumber: plain.pn, quantity: 1 },
      { partNumber: second, quantity: 1 },
    ]);
    const res = await admin.get(CartPaths.count);
    expect(envelope<{ count: number }>(res).data).toEqual({ count: 2 });
  });
});

describe('prices, the next break and the totals', () => {
  beforeAll(() => clear(admin));

  it('prices each line at its quantity break and shows what the next break saves', async () => {
    await add(admin, [{ partNumber: plain.pn, quantity: 7 }]);
    let line = lineOf(await cartOf(admin), plain.pn)!;
    expect(yuanToFen(line.unitPrice!)).toBe(yuanToFen(plain.breaks[0]!.unitPrice));
    expect(line.nextBreak).toEqual({ minQty: 10, addQty: 3, unitPrice: plain.breaks[1]!.unitPrice });
    expect(yuanToFen(line.amount!)).toBe(yuanToFen(plain.breaks[0]!.unitPrice) * 7);

    await admin.post(CartPaths.update, { lineList: [{ id: line.id, quantity: 10 }] });
    line = lineOf(await cartOf(admin), plain.pn)!;
    expect(yuanToFen(line.unitPrice!)).toBe(yuanToFen(plain.breaks[1]!.unitPrice));
    expect(line.nextBreak?.minQty).toBe(50);
  });

  it('totals the selected orderable lines in fen: subtotal + 13 % VAT = total', async () => {
    await add(admin, [{ partNumber: second, quantity: 3 }]);
    const cart = await cartOf(admin);
    const sum = cart.lineList.reduce((a, l) => a + yuanToFen(l.amount!), 0);
    const { subtotal, tax, total } = cart.totals;
    expect(yuanToFen(total!)).toBe(sum);
    expect(yuanToFen(subtotal!) + yuanToFen(tax!)).toBe(sum);
    expect(yuanToFen(subtotal!)).toBe(Math.round((sum * 100) / 113));

    // an unselected line leaves the totals
    const other = lineOf(cart, second)!;
    await admin.post(CartPaths.update, { lineList: [{ id: other.id, selected: false }] });
    const after = await cartOf(admin);
    expect(yuanToFen(after.totals.total!)).toBe(sum - yuanToFen(other.amount!));
    expect([after.totals.lineCount, after.totals.selectedCount]).toEqual([2, 1]);
  });

  it('leaves unfit and discontinued lines out of the totals', async () => {
    const special = await queryRows<{ pn: string }>(t.db, sql`select part_number as pn from catalogue_part where unfit_type = '3' limit 1`);
    const before = (await cartOf(admin)).totals.total;
    await add(admin, [{ partNumber: special[0]!.pn, quantity: 1 }]);
    const cart = await cartOf(admin);
    expect(lineOf(cart, special[0]!.pn)!.orderable).toBe(false);
    expect(cart.totals.total).toBe(before);
  });
});

describe('changing and deleting lines', () => {
  let lineId: number;
  beforeAll(async () => {
    await clear(admin);
    await add(admin, [{ partNumber: plain.pn, quantity: 2 }]);
    lineId = lineOf(await cartOf(admin), plain.pn)!.id;
  });

  it('changes quantity, own part number and selection', async () => {
    const res = await admin.post(CartPaths.update, {
      lineList: [{ id: lineId, quantity: '12', customerPartNumber: ' JG-9 ', selected: false }],
    });
    expect(envelope(res).data).toEqual({ updated: 1 });
    expect(lineOf(await cartOf(admin), plain.pn)).toMatchObject({ quantity: 12, customerPartNumber: 'JG-9', selected: false });
    await admin.post(CartPaths.update, { selectAll: true });
    expect(lineOf(await cartOf(admin), plain.pn)!.selected).toBe(true);
  });

  it('refuses a bad quantity or an empty change with a Chinese message', async () => {
    expect(fail(await admin.post(CartPaths.update, { lineList: [{ id: lineId, quantity: 0 }] }))).toEqual({
      status: 400,
      message: CartMessages.QUANTITY_INVALID,
    });
    expect(fail(await admin.post(CartPaths.update, {}))).toEqual({ status: 400, message: CartMessages.NOTHING_TO_UPDATE });
  });

  it('answers 404 for a colleague’s or another company’s line, and changes nothing', async () => {
    const buyerLine = (await cartOf(buyer)).lineList[0]!;
    for (const [who, id] of [
      [admin, buyerLine.id],
      [engineer, buyerLine.id],
      [individual, buyerLine.id],
      [admin, foreignLineId],
    ] as const) {
      expect(fail(await who.post(CartPaths.update, { lineList: [{ id, quantity: 77 }] }))).toEqual({
        status: 404,
        message: '购物车中没有该商品',
      });
      expect(fail(await who.post(CartPaths.delete, { idList: [id] }))).toEqual({ status: 404, message: '购物车中没有该商品' });
    }
    // a request naming one own and one foreign line changes neither
    expect((await admin.post(CartPaths.delete, { idList: [lineId, buyerLine.id] })).statusCode).toBe(404);
    expect(lineOf(await cartOf(admin), plain.pn)).toBeDefined();
    expect(lineOf(await cartOf(buyer), buyerLine.partNumber)!.quantity).toBe(buyerLine.quantity);
    const [foreign] = await t.db.select().from(cartLines).where(eq(cartLines.id, foreignLineId));
    expect(foreign!.quantity).toBe(1);
  });

  it('deletes own lines', async () => {
    const res = await admin.post(CartPaths.delete, { idList: [lineId] });
    expect(envelope(res).data).toEqual({ deleted: 1 });
    expect((await cartOf(admin)).lineList).toEqual([]);
  });
});

describe('quick order from a file (cart/upload)', () => {
  beforeEach(() => clear(admin));

  it('reads a CSV with a header row, UTF-8 with BOM, and answers per-line errors', async () => {
    const csv = `\ufeff型号,数量,客户型号\r\n${plain.pn},3,JG-CSV-1\r\nNOPE-999,1,\r\n\r\n${second},abc,\r\n`;
    const res = await upload(admin, Buffer.from(csv, 'utf8'), 'quick.csv', 'text/csv');
    expect(res.statusCode).toBe(200);
    expect(envelope<CartAddResult>(res).data).toEqual({
      added: 1,
      count: 1,
      errors: [
        { lineNo: 3, partNumber: 'NOPE-999', message: '型号不存在' },
        { lineNo: 5, partNumber: second, message: CartMessages.QUANTITY_INVALID },
      ],
    });
    expect(lineOf(await cartOf(admin), plain.pn)).toMatchObject({ quantity: 3, customerPartNumber: 'JG-CSV-1' });
  });

  it('reads a CSV that Excel saved in GB18030, without a header', async () => {
    // '客户一' in GB18030 (0xBFCD 0xBBA7 0xD2BB): not valid UTF-8, so the GB18030 reading applies
    const gbk = Buffer.concat([Buffer.from(`${plain.pn},2,`), Buffer.from([0xbf, 0xcd, 0xbb, 0xa7, 0xd2, 0xbb]), Buffer.from('\n')]);
    // read directly: see the note on binary bodies below
    expect(await linesOfFile(gbk)).toEqual([{ lineNo: 1, partNumber: plain.pn, quantity: '2', customerPartNumber: '客户一' }]);
  });

  // Under jest, the multipart parser (compiled by jest's transform) takes tens of seconds for a body of a few KB
  // (binary or 500 rows), while Node parses it at once (checked with tsx against this app): so the larger, XLSX and
  // binary cases call the file reader the route uses directly, then add its lines as the route does.
  it('reads the first sheet of an XLSX (numbers as numbers, header optional)', async () => {
    const file = await xlsx([
      ['型号', '数量', '客户型号'],
      [plain.pn, 4, 'JG-X-1'],
      [second, '6', ''],
      ['NOPE-1', 1, ''],
    ]);
    const lines = await linesOfFile(file);
    expect(lines).toEqual([
      { lineNo: 2, partNumber: plain.pn, quantity: '4', customerPartNumber: 'JG-X-1' },
      { lineNo: 3, partNumber: second, quantity: '6', customerPartNumber: '' },
      { lineNo: 4, partNumber: 'NOPE-1', quantity: '1', customerPartNumber: '' },
    ]);
    const r = await add(admin, lines);
    expect(r).toEqual({ added: 2, count: 2, errors: [{ lineNo: 4, partNumber: 'NOPE-1', message: '型号不存在' }] });
    const cart = await cartOf(admin);
    expect([lineOf(cart, plain.pn)?.quantity, lineOf(cart, second)?.quantity]).toEqual([4, 6]);
  });

  it('refuses a file of 501 lines with a Chinese message, adding nothing', async () => {
    const rows = Array.from({ length: 501 }, () => [plain.pn, 1]);
    await expect(linesOfFile(await xlsx(rows))).rejects.toMatchObject({ httpStatus: 400, message: '文件最多 500 行，请拆分后上传' });
    const csv = Buffer.from(rows.map((r) => r.join(',')).join('\n'));
    await expect(linesOfFile(csv)).rejects.toMatchObject({ httpStatus: 400, message: '文件最多 500 行，请拆分后上传' });
    expect((await cartOf(admin)).lineList).toEqual([]);
  });

  it('refuses what is not a spreadsheet, whatever its name says', async () => {
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001',
      'hex',
    );
    await expect(linesOfFile(png)).rejects.toMatchObject({ httpStatus: 415, message: CartMessages.UPLOAD_NOT_SPREADSHEET });
    await expect(linesOfFile(Buffer.from([0x00, 0x01, 0x02, 0x03, 0x41, 0x42]))).rejects.toMatchObject({ httpStatus: 415 });
    // a zip that is not a workbook
    await expect(linesOfFile(Buffer.from('504b0304140000000000', 'hex'))).rejects.toMatchObject({ httpStatus: 415 });
    expect(fail(await upload(admin, Buffer.from('\n\n'), 'empty.csv'))).toEqual({ status: 400, message: CartMessages.UPLOAD_EMPTY });
    expect(fail(await admin.post(CartPaths.upload, { file: 'x' }))).toEqual({ status: 400, message: CartMessages.UPLOAD_REQUIRED });
    expect((await cartOf(admin)).lineList).toEqual([]);
  });
});

/** The user family's table by name: the order family reaches it only through its seam, which has no such writer. */
const setPermissions = (loginId: string, codes: string[]) =>
  t.db.execute(sql`update user_account set permission_list = ${sql.param(codes)}::text[] where login_id = ${loginId}`);

describe('permissions that change what the cart shows or allows', () => {
  it('hides every price from a caller without PRICE_CHECK', async () => {
    await setPermissions('jinggong_engineer', ['QUOTE', 'CART']);
    const cart = await cartOf(engineer);
    expect(cart.priceVisible).toBe(false);
    const line = cart.lineList[0]!;
    expect([line.unitPrice, line.amount, line.listUnitPrice, line.nextBreak?.unitPrice ?? null]).toEqual([null, null, null, null]);
    expect([cart.totals.subtotal, cart.totals.tax, cart.totals.total]).toEqual([null, null, null]);
  });

  it('refuses a caller without CART with 403 and the reason', async () => {
    await setPermissions('jinggong_engineer', ['QUOTE', 'PRICE_CHECK']);
    for (const res of [
      await engineer.get(CartPaths.search),
      await engineer.get(CartPaths.count),
      await engineer.post(CartPaths.add, { lineList: [{ partNumber: plain.pn, quantity: 1 }] }),
    ]) {
      expect(fail(res)).toEqual({ status: 403, message: CartMessages.NO_CART_PERMISSION });
    }
  });
});
