import { request as playwrightRequest, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, fillLogin, test } from '../support/shop';

/**
 * The session journeys of the shell (SPEC §2 login, §3 user session, §4 refresh and logout): logging in on the member
 * login page and in the popup, a sessionId that stops being accepted while the refresh token still is, a session
 * ended elsewhere, logout, and the open-redirect guard. Demo accounts: apps/api/src/db/seed/demoAccounts.ts.
 */

const MAIN = { loginId: 'jinggong_admin', userName: '王建国', customerName: '苏州精工自动化设备有限公司' };
const SUB = { loginId: 'jinggong_buyer', userName: '李娜', customerName: '苏州精工自动化设备有限公司' };
const INDIVIDUAL = { loginId: 'zhangwei', userName: '张伟' };

/** Logs in with the one login form on the page (member login page or popup), waiting for it first. */
async function logInOnPage(page: Page, loginId: string, password = DEMO_PASSWORD): Promise<void> {
  const form = page.getByTestId('login-form').first();
  await expect(form).toBeVisible();
  await fillLogin(form, loginId, password);
}

async function cookie(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === name)?.value;
}

async function msmKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('msm_')));
}

test('the main account logs in on the member login page and the header shows who is signed in', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByTestId('home')).toBeVisible();
  await page.getByTestId('header-login').click();
  await expect(page).toHaveURL(/\/mydesk2\/s\/login\?redirect=%2F$/);
  await logInOnPage(page, MAIN.loginId);
  // back where the user came from
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('home')).toBeVisible();
  await expect(page.getByTestId('user-name')).toHaveText(MAIN.userName);
  await expect(page.getByTestId('user-customer')).toHaveText(MAIN.customerName);
  await expect(page.getByTestId('guest-links')).toHaveCount(0);
  // SPEC §3: the sessionId and refresh token in script-readable cookies, the server's binding cookie HttpOnly
  expect(await cookie(context, 'GACCESSTOKENKEY')).toBeTruthy();
  expect(await cookie(context, 'GREFRESHTOKENHASH')).toBeTruthy();
  expect((await context.cookies()).find((c) => c.name === 'msm_sid')?.httpOnly).toBe(true);
  expect(await msmKeys(page)).toContain('msm_user');
});

test('a sub-user logs in and sees their own name; an individual customer is shown as 个人用户', async ({ page }) => {
  await page.goto('/mydesk2/s/login');
  await logInOnPage(page, SUB.loginId);
  // no ?redirect=: the personal centre
  await expect(page).toHaveURL(/\/my$/);
  await expect(page.getByTestId('my-home')).toBeVisible();
  await expect(page.getByTestId('user-name')).toHaveText(SUB.userName);
  await expect(page.getByTestId('user-customer')).toHaveText(SUB.customerName);

  await page.getByTestId('user-menu').hover();
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('guest-links')).toBeVisible();
  await page.goto('/mydesk2/s/login');
  await logInOnPage(page, INDIVIDUAL.loginId);
  await expect(page.getByTestId('user-name')).toHaveText(INDIVIDUAL.userName);
  await expect(page.getByTestId('user-customer')).toHaveText('个人用户');
});

test('a wrong password shows the server message, and never which part was wrong', async ({ page }) => {
  await page.goto('/mydesk2/s/login');
  await logInOnPage(page, MAIN.loginId, 'not-the-password');
  await expect(page.getByTestId('login-error')).toHaveText('账号或密码错误');
  await logInOnPage(page, 'no_such_account_anywhere', 'not-the-password');
  await expect(page.getByTestId('login-error')).toHaveText('账号或密码错误');
  await expect(page).toHaveURL(/\/mydesk2\/s\/login$/);
});

test('a guarded page opens the login popup in place and is shown after the login', async ({ page }) => {
  await page.goto('/my');
  await expect(page.getByTestId('login-required')).toBeVisible();
  const popup = page.getByTestId('login-popup');
  await expect(popup).toBeVisible();
  await expect(page).toHaveURL(/\/my$/);
  // closing the popup keeps the page; its 登录 button asks again
  await page
    .getByRole('dialog', { name: '会员登录' })
    .getByRole('button', { name: /close|关闭/i })
    .click();
  await expect(popup).toBeHidden();
  await page.getByTestId('login-required-login').click();
  await expect(popup).toBeVisible();
  await logInOnPage(page, MAIN.loginId);
  await expect(popup).toBeHidden();
  await expect(page.getByTestId('my-home')).toBeVisible();
  await expect(page).toHaveURL(/\/my$/);
});

test('the login page sends a signed-in user on, and never to another site', async ({ page }) => {
  await page.goto('/mydesk2/s/login?redirect=https%3A%2F%2Fevil.example%2F');
  await logInOnPage(page, MAIN.loginId);
  await expect(page).toHaveURL(/\/my$/);
  await expect(page.getByTestId('my-home')).toBeVisible();
  // dynamic-login check: already signed in, the login page forwards to ?redirect=
  await page.goto('/mydesk2/s/login?redirect=%2Forder%2Flist');
  await expect(page).toHaveURL(/\/order\/list$/);
  await page.goto('/mydesk2/s/login?redirect=%2F%2Fevil.example');
  await expect(page).toHaveURL(/\/my$/);
});

test('a sessionId the server no longer accepts is renewed with the refresh token: the user stays on the page', async ({
  page,
  context,
}) => {
  await page.goto('/mydesk2/s/login?redirect=%2Fmy');
  await logInOnPage(page, MAIN.loginId);
  await expect(page.getByTestId('my-home')).toBeVisible();
  const staleId = (await cookie(context, 'GACCESSTOKENKEY'))!;
  const refreshToken = (await cookie(context, 'GREFRESHTOKENHASH'))!;

  // The sessionId expires while the refresh token lives on: rotate the chain once from outside the page (same
  // browser, so with its msm_sid) and hand the browser only the new refresh token. Its GACCESSTOKENKEY is now a
  // sessionId the server has retired, exactly as after the idle timeout.
  const rotated = await page.request.post('/api/auth/refresh', { data: { refreshTokenHash: refreshToken } });
  expect(rotated.status()).toBe(200);
  const next = ((await rotated.json()) as { data: { refreshTokenHash: string } }).data;
  await context.addCookies([{ name: 'GREFRESHTOKENHASH', value: next.refreshTokenHash, url: page.url() }]);

  const refreshed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/refresh');
  // entering a login-required page runs the authentication check with the retired sessionId
  await page.getByTestId('shop-footer').getByRole('link', { name: '订单查询' }).click();
  expect((await refreshed).status()).toBe(200);
  await expect(page.getByTestId('order-list')).toBeVisible();
  await expect(page).toHaveURL(/\/order\/list$/);
  await expect(page.getByTestId('login-popup')).toHaveCount(0);
  await expect(page.getByTestId('user-name')).toHaveText(MAIN.userName);
  const renewedId = await cookie(context, 'GACCESSTOKENKEY');
  expect(renewedId).toBeTruthy();
  expect(renewedId).not.toBe(staleId);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('msm_user') ?? 'null')?.value?.sessionId)).toBe(renewedId);
});

test('a missing stored session is restored from the refresh cookie at start, without leaving the page', async ({ page, context }) => {
  await page.goto('/mydesk2/s/login?redirect=%2Fmy');
  await logInOnPage(page, MAIN.loginId);
  await expect(page.getByTestId('my-home')).toBeVisible();
  const before = await cookie(context, 'GACCESSTOKENKEY');
  await page.evaluate(() => localStorage.removeItem('msm_user'));
  await page.reload();
  await expect(page.getByTestId('user-name')).toHaveText(MAIN.userName);
  await expect(page.getByTestId('my-home')).toBeVisible();
  await expect(page).toHaveURL(/\/my$/);
  await expect(page.getByTestId('login-popup')).toHaveCount(0);
  expect(await cookie(context, 'GACCESSTOKENKEY')).not.toBe(before);
});

test('a session ended elsewhere asks for a login over the same page, and the page comes back after it', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/mydesk2/s/login?redirect=%2Fmy');
  await logInOnPage(page, MAIN.loginId);
  await expect(page.getByTestId('my-home')).toBeVisible();
  // the login chain is revoked by another client (a second window of the same browser profile): logging out takes
  // the sessionId and its chain's msm_sid cookie, a sessionId alone ends nothing (issue 9); the refresh token dies with it
  const sessionId = (await cookie(context, 'GACCESSTOKENKEY'))!;
  const binding = (await cookie(context, 'msm_sid'))!;
  const stranger = await playwrightRequest.newContext({ baseURL });
  await stranger.post('/api/auth/logout', { data: { sessionId } });
  await stranger.dispose();
  await page.reload();
  await expect(page.getByTestId('my-home')).toBeVisible();
  await expect(page.getByTestId('login-popup')).toHaveCount(0);
  const other = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { cookie: `msm_sid=${binding}` } });
  expect((await other.post('/api/auth/logout', { data: { sessionId } })).status()).toBe(200);
  await other.dispose();

  const refreshes: number[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === '/api/auth/refresh') refreshes.push(r.status());
  });
  await page.reload();
  const popup = page.getByTestId('login-popup');
  await expect(popup).toBeVisible();
  // the authentication check was refused, the refresh token with it
  expect(refreshes).toEqual([401]);
  await expect(page).toHaveURL(/\/my$/);
  await expect(page.getByTestId('guest-links')).toBeVisible();
  expect(await msmKeys(page)).toEqual([]);
  await logInOnPage(page, MAIN.loginId);
  await expect(popup).toBeHidden();
  await expect(page.getByTestId('my-home')).toBeVisible();
  await expect(page).toHaveURL(/\/my$/);
});

test('logout ends the session on the server and leaves no cookie and no msm_ entry', async ({ page, context, request }) => {
  await page.goto('/mydesk2/s/login?redirect=%2Fmy');
  await logInOnPage(page, MAIN.loginId);
  await expect(page.getByTestId('my-home')).toBeVisible();
  const sessionId = (await cookie(context, 'GACCESSTOKENKEY'))!;
  await page.evaluate(() =>
    localStorage.setItem('msm_cadSelection', JSON.stringify({ value: { selectedFormat: 'STEP' }, expiresAt: null })),
  );

  await page.getByTestId('user-menu').hover();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('guest-links')).toBeVisible();
  // every cookie is gone, the HttpOnly msm_sid included, and every msm_ entry
  expect(await context.cookies()).toEqual([]);
  expect(await msmKeys(page)).toEqual([]);
  // the server ended the session too
  const check = await request.get(`/api/user/v1/auth/check?sessionId=${encodeURIComponent(sessionId)}`);
  expect(check.status()).toBe(401);
  // and the guarded page asks for a login again
  await page.goto('/my');
  await expect(page.getByTestId('login-popup')).toBeVisible();
});

test('a login in one tab shows in the other without a reload', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByTestId('guest-links')).toBeVisible();
  const other = await context.newPage();
  await other.goto('/mydesk2/s/login');
  await logInOnPage(other, SUB.loginId);
  await expect(other.getByTestId('user-name')).toHaveText(SUB.userName);
  await expect(page.getByTestId('user-name')).toHaveText(SUB.userName);
  await other.close();
});
