import { count, eq } from 'drizzle-orm';
import { CimPaths, type AfterSalesApply, type ApplyReason, type ApplySearchResult } from '@shop/api-clients/cim/types';
import { OrderMessages, OrderPaths, type OrderAuthCheckResult } from '@shop/api-clients/order/types';
import { demoCallers, type Caller } from '../order/testing';
import { createTestApi, envelope, type TestApi } from '../testing/testApi';
import { cimApplies, cimSatisfactions } from './tables';

let t: TestApi;
let admin: Caller;
let buyer: Caller;
let engineer: Caller;
let individual: Caller;

// demo orders (order/demoOrders.ts) and applications (cim/seed.ts)
const ENGINEER_ORDER = 'SO2026020006'; // lines shipped 24, 3, 1; line 2 has a pending application for 1
const BUYER_ORDER = 'SO2026010002';
const UNSHIPPED_ORDER = 'SO2026030009';
const BUYER_APPLY = 'AS2026000001'; // on the buyer's order, completed and rated
const ADMIN_APPLY = 'AS2026000002'; // on the main account's order, completed
const ENGINEER_APPLY = 'AS2026000003'; // on the engineer's order, completed
const ENGINEER_PENDING = 'AS2026000005';
const INDIVIDUAL_APPLY = 'AS2026000006';

beforeAll(async () => {
  t = await createTestApi({ seed: 'all' });
  ({ admin, buyer, engineer, individual } = await demoCallers(t.app));
}, 120_000);
afterAll(() => t?.close());

const applyCount = async () => (await t.db.select({ n: count() }).from(cimApplies))[0]!.n;
const create = (c: Caller, body: Record<string, unknown>) => c.post(CimPaths.applyCreate, body);
const valid = { soSlipNumber: ENGINEER_ORDER, soLineNumber: '1', reasonCode: '01', quantity: 2, description: '表面有锈迹' };
const applicable = async (c: Caller, soSlipNumber: string, soLineNumber: string) =>
  envelope<OrderAuthCheckResult>(await c.get(OrderPaths.orderSlipAuthCheck, { soSlipNumber, soLineNumber })).data.lineList[0]!
    .applicableQty;
const list = async (c: Caller, query: Record<string, string> = {}) =>
  envelope<ApplySearchResult>(await c.get(CimPaths.applySearch, { pageSize: '100', ...query })).data;

describe('GET /api/cim/api/reasons', () => {
  it('lists the reasons, 其他 needing a description', async () => {
    const res = await t.app.inject({ method: 'GET', url: CimPaths.reasons });
    expect(res.statusCode).toBe(200);
    const reasons = envelope<ApplyReason[]>(res).data;
    expect(reasons.length).toBeGreaterThanOrEqual(5);
    expect(reasons.find((r) => r.reasonName === '其他')).toMatchObject({ descriptionRequired: true });
  });
});

describe('POST /api/cim/api/apply/create', () => {
  // a colleague holding ORDER and ORDER_HISTORY applies for the engineer's order (who may act on which order: test/accessRules.test.ts)
  it('creates an application for a line of an order the caller may see and claims its quantity', async () => {
    const before = await applicable(engineer, ENGINEER_ORDER, '1');
    const res = await create(buyer, valid);
    expect(res.statusCode).toBe(200);
    const a = envelope<AfterSalesApply>(res).data;
    expect(a).toMatchObject({
      soSlipNumber: ENGINEER_ORDER,
      soLineNumber: '1',
      reasonCode: '01',
      reasonName: '产品质量问题',
      quantity: 2,
      description: '表面有锈迹',
      status: 'PENDING',
      statusDisp: '待审核',
      applyUserName: '李娜',
      satisfaction: null,
      canRate: false,
    });
    expect(a.applyNum).toMatch(/^AS\d{4}000\d{3}$/);
    expect(Number(a.applyNum.slice(-6))).toBeGreaterThanOrEqual(100);
    expect(await applicable(engineer, ENGINEER_ORDER, '1')).toBe(before - 2);
    expect((await list(engineer)).applyList.map((x) => x.applyNum)).toContain(a.applyNum);
    expect((await list(admin)).applyList.map((x) => x.applyNum)).toContain(a.applyNum);
  });

  it('refuses a colleague’s order the caller may not see with 403, before looking at the input', async () => {
    const n = await applyCount();
    for (const body of [
      { ...valid, soSlipNumber: BUYER_ORDER },
      { ...valid, soSlipNumber: BUYER_ORDER, quantity: -1, reasonCode: '' },
    ]) {
      const res = await create(engineer, body);
      expect(res.statusCode).toBe(403);
      expect(envelope(res)).toMatchObject({ errorMessage: OrderMessages.FORBIDDEN, data: null });
    }
    expect(await applyCount()).toBe(n);
  });

  it('answers 404 for another customer’s order', async () => {
    const n = await applyCount();
    const res = await create(admin, { ...valid, soSlipNumber: 'SO2026020007' });
    expect(res.statusCode).toBe(404);
    expect(envelope(res).errorMessage).toBe('订单不存在');
    expect(await applyCount()).toBe(n);
  });

  it('lets the main account apply for a sub-user’s order', async () => {
    const res = await create(admin, { ...valid, soLineNumber: '3', quantity: 1 });
    expect(res.statusCode).toBe(200);
    expect(envelope<AfterSalesApply>(res).data.applyUserName).toBe('王建国');
  });

  it.each([
    [{ reasonCode: '' }, '请选择申请原因'],
    [{ reasonCode: undefined }, '请选择申请原因'],
    [{ reasonCode: 'ZZ' }, '申请原因不存在'],
    [{ quantity: undefined }, '请输入申请数量'],
    [{ quantity: 0 }, '申请数量必须是正整数'],
    [{ quantity: 1.5 }, '申请数量必须是正整数'],
    [{ quantity: 9999 }, /^申请数量不能超过可申请数量 \d+$/],
    [{ description: '长'.repeat(501) }, '问题描述最多 500 个字符'],
    [{ reasonCode: '99', description: '   ' }, '选择“其他”原因时请填写问题描述'],
  ])('refuses %j with a Chinese 400', async (patch, message) => {
    const n = await applyCount();
    const res = await create(buyer, { ...valid, ...patch });
    expect(res.statusCode).toBe(400);
    expect(envelope(res).status).toBe(400);
    expect(envelope(res).errorMessage).toMatch(message);
    expect(await applyCount()).toBe(n);
  });

  it('accepts exactly 500 characters of description, counted as characters', async () => {
    const res = await create(buyer, { ...valid, soLineNumber: '1', quantity: 1, reasonCode: '99', description: '𠀀'.repeat(500) });
    expect(res.statusCode).toBe(200);
  });

  it('names the applicable quantity when asked for more', async () => {
    const max = await applicable(engineer, ENGINEER_ORDER, '2');
    const res = await create(buyer, { ...valid, soLineNumber: '2', quantity: max + 1 });
    expect(envelope(res).errorMessage).toBe(`申请数量不能超过可申请数量 ${max}`);
  });

  it('refuses a line with nothing shipped, a missing line and a missing line number', async () => {
    const unshipped = await create(admin, { ...valid, soSlipNumber: UNSHIPPED_ORDER, quantity: 1 });
    expect(unshipped.statusCode).toBe(400);
    expect(envelope(unshipped)).toMatchObject({ errorCode: 'NOTHING_APPLICABLE', errorMessage: '该订单明细暂无可申请售后的数量' });
    const noLine = await create(buyer, { ...valid, soLineNumber: '7' });
    expect(noLine.statusCode).toBe(404);
    expect(envelope(noLine).errorMessage).toBe('订单明细不存在');
    const { soLineNumber: _omit, ...withoutLine } = valid;
    const missing = await create(buyer, withoutLine);
    expect(missing.statusCode).toBe(400);
    expect(envelope(missing).errorMessage).toContain('soLineNumber');
  });

  it('never lets two applications at once claim more than was shipped', async () => {
    const max = await applicable(admin, 'SO2026020004', '1');
    expect(max).toBeGreaterThan(0);
    const body = { ...valid, soSlipNumber: 'SO2026020004', soLineNumber: '1', quantity: max };
    const results = await Promise.all([create(admin, body), create(buyer, body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await applicable(admin, 'SO2026020004', '1')).toBe(0);
  });

  it('needs a session, and a sessionId (the cookie alone is not enough for a POST)', async () => {
    expect((await t.app.inject({ method: 'POST', url: CimPaths.applyCreate, payload: valid })).statusCode).toBe(401);
    const cookieOnly = await t.app.inject({ method: 'POST', url: CimPaths.applyCreate, payload: valid, headers: engineer.login.headers });
    expect(cookieOnly.statusCode).toBe(401);
  });
});

describe('GET /api/cim/api/apply/search and apply/detail', () => {
  it('shows each caller the applications on orders they may see', async () => {
    const nums = async (c: Caller) => (await list(c)).applyList.map((a) => a.applyNum);
    const forAdmin = await nums(admin);
    expect(forAdmin).toEqual(expect.arrayContaining([BUYER_APPLY, ADMIN_APPLY, ENGINEER_APPLY, ENGINEER_PENDING]));
    expect(forAdmin).not.toContain(INDIVIDUAL_APPLY);
    expect(await nums(buyer)).toEqual(forAdmin);
    const forEngineer = await nums(engineer);
    expect(forEngineer).toEqual(expect.arrayContaining([ENGINEER_APPLY, ENGINEER_PENDING]));
    expect(forEngineer).not.toContain(BUYER_APPLY);
    expect(forEngineer).not.toContain(ADMIN_APPLY);
    expect(await nums(individual)).toEqual([INDIVIDUAL_APPLY]);
  });

  it('filters and pages, newest first', async () => {
    const r = await list(admin, { status: 'COMPLETED' });
    expect(r.applyList.every((a) => a.status === 'COMPLETED')).toBe(true);
    expect((await list(engineer, { applyNum: BUYER_APPLY })).totalCount).toBe(0);
    const page = await list(admin, { pageSize: '2' });
    expect(page.applyList).toHaveLength(2);
    expect(page.totalCount).toBeGreaterThan(2);
    const all = (await list(admin)).applyList.map((a) => a.applyDate);
    expect(all).toEqual([...all].sort().reverse());
    const bad = await admin.get(CimPaths.applySearch, { status: 'LOST' });
    expect(bad.statusCode).toBe(400);
  });

  it('answers the detail with its rating, 403 for a colleague’s order, 404 for another customer’s', async () => {
    const rated = await buyer.get(CimPaths.applyDetail, { applyNum: BUYER_APPLY });
    expect(rated.statusCode).toBe(200);
    expect(envelope<AfterSalesApply>(rated).data).toMatchObject({ status: 'COMPLETED', canRate: false, satisfaction: { rating: 5 } });
    const forbidden = await engineer.get(CimPaths.applyDetail, { applyNum: BUYER_APPLY });
    expect(forbidden.statusCode).toBe(403);
    expect(envelope(forbidden).errorMessage).toBe('无权查看该订单');
    const foreign = await individual.get(CimPaths.applyDetail, { applyNum: BUYER_APPLY });
    const missing = await individual.get(CimPaths.applyDetail, { applyNum: 'AS2026999999' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
    expect(envelope(foreign).errorMessage).toBe('售后申请不存在');
  });
});

describe('POST /api/cim/api/satisfaction', () => {
  const rate = (c: Caller, body: Record<string, unknown>) => c.post(CimPaths.satisfaction, body);
  const ratings = async (applyNum: string) => t.db.select().from(cimSatisfactions).where(eq(cimSatisfactions.applyNum, applyNum));

  it('refuses a colleague’s application the caller may not see (403) and another customer’s (404), writing nothing', async () => {
    const colleague = await rate(engineer, { applyNum: ADMIN_APPLY, rating: 1, comment: '差' });
    expect(colleague.statusCode).toBe(403);
    expect(envelope(colleague).errorMessage).toBe(OrderMessages.FORBIDDEN);
    expect((await rate(individual, { applyNum: ADMIN_APPLY, rating: 1 })).statusCode).toBe(404);
    expect((await rate(admin, { applyNum: INDIVIDUAL_APPLY, rating: 1 })).statusCode).toBe(404);
    expect(await ratings(ADMIN_APPLY)).toHaveLength(0);
    expect(await ratings(INDIVIDUAL_APPLY)).toHaveLength(0);
  });

  it.each([
    [{ rating: 0 }, '请选择 1 到 5 星的评分'],
    [{ rating: 6 }, '请选择 1 到 5 星的评分'],
    [{ rating: 4.5 }, '请选择 1 到 5 星的评分'],
    [{ rating: undefined }, '请选择 1 到 5 星的评分'],
    [{ rating: 4, comment: '好'.repeat(201) }, '评价内容最多 200 个字符'],
  ])('refuses %j with a Chinese 400', async (patch, message) => {
    const res = await rate(buyer, { applyNum: ENGINEER_APPLY, ...patch });
    expect(res.statusCode).toBe(400);
    expect(envelope(res).errorMessage).toBe(message);
  });

  it('accepts one rating of a completed application the caller may see, then refuses a second', async () => {
    const res = await rate(buyer, { applyNum: ENGINEER_APPLY, rating: 4, comment: '处理及时' });
    expect(res.statusCode).toBe(200);
    expect(envelope<AfterSalesApply>(res).data).toMatchObject({
      applyNum: ENGINEER_APPLY,
      canRate: false,
      satisfaction: { rating: 4, comment: '处理及时', ratedUserName: '李娜' },
    });
    const again = await rate(admin, { applyNum: ENGINEER_APPLY, rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(envelope(again).errorMessage).toBe('该售后申请已评价，不能重复评价');
    expect(await ratings(ENGINEER_APPLY)).toEqual([expect.objectContaining({ rating: 4 })]);
  });

  it('refuses an application that is not completed yet', async () => {
    const res = await rate(buyer, { applyNum: ENGINEER_PENDING, rating: 5 });
    expect(res.statusCode).toBe(409);
    expect(envelope(res).errorMessage).toBe('售后处理完成后才能评价');
  });
});
