import { and, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  SHIP_TO_LIMITS,
  ShipToMessages,
  ShipToPaths,
  type ShipTo,
  type ShipToDeleteResult,
  type ShipToSearchResult,
} from '@shop/api-clients/shipTo/types';
import { hashPassword } from '../../auth/password';
import { loginAs } from '../../auth/testing';
import { DEMO_COMPANY, demoAccount } from '../../db/seed/demoAccounts';
import { createTestApi, envelope, type TestApi } from '../../testing/testApi';
import { findShipToForCaller } from '../seam';
import { customers, shipTos, users } from '../tables';
import { shipToSeedStep } from './seed';

interface Caller {
  get(url: string, query?: Record<string, string>): Promise<LightMyRequestResponse>;
  post(url: string, payload: unknown): Promise<LightMyRequestResponse>;
}

let t: TestApi;
let admin: Caller;
let buyer: Caller;
let engineer: Caller;
let individual: Caller;
/** the main account of another company (with its own address) */
let rival: Caller;
let rivalShipToId: number;

const RIVAL = { customerCode: 'C0077777', userCode: 'U0077777001', loginId: 'rival_admin', password: 'Rival@2024x' };

async function callerFor(loginId: string, password?: string): Promise<Caller> {
  const login = await loginAs(t.app, loginId, password);
  const query = { sessionId: login.sessionId };
  return {
    get: (url, q = {}) => t.app.inject({ method: 'GET', url, query: { ...q, ...query }, headers: login.headers }),
    post: (url, payload) => t.app.inject({ method: 'POST', url, query, headers: login.headers, payload: payload as object }),
  };
}

async function addRivalCompany() {
  await t.db.insert(customers).values({
    customerCode: RIVAL.customerCode,
    customerName: '无锡竞品机械有限公司',
    customerType: '1',
    settlementType: '2',
    settlementTypeDisp: '月结',
    shipToManageFlag: '1',
  });
  await t.db.insert(users).values({
    userCode: RIVAL.userCode,
    loginId: RIVAL.loginId,
    userName: '周强',
    passwordHash: await hashPassword(RIVAL.password),
    customerCode: RIVAL.customerCode,
    isMain: true,
    permissionList: ['ORDER', 'QUOTE', 'CART', 'PRICE_CHECK'],
  });
}

beforeAll(async () => {
  t = await createTestApi({ seed: 'accounts' });
  await shipToSeedStep.run(t.db, { scale: 1, seed: 1, log: () => undefined });
  await addRivalCompany();
  admin = await callerFor('jinggong_admin');
  buyer = await callerFor('jinggong_buyer');
  engineer = await callerFor('jinggong_engineer');
  individual = await callerFor('zhangwei');
  rival = await callerFor(RIVAL.loginId, RIVAL.password);
  rivalShipToId = envelope<ShipTo>(await rival.post(ShipToPaths.update, valid)).data.shipToId;
}, 120_000);
afterAll(() => t?.close());

const valid = {
  receiverName: '刘洋',
  companyName: '苏州精工自动化设备有限公司',
  department: '设备部',
  zipCode: '215000',
  province: '江苏省',
  city: '苏州市',
  district: '吴中区',
  address: '东吴北路 66 号',
  tel: '0512-6510-2233',
  mobile: '13505121234',
};

const book = async (c: Caller) => envelope<ShipToSearchResult>(await c.get(ShipToPaths.search, { pageSize: '100' })).data;
const rowCount = async () => (await t.db.select({ n: count() }).from(shipTos))[0]!.n;
const companyDefaults = async () =>
  t.db
    .select({ id: shipTos.shipToId })
    .from(shipTos)
    .where(and(eq(shipTos.customerCode, DEMO_COMPANY.customerCode), eq(shipTos.isDefault, true)));
const add = (c: Caller, patch: Record<string, unknown> = {}) => c.post(ShipToPaths.update, { ...valid, ...patch });
const addOk = async (c: Caller, patch: Record<string, unknown> = {}) => {
  const res = await add(c, patch);
  expect(res.statusCode).toBe(200);
  return envelope<ShipTo>(res).data;
};
const remove = (c: Caller, shipToId: number) => c.post(ShipToPaths.delete, { shipToId });
const expectRefusal = (res: LightMyRequestResponse, status: number, message: string | RegExp) => {
  expect(res.statusCode).toBe(status);
  expect(envelope(res)).toMatchObject({ status, data: null });
  expect(envelope(res).errorMessage).toMatch(message);
};

describe('GET shipToInfo/search', () => {
  it('answers the company’s seeded book to every colleague, the default (head office) first', async () => {
    for (const c of [admin, buyer, engineer]) {
      const b = await book(c);
      expect(b.totalCount).toBeGreaterThanOrEqual(3);
      expect(b.maxCount).toBe(SHIP_TO_LIMITS.maxPerOwner);
      expect(b.shipToList[0]).toMatchObject({ isDefault: true, district: '苏州工业园区' });
      expect(b.shipToList.filter((s) => s.isDefault)).toHaveLength(1);
      const districts = b.shipToList.map((s) => s.district);
      expect(districts).toEqual(expect.arrayContaining(['苏州工业园区', '昆山市', '新吴区']));
      expect(b.shipToList.map((s) => s.shipToId)).not.toContain(rivalShipToId);
    }
  });

  it('says who may change it: the main account of a company with the flag, an individual customer; not a sub-user', async () => {
    expect((await book(admin)).manageable).toBe(true);
    expect((await book(buyer)).manageable).toBe(false);
    expect((await book(engineer)).manageable).toBe(false);
    expect((await book(individual)).manageable).toBe(true);
  });

  it('gives the individual customer his own address only', async () => {
    const b = await book(individual);
    expect(b.shipToList).toHaveLength(1);
    expect(b.shipToList[0]).toMatchObject({ receiverName: '张伟', city: '上海市', isDefault: true });
  });

  it('pages the book', async () => {
    const page = envelope<ShipToSearchResult>(await admin.get(ShipToPaths.search, { pageNo: '2', pageSize: '2' })).data;
    expect(page).toMatchObject({ pageNo: 2, pageSize: 2 });
    expect(page.shipToList.length).toBeGreaterThanOrEqual(1);
    expect(page.shipToList.every((s) => !s.isDefault)).toBe(true);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: ShipToPaths.search });
    expect(res.statusCode).toBe(401);
    expect(envelope(res).errorMessage).toBe('请先登录');
  });
});

describe('who may change the book', () => {
  it('refuses sub-users with 403 and writes nothing, whatever the input', async () => {
    const [first] = (await book(admin)).shipToList;
    const n = await rowCount();
    for (const res of [
      await add(buyer),
      await add(engineer, { receiverName: '' }),
      await buyer.post(ShipToPaths.update, { shipToId: first!.shipToId, receiverName: '改名' }),
      await remove(buyer, first!.shipToId),
    ]) {
      expectRefusal(res, 403, ShipToMessages.NO_MANAGE);
    }
    expect(await rowCount()).toBe(n);
  });

  it('refuses the main account too while the company’s shipToManageFlag is not 1', async () => {
    await t.db.update(customers).set({ shipToManageFlag: '0' }).where(eq(customers.customerCode, DEMO_COMPANY.customerCode));
    try {
      const n = await rowCount();
      expectRefusal(await add(admin), 403, ShipToMessages.NO_MANAGE);
      expect((await book(admin)).manageable).toBe(false);
      expect(await rowCount()).toBe(n);
    } finally {
      await t.db.update(customers).set({ shipToManageFlag: '1' }).where(eq(customers.customerCode, DEMO_COMPANY.customerCode));
    }
  });

  it('lets an individual customer manage his own', async () => {
    const s = await addOk(individual, { companyName: '', receiverName: '张伟', address: '世纪大道 100 号' });
    expect(s.isDefault).toBe(false);
    expect((await remove(individual, s.shipToId)).statusCode).toBe(200);
  });
});

describe('another owner’s address answers 404', () => {
  it('for edit, delete and the seam, from another company and between a company and an individual', async () => {
    const [companyAddress] = (await book(admin)).shipToList;
    const [individualAddress] = (await book(individual)).shipToList;
    const n = await rowCount();
    const cases: Array<[Caller, number]> = [
      [admin, rivalShipToId],
      [rival, companyAddress!.shipToId],
      [individual, companyAddress!.shipToId],
      [admin, individualAddress!.shipToId],
      [admin, 987654321],
    ];
    for (const [c, id] of cases) {
      expectRefusal(await c.post(ShipToPaths.update, { shipToId: id, receiverName: '篡改' }), 404, ShipToMessages.NOT_FOUND);
      expectRefusal(await remove(c, id), 404, ShipToMessages.NOT_FOUND);
    }
    expect(await rowCount()).toBe(n);
    const [rivalRow] = await t.db.select().from(shipTos).where(eq(shipTos.shipToId, rivalShipToId));
    expect(rivalRow!.receiverName).toBe(valid.receiverName);

    const buyerUser = { userCode: demoAccount('jinggong_buyer').userCode, customerCode: DEMO_COMPANY.customerCode, isMain: false };
    await expect(findShipToForCaller(t.db, buyerUser, rivalShipToId)).rejects.toMatchObject({ httpStatus: 404 });
    await expect(findShipToForCaller(t.db, buyerUser, companyAddress!.shipToId)).resolves.toMatchObject({
      shipToId: companyAddress!.shipToId,
    });
  });
});

describe('POST shipToInfo/update: the fields', () => {
  it.each([
    [{ receiverName: '' }, '收货人：此项为必填项'],
    [{ receiverName: '   ' }, '收货人：此项为必填项'],
    [{ receiverName: undefined }, '收货人：此项为必填项'],
    [{ receiverName: '名'.repeat(21) }, '收货人：最多输入20个字符'],
    [{ zipCode: '' }, '邮政编码：此项为必填项'],
    [{ zipCode: '215#00' }, '邮政编码：邮政编码只能包含字母、数字、连字符、括号和空格'],
    [{ zipCode: '1'.repeat(11) }, '邮政编码：最多输入10个字符'],
    [{ province: '' }, '省份：此项为必填项'],
    [{ city: '' }, '城市：此项为必填项'],
    [{ address: '' }, '详细地址：此项为必填项'],
    [{ address: '路'.repeat(101) }, '详细地址：最多输入100个字符'],
    [{ companyName: '司'.repeat(51) }, '公司名称：最多输入50个字符'],
    [{ tel: '0512 6288' }, '电话：请输入正确的电话号码'],
    [{ tel: '电话' }, '电话：请输入正确的电话号码'],
    [{ mobile: '1350512123' }, '手机：请输入正确的联系人手机号码'],
    [{ mobile: '12345678901' }, '手机：请输入正确的联系人手机号码'],
    [{ tel: '', mobile: '' }, ShipToMessages.PHONE_REQUIRED],
  ])('refuses %j with a Chinese 400 and writes nothing', async (patch, message) => {
    const n = await rowCount();
    expectRefusal(await add(admin, patch), 400, message);
    expect(await rowCount()).toBe(n);
  });

  it('accepts the edges: 20 characters of name counted as characters, mobile only, tel only', async () => {
    const a = await addOk(admin, { receiverName: '𠀀'.repeat(20), tel: '' });
    const b = await addOk(admin, { mobile: '', tel: '13912345678' });
    expect(a.receiverName).toBe('𠀀'.repeat(20));
    expect(b.mobile).toBe('');
    for (const s of [a, b]) expect((await remove(admin, s.shipToId)).statusCode).toBe(200);
  });

  it('trims the fields and edits only what the request names', async () => {
    const s = await addOk(admin, { receiverName: '  刘洋 ', address: ' 东吴北路 66 号 ' });
    expect(s).toMatchObject({ receiverName: '刘洋', address: '东吴北路 66 号', isDefault: false });
    const res = await admin.post(ShipToPaths.update, { shipToId: s.shipToId, department: '质量部' });
    expect(res.statusCode).toBe(200);
    expect(envelope<ShipTo>(res).data).toMatchObject({ ...valid, department: '质量部', shipToId: s.shipToId });
    // an edit is checked as a whole address
    expectRefusal(await admin.post(ShipToPaths.update, { shipToId: s.shipToId, zipCode: '' }), 400, '邮政编码：此项为必填项');
    expect((await remove(admin, s.shipToId)).statusCode).toBe(200);
  });

  it('refuses a malformed body with a Chinese 400 (schema)', async () => {
    for (const body of [
      { ...valid, shipToId: 0 },
      { ...valid, shipToId: 'x' },
      { ...valid, isDefault: 'maybe' },
    ]) {
      const res = await admin.post(ShipToPaths.update, body);
      expect(res.statusCode).toBe(400);
      expect(envelope(res).errorMessage).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

describe('one default per owner', () => {
  it('moves the default when another address is made the default, on add and on edit', async () => {
    const hq = (await book(admin)).shipToList[0]!;
    const s = await addOk(admin, { isDefault: true });
    expect(s.isDefault).toBe(true);
    expect(await companyDefaults()).toEqual([{ id: s.shipToId }]);
    expect((await book(buyer)).shipToList[0]!.shipToId).toBe(s.shipToId);

    const back = await admin.post(ShipToPaths.update, { shipToId: hq.shipToId, isDefault: true });
    expect(envelope<ShipTo>(back).data).toMatchObject({ shipToId: hq.shipToId, isDefault: true, receiverName: hq.receiverName });
    expect(await companyDefaults()).toEqual([{ id: hq.shipToId }]);
    expect((await remove(admin, s.shipToId)).statusCode).toBe(200);
  });

  it('keeps the default when the request only says isDefault false on it', async () => {
    const hq = (await book(admin)).shipToList[0]!;
    const res = await admin.post(ShipToPaths.update, { shipToId: hq.shipToId, isDefault: false });
    expect(envelope<ShipTo>(res).data.isDefault).toBe(true);
    expect(await companyDefaults()).toEqual([{ id: hq.shipToId }]);
  });

  it('makes the newest remaining address the default when the default is deleted, and the first one added the default', async () => {
    // the rival company's book: one address, its default
    const [only] = (await book(rival)).shipToList;
    expect(only).toMatchObject({ shipToId: rivalShipToId, isDefault: true });
    const older = await addOk(rival, { receiverName: '旧仓库' });
    const newer = await addOk(rival, { receiverName: '新仓库' });
    const res = await remove(rival, rivalShipToId);
    expect(envelope<ShipToDeleteResult>(res).data).toEqual({ shipToId: rivalShipToId, defaultShipToId: newer.shipToId });
    expect((await book(rival)).shipToList.map((s) => [s.receiverName, s.isDefault])).toEqual([
      ['新仓库', true],
      ['旧仓库', false],
    ]);
    // deleting a non-default keeps the default
    expect(envelope<ShipToDeleteResult>(await remove(rival, older.shipToId)).data.defaultShipToId).toBe(newer.shipToId);
    expect(envelope<ShipToDeleteResult>(await remove(rival, newer.shipToId)).data.defaultShipToId).toBeNull();
    const first = await addOk(rival);
    expect(first.isDefault).toBe(true);
    rivalShipToId = first.shipToId;
  });

  it('leaves exactly one default when several addresses are made the default at once', async () => {
    const extra = await Promise.all([1, 2, 3, 4, 5].map((i) => addOk(admin, { receiverName: `并发${i}` })));
    const answers = await Promise.all(extra.map((s) => admin.post(ShipToPaths.update, { shipToId: s.shipToId, isDefault: true })));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const defaults = await companyDefaults();
    expect(defaults).toHaveLength(1);
    expect(extra.map((s) => s.shipToId)).toContain(defaults[0]!.id);
    const hq = (await book(admin)).shipToList.find((s) => s.district === '苏州工业园区')!;
    await admin.post(ShipToPaths.update, { shipToId: hq.shipToId, isDefault: true });
    for (const s of extra) expect((await remove(admin, s.shipToId)).statusCode).toBe(200);
  });
});

describe(`at most ${SHIP_TO_LIMITS.maxPerOwner} addresses per owner`, () => {
  it('refuses the 51st, also when the last places are raced for', async () => {
    const have = (await book(rival)).totalCount;
    const toFill = SHIP_TO_LIMITS.maxPerOwner - have - 2;
    for (let i = 0; i < toFill; i++) await addOk(rival, { receiverName: `收货人${i}` });
    // two places left, five requests at once: two get them
    const raced = await Promise.all([1, 2, 3, 4, 5].map((i) => add(rival, { receiverName: `抢${i}` })));
    expect(raced.filter((r) => r.statusCode === 200)).toHaveLength(2);
    for (const r of raced.filter((x) => x.statusCode !== 200)) expectRefusal(r, 400, ShipToMessages.LIMIT_REACHED);
    expect((await book(rival)).totalCount).toBe(SHIP_TO_LIMITS.maxPerOwner);
    expectRefusal(await add(rival), 400, ShipToMessages.LIMIT_REACHED);
    expect(ShipToMessages.LIMIT_REACHED).toContain('50');
    // editing one of the fifty is still allowed, and the demo company's book is untouched by the rival's
    const [some] = (await book(rival)).shipToList;
    expect((await rival.post(ShipToPaths.update, { shipToId: some!.shipToId, department: '改' })).statusCode).toBe(200);
    expect((await book(admin)).totalCount).toBeLessThan(SHIP_TO_LIMITS.maxPerOwner);
  });
});
