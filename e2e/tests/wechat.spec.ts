import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, test } from '../support/shop';

/**
 * WeChat login (SPEC §2 /snslogin/wechat) end to end against the local sandbox provider: the shop's start call, the
 * provider's QR-code page with its 「模拟手机扫码」 panel, the redirect back with code and state, the server-to-server
 * code exchange, and then a signed-in header, or the bind / register step for a WeChat seen for the first time.
 * Sandbox users: apps/api/src/wechat/sandbox/users.ts (建国 is bound to the demo main account by the seed).
 */

/** From the WeChat login page through the provider's QR page, confirming the scan as one sandbox user. */
async function scanAs(page: Page, nickname: string, from = '/snslogin/wechat'): Promise<string> {
  await page.goto(from);
  await expect(page).toHaveTitle('微信登录 - 铭工商城');
  await page.getByTestId('wechat-start').click();
  await expect(page).toHaveURL(/\/api\/sandbox\/wechat\/qrconnect\?appid=.+&redirect_uri=.+&response_type=code&scope=snsapi_login&state=/);
  await expect(page.getByTestId('wechat-qr').locator('svg')).toBeVisible();
  await expect(page.getByTestId('wechat-sandbox')).toContainText('模拟手机扫码');
  const back = page.waitForURL(/\/snslogin\/wechat\/callback\?code=[^&]+&state=/);
  await page.getByRole('button', { name: `以${nickname}确认登录` }).click();
  await back;
  return page.url();
}

test('the pre-bound WeChat user scans and lands signed in; the callback URL cannot be used again', async ({ page, context }) => {
  const callbackUrl = await scanAs(page, '建国', '/snslogin/wechat?redirect=%2Forder%2Flist');
  await expect(page).toHaveURL(/\/order\/list$/);
  await expect(page.getByTestId('user-name')).toHaveText('王建国');
  await expect(page.getByTestId('user-customer')).toHaveText('苏州精工自动化设备有限公司');
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'msm_sid')?.httpOnly).toBe(true);
  expect(cookies.find((c) => c.name === 'GACCESSTOKENKEY')?.value).toBeTruthy();
  // the state cookie went with the one callback it was for
  expect(cookies.find((c) => c.name === 'msm_wx_state')).toBeUndefined();

  // a signed-in user opening the WeChat login page is sent on
  await page.goto('/snslogin/wechat?redirect=%2Fmy');
  await expect(page).toHaveURL(/\/my$/);

  // the same code and state again (reload, back button, a leaked link): refused in Chinese, with a way to rescan
  await page.goto(callbackUrl);
  await expect(page.getByTestId('wechat-failed')).toContainText('登录状态已失效，请重新扫码');
  await expect(page.getByTestId('wechat-rescan')).toBeVisible();
});

test('a first-time WeChat user binds the demo individual account, then scans straight in; after unbinding it asks again', async ({
  page,
}) => {
  await scanAs(page, '赵师傅');
  const choice = page.getByTestId('wechat-bind-choice');
  await expect(choice).toContainText('微信用户：赵师傅');
  await expect(choice.getByText('绑定已有账号', { exact: true })).toBeVisible();
  await expect(choice.getByText('注册新账号', { exact: true })).toBeVisible();

  const form = page.getByTestId('wechat-bind-form');
  await form.getByLabel('用户名 / 手机号 / 邮箱').fill('zhangwei');
  await form.getByLabel('密码').fill('not-the-password');
  await page.getByTestId('wechat-bind-submit').click();
  await expect(page.getByTestId('wechat-bind-error')).toHaveText('账号或密码错误');

  await form.getByLabel('密码').fill(DEMO_PASSWORD);
  await page.getByTestId('wechat-bind-submit').click();
  await expect(page).toHaveURL(/\/my$/);
  await expect(page.getByTestId('user-name')).toHaveText('张伟');
  await expect(page.getByTestId('user-customer')).toHaveText('个人用户');

  // next time the same WeChat goes straight in
  await page.getByTestId('user-menu').hover();
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('guest-links')).toBeVisible();
  await scanAs(page, '赵师傅');
  await expect(page).toHaveURL(/\/my$/);
  await expect(page.getByTestId('user-name')).toHaveText('张伟');

  // SPEC §7: unbind by PUT, with the signed-in session
  // the sessionId travels in the query (SPEC §7); GACCESSTOKENKEY is its script-readable cookie (SPEC §3)
  const sessionId = (await page.context().cookies()).find((c) => c.name === 'GACCESSTOKENKEY')!.value;
  const unbound = await page.evaluate(async (id) => {
    const res = await fetch(`/api/user/v1/wechat/unbind?sessionId=${encodeURIComponent(id)}`, { method: 'PUT' });
    return (await res.json()) as { status: number; data: { bound: boolean } };
  }, sessionId);
  expect(unbound).toMatchObject({ status: 0, data: { bound: false } });

  await page.getByTestId('user-menu').hover();
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('guest-links')).toBeVisible();
  await scanAs(page, '赵师傅');
  await expect(page.getByTestId('wechat-bind-choice')).toContainText('微信用户：赵师傅');
});
