import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BIND_COMPANY_PATH, JOIN_COMPANY_PATH } from '@shop/shared-ui';
import { clearUserEntries, saveUserSession, type UserSession } from '@shop/session';
import { routes } from '../../../routes';
import { unbindStores } from '@shop/test-support';
import { SESSION } from '../../../test/wechatApi';
import { renderPage } from '../../../test/renderPage';
import { BIND_COMPANY_HREF, JOIN_COMPANY_HREF } from '../BindCompany';

jest.setTimeout(30_000);
afterEach(() => {
  act(() => clearUserEntries());
  unbindStores();
});

/** zhangwei of the seed: an individual customer without a company */
const individual = SESSION as UserSession;

describe('/account/regist/bindCompany', () => {
  it('is a login-required page (SPEC §2), so the shell guards it', () => {
    expect(routes.find((r) => r.path === '/account/regist/bindCompany')?.handle).toEqual({
      title: '绑定企业',
      login: true,
      app: 'account',
    });
  });

  it('links to the same two addresses the company-registration modal uses', () => {
    expect(BIND_COMPANY_HREF).toBe(BIND_COMPANY_PATH);
    expect(JOIN_COMPANY_HREF).toBe(JOIN_COMPANY_PATH);
  });

  it('explains completing the company information to an individual customer, and switches to joining a company', async () => {
    saveUserSession(individual);
    const { location } = renderPage('/account/regist/bindCompany');
    const page = await screen.findByTestId('bind-company');
    expect(page.getAttribute('data-mode')).toBe('complete');
    expect(screen.getByRole('heading', { name: '绑定企业' })).toBeTruthy();
    expect(page.textContent).toContain('当前账号 张伟');
    expect(page.textContent).toContain('账号类型 个人用户');
    expect(page.textContent).toContain('个人账号绑定企业后，即可在线下单、询价');
    const steps = screen.getByTestId('complete-steps');
    expect(steps.textContent).toContain('统一社会信用代码（税号）');
    expect(steps.textContent).toContain('400-820-0000');
    expect(screen.queryByTestId('join-steps')).toBeNull();

    const modes = screen.getByRole('navigation', { name: '绑定方式' });
    expect(
      within(modes)
        .getByRole('link', { name: /完善企业信息/ })
        .getAttribute('aria-current'),
    ).toBe('page');
    fireEvent.click(within(modes).getByRole('link', { name: /加入已有企业/ }));
    await waitFor(() => expect(location().search).toBe('?mode=join'));
    expect((await screen.findByTestId('join-steps')).textContent).toContain('员工与权限');
    expect(screen.queryByTestId('complete-steps')).toBeNull();
    expect(
      within(modes)
        .getByRole('link', { name: /加入已有企业/ })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(screen.getByRole('link', { name: '继续选购商品' }).getAttribute('href')).toBe('/');
  });

  it('opens on the join explanation from the modal button, and tells a company user they are already bound', async () => {
    saveUserSession({
      ...individual,
      userName: '王建国',
      customerCode: 'C0012345',
      customerName: '苏州精工自动化设备有限公司',
      customerType: '1',
    });
    renderPage('/account/regist/bindCompany?mode=join');
    expect((await screen.findByTestId('bind-company')).getAttribute('data-mode')).toBe('join');
    expect(screen.getByTestId('already-bound').textContent).toContain(
      '您的账号已绑定企业“苏州精工自动化设备有限公司”，可以直接下单和询价。',
    );
    expect(screen.getByTestId('bind-company').textContent).toContain('账号类型 企业用户');
    // nothing left to do: no steps to complete or join
    expect(screen.queryByRole('navigation', { name: '绑定方式' })).toBeNull();
    expect(screen.queryByTestId('join-steps')).toBeNull();
  });
});
