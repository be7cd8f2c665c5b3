import { request as playwrightRequest, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { DEMO_PASSWORD, expect, test } from '../support/shop';

/**
 * The order-authorisation check of the after-sales pages (SPEC §2, §6), enforced by the API: a sub-user without
 * ORDER_HISTORY (jinggong_engineer) may apply for their own order, gets 无权查看该订单 for a colleague's order in the
 * browser and 403 from the API, and 404 for another customer's order.
 */

const ENGINEER = 'jinggong_engineer';

interface Session {
  sessionId: string;
  refreshTokenHash: string;
  userCode: string;
}
interface OrderSlip {
  orderSlipNumber: string;
  orderUserCode: string;
  status: string;
  lineList: { soLineNumber: string; shippedQty: number }[];
}
interface Envelope<T> {
  status: number;
  errorMessage: string;
  data: T | null;
}

async function login(api: APIRequestContext, loginId: string): Promise<Session> {
  const res = await api.post('/api/auth/login', { data: { loginId, password: DEMO_PASSWORD } });
  expect(res.status(), `login ${loginId}`).toBe(200);
  return ((await res.json()) as Envelope<Session>).data!;
}

/**
 * Logs in through the API inside the browser context (its cookie jar keeps the HttpOnly msm_sid) and puts the session
 * where packages/session keeps it: the GACCESSTOKENKEY / GREFRESHTOKENHASH cookies and localStorage msm_user.
 */
async function signInBrowser(context: BrowserContext, baseURL: string, loginId: string): Promise<Session> {
  const session = await login(context.request, loginId);
  await context.addCookies([
    { name: 'GACCESSTOKENKEY', value: session.sessionId, url: baseURL },
    { name: 'GREFRESHTOKENHASH', value: session.refreshTokenHash, url: baseURL },
  ]);
  await context.addInitScript((s) => {
    if (!window.localStorage.getItem('msm_user')) window.localStorage.setItem('msm_user', JSON.stringify({ value: s, expiresAt: null }));
  }, session);
  return session;
}

/** Every order a demo account may see, read through its own session. */
async function ordersOf(baseURL: string, loginId: string): Promise<OrderSlip[]> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const s = await login(api, loginId);
    const res = await api.get(`/api/order/v1/orderSlip/search?${new URLSearchParams({ sessionId: s.sessionId, pageSize: '100' })}`);
    expect(res.status()).toBe(200);
    return ((await res.json()) as Envelope<{ orderSlipList: OrderSlip[] }>).data!.orderSlipList;
  } finally {
    await api.dispose();
  }
}

const shipped = (o: OrderSlip) => o.status !== 'CANCELLED' && o.lineList.some((l) => l.shippedQty > 0);

test('a sub-user without ORDER_HISTORY may apply for their own order, not for a colleague’s', async ({ page, context, baseURL }) => {
  const session = await signInBrowser(context, baseURL!, ENGINEER);
  const own = await ordersOf(baseURL!, ENGINEER);
  expect(own.length).toBeGreaterThan(0);
  expect(own.every((o) => o.orderUserCode === session.userCode)).toBe(true);
  const ownOrder = own.find(shipped)!;
  const colleagueOrder = (await ordersOf(baseURL!, 'jinggong_admin')).find((o) => o.orderUserCode !== session.userCode && shipped(o))!;
  expect(colleagueOrder).toBeTruthy();

  // own order: the check passes and the form appears
  await page.goto(`/return/application/${ownOrder.orderSlipNumber}`);
  const card = page.getByTestId('return-application');
  await expect(card.getByTestId('apply-form')).toBeVisible();
  await expect(card.getByTestId('order-facts')).toContainText(ownOrder.orderSlipNumber);
  await expect(page).toHaveTitle('售后申请 - 铭工商城');

  // a colleague's order: 无权查看该订单 instead of the form
  await page.goto(`/return/application/${colleagueOrder.orderSlipNumber}/1`);
  await expect(page.getByTestId('access-forbidden')).toContainText('无权查看该订单');
  await expect(page.getByTestId('apply-form')).toHaveCount(0);

  // the API refuses it too, whatever the browser shows
  const q = (extra: Record<string, string>) => new URLSearchParams({ sessionId: session.sessionId, ...extra });
  const check = await context.request.get(
    `/api/order/v1/orderSlip/authCheck?${q({ soSlipNumber: colleagueOrder.orderSlipNumber, soLineNumber: '1' })}`,
  );
  expect(check.status()).toBe(403);
  expect(((await check.json()) as Envelope<null>).errorMessage).toBe('无权查看该订单');
  const apply = await context.request.post(`/api/cim/api/apply/create?${q({})}`, {
    data: { soSlipNumber: colleagueOrder.orderSlipNumber, soLineNumber: '1', reasonCode: '01', quantity: 1 },
  });
  expect(apply.status()).toBe(403);
  expect(((await apply.json()) as Envelope<null>).errorMessage).toBe('无权查看该订单');

  // another customer's order is answered like one that does not exist
  const individualOrder = (await ordersOf(baseURL!, 'zhangwei'))[0]!;
  const foreign = await context.request.get(`/api/order/v1/orderSlip/authCheck?${q({ soSlipNumber: individualOrder.orderSlipNumber })}`);
  expect(foreign.status()).toBe(404);
  expect(((await foreign.json()) as Envelope<null>).errorMessage).toBe('订单不存在');
  await page.goto(`/return/application/${individualOrder.orderSlipNumber}`);
  await expect(page.getByTestId('access-not-found')).toContainText('订单不存在');
});

test('the sub-user applies for a line of their own order and finds the application in 我的售后', async ({ page, context, baseURL }) => {
  await signInBrowser(context, baseURL!, ENGINEER);
  const order = (await ordersOf(baseURL!, ENGINEER)).find(shipped)!;
  const line = order.lineList.find((l) => l.shippedQty > 0)!;

  await page.goto(`/return/application/${order.orderSlipNumber}/${line.soLineNumber}`);
  const form = page.getByTestId('apply-form');
  await expect(form).toBeVisible();
  await form.getByRole('combobox', { name: '申请原因' }).click();
  await page.locator('.ant-select-item-option[title="产品质量问题"]').click();
  await form.getByRole('spinbutton', { name: '申请数量' }).fill('1');
  await form.getByRole('textbox', { name: '问题描述' }).fill('端面有磕碰痕迹，影响装配。');
  await form.getByRole('button', { name: /提交申请/ }).click();

  const success = page.getByTestId('apply-success');
  await expect(success).toContainText('售后申请已提交');
  const applyNum = (await success.getByTestId('apply-num').textContent())!;
  expect(applyNum).toMatch(/^AS\d{10}$/);

  await success.getByRole('button', { name: /返回我的售后/ }).click();
  await expect(page).toHaveURL(/\/return\/list$/);
  const row = page.getByTestId('return-list').getByRole('row').filter({ hasText: applyNum });
  await expect(row).toContainText(order.orderSlipNumber);
  await expect(row).toContainText('待审核');
});
