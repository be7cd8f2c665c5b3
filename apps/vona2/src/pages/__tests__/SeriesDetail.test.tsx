import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import message from 'antd/es/message';
import { COMPANY_NUDGE_MESSAGES, registerLoginPopupHost, selectLoginPopupVisible, selectLoginReturnTo } from '@shop/shared-ui';
import { ok, setAnalytics, signInAsIndividual, signInAsMainAccount as signInAsCompanyUser, signOut } from '@shop/test-support';
import { breadcrumb, renderPage, setUpPageTests } from '../../test/renderPage';
import { CartPaths } from '@shop/api-clients/cart/types';
import { sfjParts } from '../../test/catalogueFixture';
import { NO_PERMISSION_MESSAGES } from '../detail/useOrderGuard';

const api = setUpPageTests();
afterEach(() => {
  signOut();
  // notify() shows antd's global notices (no dialog host in these tests): close them so none leaks into the next test
  message.destroy();
});

// plain selectors: role queries walk the accessibility tree and are slow on a 20-row table
const partRows = () => Array.from(screen.getByTestId('part-section').querySelectorAll<HTMLElement>('tr[data-row-key]'));
const partNumbers = () => partRows().map((r) => r.getAttribute('data-row-key'));

/** Chooses `option` (its shown text) in the configurator's drop-down named `label`, as a user picking from the list. */
function chooseOption(label: string, option: string) {
  const select = within(screen.getByTestId('spec-configurator')).getByRole<HTMLSelectElement>('combobox', { name: label });
  const item = within(select).getByRole<HTMLOptionElement>('option', { name: option });
  fireEvent.change(select, { target: { value: item.value } });
}

describe('/vona2/detail/:seriesCode', () => {
  it('shows breadcrumbs, the series header, the spec table and the first page of part numbers', async () => {
    renderPage('/vona2/detail/SFJ');
    expect(await screen.findByText('直线光轴 一端螺纹', { selector: 'h1' })).toBeTruthy();
    const crumbs = breadcrumb();
    expect(within(crumbs).getByRole('link', { name: '直线光轴' }).getAttribute('href')).toBe('/vona2/M010201');
    expect(crumbs.textContent).toContain('直线光轴 一端螺纹');

    const header = screen.getByTestId('series-header');
    expect(header.textContent).toContain('系列代码 SFJ');
    expect(within(header).getByRole('link', { name: '工品汇' }).getAttribute('href')).toBe('/vona2/maker/GPH');
    expect(header.textContent).toContain('高频淬火轴承钢');
    expect(header.textContent).toContain('材质');
    expect(header.textContent).toContain('轴承钢 SUJ2');
    expect(header.textContent).toContain('表面处理');
    expect(header.textContent).toContain('镀硬铬');
    const price = screen.getByTestId('series-pricebox');
    expect(price.textContent).toContain('¥12.30 起');
    expect(price.textContent).toContain('最快 2 天发货');
    expect(price.textContent).toContain('共 40 个型号可选');

    const specs = screen.getByTestId('spec-table');
    const specRows = Array.from(specs.querySelectorAll('tr[data-row-key]')).map((r) => r.textContent);
    expect(specRows[0]).toBe('轴径mm6、8、10、12（4 种）');
    expect(specRows[2]).toBe('材质-轴承钢 SUJ2（1 种）');

    await waitFor(() => expect(partRows()).toHaveLength(20));
    const heads = Array.from(screen.getByTestId('part-section').querySelectorAll('th')).map((th) => th.textContent);
    for (const head of ['型号', '轴径(mm)', '长度(mm)', '单价（含税）', '1~9 个', '10~49 个', '50~ 个', '发货天数', '库存']) {
      expect(heads).toContain(head);
    }
    expect(partRows()[0]!.textContent).toContain('SFJ6-50');
    expect(partRows()[0]!.textContent).toContain('¥12.30¥11.69¥11.07');
    expect(screen.getByText('共 40 个型号')).toBeTruthy();
    expect(screen.getByTestId('cad-block').textContent).toContain('本系列提供 CAD 数据');
    await waitFor(() => expect(document.title).toBe('直线光轴 一端螺纹 - 铭工商城'));
  });

  it('narrows the part numbers as spec values are chosen, keeping the choice in the URL', async () => {
    const { query } = renderPage('/vona2/detail/SFJ');
    await waitFor(() => expect(partRows()).toHaveLength(20));
    const config = screen.getByTestId('spec-configurator');

    fireEvent.click(within(config).getByLabelText('10'));
    await waitFor(() => expect(query().get('CategorySpec')).toBe('D::10'));
    await waitFor(() =>
      expect(partNumbers()).toEqual(['50', '100', '150', '200', '250', '300', '350', '400', '450', '500'].map((l) => `SFJ10-${l}`)),
    );
    expect(api.callsTo('/api/v1/partNumber/search').at(-1)!.query.get('specFilter')).toBe('D::10');
    expect(config.textContent).toContain('符合条件的型号 10 个');

    chooseOption('长度（mm）', '150');
    await waitFor(() => expect(query().get('CategorySpec')).toBe('D::10\tL::150'));
    await waitFor(() => expect(partNumbers()).toEqual(['SFJ10-150']));

    // one part left: it is the pick, priced for the quantity
    const panel = screen.getByTestId('order-panel');
    await waitFor(() => expect(within(panel).getByTestId('picked-part').textContent).toBe('SFJ10-150'));
    expect(within(panel).getByTestId('unit-price').textContent).toBe('¥21.30');
    fireEvent.change(within(panel).getByLabelText('数量'), { target: { value: '10' } });
    await waitFor(() => expect(within(panel).getByTestId('unit-price').textContent).toBe('¥20.24'));
    expect(within(panel).getByTestId('subtotal').textContent).toBe('¥202.40');

    fireEvent.click(within(config).getByText('重新选择'));
    await waitFor(() => expect(query().get('CategorySpec')).toBeNull());
    await waitFor(() => expect(partRows()).toHaveLength(20));
  });

  it('pages through part numbers with pageNo in the URL', async () => {
    const { query } = renderPage('/vona2/detail/SFJ');
    await waitFor(() => expect(partRows()).toHaveLength(20));
    fireEvent.click(within(screen.getByTestId('part-section')).getByTitle('2'));
    await waitFor(() => expect(query().get('pageNo')).toBe('2'));
    await waitFor(() => expect(partNumbers()[0]).toBe('SFJ10-50'));
  });

  it('preselects the part number a search result linked to', async () => {
    renderPage('/vona2/detail/SFJ?partNumber=SFJ12-300');
    await waitFor(() => expect(partNumbers()).toEqual(['SFJ12-300']));
    expect(within(screen.getByTestId('order-panel')).getByTestId('picked-part').textContent).toBe('SFJ12-300');
    expect(screen.getByText('型号：SFJ12-300')).toBeTruthy();
  });

  it('drops the linked part number with its tag close button and shows the whole series again', async () => {
    const { query } = renderPage('/vona2/detail/SFJ?partNumber=SFJ12-300');
    await waitFor(() => expect(partNumbers()).toEqual(['SFJ12-300']));
    fireEvent.click(screen.getByRole('button', { name: '移除型号 SFJ12-300' }));
    await waitFor(() => expect(query().get('partNumber')).toBeNull());
    await waitFor(() => expect(partRows()).toHaveLength(20));
    expect(screen.queryByText('型号：SFJ12-300')).toBeNull();
  });

  it('says the series does not exist, with a way back', async () => {
    renderPage('/vona2/detail/XYZ123');
    expect(await screen.findByText('未找到该商品系列')).toBeTruthy();
    expect(screen.getByText(/系列代码「XYZ123」不存在/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '搜索“XYZ123”' }).getAttribute('href')).toBe('/vona2/result?keyword=XYZ123');
  });

  it('asks for the part numbers together with the series, from the URL alone, and the table reuses that answer', async () => {
    api.fail('/api/v1/series/search', '商品服务暂时不可用');
    renderPage('/vona2/detail/SFJ?pageNo=2');
    expect((await screen.findByRole('alert')).textContent).toContain('商品服务暂时不可用');
    // sent although the series never answered: it did not wait for it
    const asked = api.callsTo('/api/v1/partNumber/search').map((c) => Object.fromEntries(c.query));
    expect(asked).toEqual([expect.objectContaining({ seriesCode: 'SFJ', pageNo: '2', pageSize: '20' })]);
  });

  it('makes one part-number call for the first page: the table renders from the answer the page asked for', async () => {
    renderPage('/vona2/detail/SFJ');
    await waitFor(() => expect(partRows()).toHaveLength(20));
    expect(api.callsTo('/api/v1/partNumber/search')).toHaveLength(1);
    expect(api.callsTo('/api/v1/series/search')).toHaveLength(1);
  });

  it('shows the server message when the part-number call fails', async () => {
    api.fail('/api/v1/partNumber/search', '型号服务维护中');
    renderPage('/vona2/detail/SFJ');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('型号列表加载失败');
    expect(alert.textContent).toContain('型号服务维护中');
  });
});

describe('/vona2/detail/:seriesCode against a server without specFilter', () => {
  beforeEach(() => api.install({ honourSpecFilter: false }));

  it('narrows the rows on screen and says that only this page was filtered', async () => {
    renderPage('/vona2/detail/SFJ');
    await waitFor(() => expect(partRows()).toHaveLength(20));
    fireEvent.click(within(screen.getByTestId('spec-configurator')).getByLabelText('8'));
    await waitFor(() => expect(partRows()).toHaveLength(10));
    for (const pn of partNumbers()) expect(pn).toMatch(/^SFJ8-/);
    expect(screen.getByText('本页 20 个型号中有 10 个符合所选规格，翻页可查看更多')).toBeTruthy();
  });
});

/** Picks SFJ6-200 in the part table and returns the order panel. */
async function pickPart(): Promise<HTMLElement> {
  await waitFor(() => expect(partRows()).toHaveLength(20));
  const panel = screen.getByTestId('order-panel');
  fireEvent.click(within(partRows()[3]!).getByText('SFJ6-200'));
  await waitFor(() => expect(within(panel).getByTestId('picked-part').textContent).toBe('SFJ6-200'));
  return panel;
}
const cartButton = (panel: HTMLElement) => within(panel).getByRole('button', { name: '加入购物车' });
const quoteButton = (panel: HTMLElement) => within(panel).getByRole('button', { name: /询\s*价/ });

describe('the order panel before ordering or quoting (SPEC §1, §4)', () => {
  const track = jest.fn();
  beforeEach(() => {
    track.mockClear();
    setAnalytics({ track });
  });
  afterEach(() => setAnalytics(null));

  it('a company customer picks a row and adds it with the quantity to the cart, then is shown the way to the cart', async () => {
    signInAsCompanyUser();
    renderPage('/vona2/detail/SFJ');
    await waitFor(() => expect(partRows()).toHaveLength(20));
    const panel = screen.getByTestId('order-panel');
    expect((cartButton(panel) as HTMLButtonElement).disabled).toBe(true);
    expect(panel.textContent).toContain('请先选择规格');

    await pickPart();
    fireEvent.change(within(panel).getByLabelText('数量'), { target: { value: '3' } });
    fireEvent.click(cartButton(panel));
    const outcome = await within(panel).findByTestId('cart-outcome');
    expect(outcome.textContent).toContain('已加入购物车：SFJ6-200 × 3');
    expect(within(outcome).getByRole('link', { name: '去购物车结算' }).getAttribute('href')).toBe('/order/cart');
    expect(api.callsTo('POST', CartPaths.add).map((c) => c.body)).toEqual([{ lineList: [{ partNumber: 'SFJ6-200', quantity: 3 }] }]);
    // a company is known: no company check with the coupon service, no modal
    expect(screen.queryByTestId('company-nudge-message')).toBeNull();
    expect(api.callsTo('/api/Customer/coupon/checkCouponStatus')).toHaveLength(0);
    // a fit part: nothing for the unfit analytics
    expect(track).not.toHaveBeenCalledWith('unfit_add_to_cart', expect.anything());
  });

  it('a double click on 加入购物车 adds once', async () => {
    signInAsCompanyUser();
    renderPage('/vona2/detail/SFJ');
    const panel = await pickPart();
    fireEvent.click(cartButton(panel));
    fireEvent.click(cartButton(panel));
    await within(panel).findByTestId('cart-outcome');
    expect(api.callsTo('POST', CartPaths.add)).toHaveLength(1);
  });

  it('询价 opens the quote request with the picked part and quantity', async () => {
    signInAsCompanyUser();
    const { location } = renderPage('/vona2/detail/SFJ');
    const panel = await pickPart();
    fireEvent.change(within(panel).getByLabelText('数量'), { target: { value: '12' } });
    fireEvent.click(quoteButton(panel));
    await waitFor(() => expect(location().pathname).toBe('/order/quote/new'));
    expect(new URLSearchParams(location().search).get('partNumber')).toBe('SFJ6-200');
    expect(new URLSearchParams(location().search).get('quantity')).toBe('12');
  });

  it('a refused add shows the server’s reason in the panel', async () => {
    signInAsCompanyUser();
    api.fail(`POST ${CartPaths.add}`, '您没有使用购物车的权限，请联系公司主账号', 403, 'FORBIDDEN');
    renderPage('/vona2/detail/SFJ');
    const panel = await pickPart();
    fireEvent.click(cartButton(panel));
    expect((await within(panel).findByTestId('cart-outcome')).textContent).toBe('您没有使用购物车的权限，请联系公司主账号');
  });

  it('a special-order part added from the detail page is reported to the unfit analytics (one line, not bulk)', async () => {
    signInAsCompanyUser();
    const special = { ...sfjParts.find((p) => p.partNumber === 'SFJ12-300')!, unfitType: '3' };
    api.on('/api/v1/partNumber/search', () => ok({ totalCount: 1, pageNo: 1, pageSize: 20, partNumberList: [special] }));
    renderPage('/vona2/detail/SFJ?partNumber=SFJ12-300');
    await waitFor(() => expect(partNumbers()).toEqual(['SFJ12-300']));
    fireEvent.click(cartButton(screen.getByTestId('order-panel')));
    await waitFor(() =>
      expect(track).toHaveBeenCalledWith(
        'unfit_add_to_cart',
        expect.objectContaining({
          bulk: false,
          lines: [expect.objectContaining({ partNumber: 'SFJ12-300', unfitType: '3', quantity: 1 })],
        }),
      ),
    );
  });

  it('a sub-user without the CART or QUOTE permission is told to ask the main account, and nothing goes on', async () => {
    signInAsCompanyUser({ userName: '陈晓明', permissionList: ['QUOTE_HISTORY', 'PRICE_CHECK'] });
    renderPage('/vona2/detail/SFJ');
    const panel = await pickPart();
    fireEvent.click(cartButton(panel));
    expect(await screen.findByText(NO_PERMISSION_MESSAGES.cart)).toBeTruthy();
    fireEvent.click(quoteButton(panel));
    expect(await screen.findByText(NO_PERMISSION_MESSAGES.quote)).toBeTruthy();
    expect(api.callsTo(CartPaths.add)).toHaveLength(0);
    expect(screen.queryByTestId('company-nudge-message')).toBeNull();
  });

  it('a signed-out visitor is asked to log in through the shell popup and to come back to this page', async () => {
    const unregister = registerLoginPopupHost();
    try {
      const { store } = renderPage('/vona2/detail/SFJ?partNumber=SFJ12-300');
      await waitFor(() => expect(partNumbers()).toEqual(['SFJ12-300']));
      const panel = screen.getByTestId('order-panel');
      expect(selectLoginPopupVisible(store.getState())).toBe(false);
      fireEvent.click(cartButton(panel));
      await waitFor(() => expect(selectLoginPopupVisible(store.getState())).toBe(true));
      expect(selectLoginReturnTo(store.getState())).toBe('/vona2/detail/SFJ?partNumber=SFJ12-300');
      expect(api.callsTo(CartPaths.add)).toHaveLength(0);
      expect(screen.queryByTestId('company-nudge-message')).toBeNull();
    } finally {
      unregister();
    }
  });

  it('a signed-out visitor without a popup (remote running alone) goes to the member login page and back', async () => {
    const { location } = renderPage('/vona2/detail/SFJ?partNumber=SFJ12-300');
    await waitFor(() => expect(partNumbers()).toEqual(['SFJ12-300']));
    fireEvent.click(quoteButton(screen.getByTestId('order-panel')));
    await waitFor(() => expect(location().pathname).toBe('/mydesk2/s/login'));
    expect(new URLSearchParams(location().search).get('redirect')).toBe('/vona2/detail/SFJ?partNumber=SFJ12-300');
  });

  it('an individual customer without a company gets the company-registration modal with the gift-pack offer', async () => {
    api.install({ couponStatus: 0 });
    signInAsIndividual();
    const { location } = renderPage('/vona2/detail/SFJ');
    const panel = await pickPart();
    fireEvent.click(cartButton(panel));
    const text = await screen.findByTestId('company-nudge-message');
    expect(text.textContent).toBe(COMPANY_NUDGE_MESSAGES.gift);
    expect(text.textContent).toBe('完善企业信息，即可领取新客专享礼包（优惠券）');
    const dialog = text.closest('.ant-modal') as HTMLElement;
    expect(dialog.textContent).toContain('温馨提示');
    expect(within(dialog).getByRole('button', { name: '完善企业信息' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '加入已有企业' })).toBeTruthy();
    // SPEC §4: the coupon status of event 1 chose the message
    const couponCalls = api.callsTo('/api/Customer/coupon/checkCouponStatus');
    expect(couponCalls).toHaveLength(1);
    // nothing added: ordering waits for the company
    expect(api.callsTo(CartPaths.add)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: '完善企业信息' }));
    await waitFor(() => expect(location().pathname).toBe('/account/regist/bindCompany'));
    expect(track).toHaveBeenCalledWith('dialog_click', expect.objectContaining({ dialogName: 'companyNudge', button: '完善企业信息' }));
  });

  it('shows the plain message when the gift pack is no longer on offer, and closing lets the user ask again', async () => {
    api.install({ couponStatus: 1 });
    signInAsIndividual();
    renderPage('/vona2/detail/SFJ');
    const panel = await pickPart();
    fireEvent.click(quoteButton(panel));
    const text = await screen.findByTestId('company-nudge-message');
    expect(text.textContent).toBe('完善企业信息后即可下单和询价');
    expect(screen.queryByTestId('cart-outcome')).toBeNull();

    const close = (text.closest('.ant-modal') as HTMLElement).querySelector<HTMLElement>('.ant-modal-close')!;
    act(() => fireEvent.click(close));
    await waitFor(() => expect(screen.queryByTestId('company-nudge-message')).toBeNull());
    fireEvent.click(cartButton(panel));
    expect(await screen.findByTestId('company-nudge-message')).toBeTruthy();
    expect(api.callsTo('/api/Customer/coupon/checkCouponStatus')).toHaveLength(2);
  });
});
