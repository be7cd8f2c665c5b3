import { count, eq } from 'drizzle-orm';
import { ok } from '@shop/api-clients/envelopes';
import { CimMessages, CimPaths, type AfterSalesApply } from '@shop/api-clients/cim/types';
import { OrderPaths } from '@shop/api-clients/order/types';
import { buildUserTestApp, expireSessionNow, loginAs } from '../src/auth/testing';
import { cimApplies, cimSatisfactions } from '../src/cim/tables';
import { users } from '../src/user/seam';
import { callerOf, MAIN_ACCOUNT_ONLY } from '../src/http/access';
import { demoCallers, type Caller } from '../src/order/testing';
import { createTestApi, envelope, type TestApi } from '../src/testing/testApi';

describe('the access rules a route declares, enforced by the one hook', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await buildUserTestApp({
      envelopeErrors: true,
      extra: (app) => {
        app.get('/api/test/main', { config: { access: 'mainAccount' } }, async (req) => ok(callerOf(req).userCode));
        app.get('/api/test/staff', { config: { access: { permission: 'USER_MANAGE' } } }, async () => ok('staff'));
        app.get('/api/test/cad', { config: { access: { permission: '7', message: '没有 CAD 下载权限' } } }, async () => ok('cad'));
        app.get('/api/test/open', { config: { access: 'public' } }, async (req) => ok(req.user));
        // no rule: closed to anonymous callers (and named by the route test)
        app.get('/api/test/undeclared', async (req) => ok(callerOf(req).userCode));
      },
    });
  }, 60_000);
  afterAll(() => t.close());

  const call = async (url: string, loginId?: string) => {
    if (!loginId) return t.app.inject({ method: 'GET', url });
    const login = await loginAs(t.app, loginId);
    return t.app.inject({ method: 'GET', url, query: { sessionId: login.sessionId }, headers: login.headers });
  };

  it('public: anyone, and no session is looked at', async () => {
    const res = await call('/api/test/open', 'jinggong_admin');
    expect(res.statusCode).toBe(200);
    expect(envelope(res).data).toBeNull();
  });

  it('mainAccount: the main account passes, a sub-user gets 403 in Chinese, nobody gets 401', async () => {
    expect(envelope(await call('/api/test/main', 'jinggong_admin')).data).toBe('U0012345001');
    const sub = await call('/api/test/main', 'jinggong_buyer');
    expect(sub.statusCode).toBe(403);
    expect(envelope(sub)).toMatchObject({ errorCode: 'FORBIDDEN', errorMessage: MAIN_ACCOUNT_ONLY, data: null });
    expect((await call('/api/test/main')).statusCode).toBe(401);
  });

  it('permission: the code is needed; the route’s message when it gives one, else 没有操作权限', async () => {
    expect((await call('/api/test/staff', 'jinggong_admin')).statusCode).toBe(200);
    const buyer = await call('/api/test/staff', 'jinggong_buyer');
    expect(buyer.statusCode).toBe(403);
    expect(envelope(buyer).errorMessage).toBe('没有操作权限');
    expect((await call('/api/test/cad', 'jinggong_engineer')).statusCode).toBe(200);
    expect(envelope(await call('/api/test/cad', 'jinggong_buyer')).errorMessage).toBe('没有 CAD 下载权限');
  });

  it('an expired session is told apart from none (the client refreshes and retries)', async () => {
    const login = await loginAs(t.app, 'jinggong_admin');
    await expireSessionNow(t.db, login.sessionId);
    const res = await t.app.inject({ method: 'GET', url: '/api/test/main', query: { sessionId: login.sessionId }, headers: login.headers });
    expect(res.statusCode).toBe(401);
    expect(envelope(res).errorCode).toBe('SESSION_EXPIRED');
  });

  it('a route without a rule is closed to anonymous callers', async () => {
    expect((await call('/api/test/undeclared')).statusCode).toBe(401);
    expect((await call('/api/test/undeclared', 'zhangwei')).statusCode).toBe(200);
  });

  it('an unknown path is a 404 whoever asks', async () => {
    expect((await call('/api/test/nothing-here')).statusCode).toBe(404);
  });
});

describe('after-sales on an order: whoever placed it, or a colleague holding ORDER (cim/service.ts, assertMayActOn)', () => {
  let t: TestApi;
  let reviewer: Caller;
  let buyer: Caller;
  let individual: Caller;
  beforeAll(async () => {
    t = await createTestApi({ seed: 'all' });
    // the engineer as a reviewer: sees every order of the company (ORDER_HISTORY) but may not place one (no ORDER)
    await t.db
      .update(users)
      .set({ permissionList: ['ORDER_HISTORY', 'QUOTE', 'PRICE_CHECK', 'CART', '7'] })
      .where(eq(users.loginId, 'jinggong_engineer'));
    ({ engineer: reviewer, buyer, individual } = await demoCallers(t.app));
  }, 120_000);
  afterAll(() => t?.close());

  const ENGINEER_ORDER = 'SO2026020006';
  const BUYER_ORDER = 'SO2026010002';
  const INDIVIDUAL_ORDER = 'SO2026020007';
  const ENGINEER_APPLY = 'AS2026000003'; // on the engineer's own order, completed, not rated
  const ADMIN_APPLY = 'AS2026000002'; // on the main account's order, completed, not rated
  const rows = async () => ({
    applies: (await t.db.select({ n: count() }).from(cimApplies))[0]!.n,
    ratings: (await t.db.select({ n: count() }).from(cimSatisfactions))[0]!.n,
  });
  const apply = (soSlipNumber: string) => ({ soSlipNumber, soLineNumber: '1', reasonCode: '01', quantity: 1, description: '表面有锈迹' });

  it('a colleague who sees the order but holds no ORDER gets 403 with the reason on a colleague’s order, and nothing is written', async () => {
    // the reviewer sees the buyer's order (ORDER_HISTORY) ...
    expect((await reviewer.get(OrderPaths.orderSlipAuthCheck, { soSlipNumber: BUYER_ORDER })).statusCode).toBe(200);
    const before = await rows();
    // ... but may not claim on it, nor rate the after-sales of the main account's order
    for (const res of [
      await reviewer.post(CimPaths.applyCreate, apply(BUYER_ORDER)),
      await reviewer.post(CimPaths.satisfaction, { applyNum: ADMIN_APPLY, rating: 5 }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(envelope(res)).toMatchObject({
        status: 403,
        errorCode: 'FORBIDDEN',
        errorMessage: CimMessages.NO_ORDER_PERMISSION,
        data: null,
      });
    }
    expect(await rows()).toEqual(before);
  });

  it('whoever placed the order applies and rates on it without ORDER: the reviewer on their own order, the individual customer on theirs', async () => {
    const own = await reviewer.post(CimPaths.applyCreate, apply(ENGINEER_ORDER));
    expect(own.statusCode).toBe(200);
    expect(envelope<AfterSalesApply>(own).data).toMatchObject({ soSlipNumber: ENGINEER_ORDER, applyUserName: '陈晓明' });
    expect((await reviewer.post(CimPaths.satisfaction, { applyNum: ENGINEER_APPLY, rating: 4 })).statusCode).toBe(200);
    const individualOwn = await individual.post(CimPaths.applyCreate, apply(INDIVIDUAL_ORDER));
    expect(individualOwn.statusCode).toBe(200);
    expect(envelope<AfterSalesApply>(individualOwn).data).toMatchObject({ soSlipNumber: INDIVIDUAL_ORDER, applyUserName: '张伟' });
  });

  it('a colleague holding ORDER (and ORDER_HISTORY) applies for the engineer’s order', async () => {
    const created = await buyer.post(CimPaths.applyCreate, apply(ENGINEER_ORDER));
    expect(created.statusCode).toBe(200);
    expect(envelope<AfterSalesApply>(created).data).toMatchObject({ soSlipNumber: ENGINEER_ORDER, applyUserName: '李娜' });
  });
});
