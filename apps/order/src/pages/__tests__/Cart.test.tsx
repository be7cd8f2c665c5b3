import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import message from 'antd/es/message';
import { CartMessages, CartPaths } from '@shop/api-clients/cart/types';
import { COMPANY_NUDGE_MESSAGES } from '@shop/shared-ui';
import { ok, setAnalytics, signInAsBuyer, signInAsEngineer, signInAsIndividual, signOut } from '@shop/test-support';
import { CART_TEXT } from '../../components/cart/cartText';
import { PASTE_MESSAGES } from '../../components/cart/parseQuickOrder';
import { cartLine } from '../../test/cartFixture';
import { cartRoutes, cartRoutesWith } from '../../test/cartApi';
import { renderPage, setUpPageTests } from '../../test/renderPage';

const api = setUpPageTests(cartRoutes);
afterEach(() => message.destroy());

// plain selectors: role queries walk the whole accessibility tree and are slow on a wide table
const rows = () => Array.from(screen.getByTestId('cart-table').querySelectorAll<HTMLElement>('tr[data-row-key]'));
const row = (partNumber: string) => {
  const found = rows().find((r) => r.querySelector('[data-testid="cart-part"]')?.textContent === partNumber);
  if (!found) throw new Error(`no cart row for ${partNumber}`);
  return found;
};
const bodyOf = (path: string) => api.callsTo('POST', path).map((c) => c.body);

async function openCart(url = '/order/cart') {
  const view = renderPage(url);
  await waitFor(() => expect(rows()).toHaveLength(6));
  return view;
}

describe('/order/cart', () => {
  it('lists each line priced for its quantity, with the next break, days to ship, stock and the totals of the selected lines', async () => {
    await openCart();
    const shaft = row('SFJ6-200');
    expect(within(shaft).getByRole('link').getAttribute('href')).toBe('/vona2/detail/SFJ?partNumber=SFJ6-200');
    expect(shaft.textContent).toContain('直线光轴 一端螺纹');
    expect(shaft.textContent).toContain('工品汇');
    expect(within(shaft).getByTestId('unit-price-SFJ6-200').textContent).toBe('¥12.50');
    expect(within(shaft).getByTestId('next-break-SFJ6-200').textContent).toBe('再买 10 件单价降至 ¥11.80');
    expect(within(shaft).getByTestId('amount-SFJ6-200').textContent).toBe('¥125.00');
    expect(shaft.textContent).toContain('当天发货');
    expect((within(shaft).getByLabelText('SFJ6-200 客户型号') as HTMLInputElement).value).toBe('A-001');
    const screws = row('CB6-20');
    expect(screws.textContent).toContain('3 天发货');
    expect(screws.textContent).toContain('20 件');
    // lines 1 and 2 are selected: ¥125.00 + ¥33.00, the 13 % VAT computed once on the total
    expect(screen.getByTestId('cart-total').textContent).toBe('¥158.00');
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('¥139.82');
    expect(screen.getByTestId('cart-tax').textContent).toBe('¥18.18');
    expect(screen.getByTestId('selected-count').textContent).toBe('已选 2 件 / 共 6 件');
    expect(screen.getByTestId('cart-checkout')).toBeTruthy();
    expect((screen.getByTestId('cart-checkout') as HTMLButtonElement).disabled).toBe(false);
  });

  it('says what each unfit, discontinued or suspended line means and what the buyer can do', async () => {
    await openCart();
    const special = screen.getByTestId('notice-LX20-SP-999');
    expect(special.textContent).toContain('特注品');
    expect(special.textContent).toContain('只能询价');
    expect(within(special).getByRole('button', { name: '询价' })).toBeTruthy();
    expect(row('LX20-SP-999').textContent).toContain('需询价');
    // "multiple" with a delegate: multiple non-own-brand (SPEC §4)
    expect(screen.getByTestId('notice-MCB8-10').textContent).toContain('多个非自有品牌供应商');
    const old = screen.getByTestId('notice-SFJ6-150-OLD');
    expect(old.textContent).toContain('已停产');
    expect(within(old).getByRole('button', { name: '替换为 SFJ6-150' })).toBeTruthy();
    const suspended = screen.getByTestId('notice-CB5-10-X');
    expect(suspended.textContent).toContain('暂停销售');
    expect(suspended.textContent).toContain('请删除该行');
    expect(within(suspended).queryByRole('button', { name: /替换为/ })).toBeNull();
    // fit lines carry no notice
    expect(screen.queryByTestId('notice-SFJ6-200')).toBeNull();
  });

  it('selecting a special-order line saves the selection and blocks checkout until it is unticked or quoted', async () => {
    await openCart();
    fireEvent.click(within(row('LX20-SP-999')).getByRole('checkbox'));
    await waitFor(() =>
      expect(bodyOf(CartPaths.update)).toContainEqual(expect.objectContaining({ lineList: [{ id: 3, selected: true }] })),
    );
    await waitFor(() => expect(screen.getByTestId('selected-count').textContent).toBe('已选 3 件 / 共 6 件'));
    expect((screen.getByTestId('cart-checkout') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('cart-blocked').textContent).toContain(CART_TEXT.QUOTE_ONLY_SELECTED(1));
    // a quote takes it
    expect((screen.getByTestId('cart-quote') as HTMLButtonElement).disabled).toBe(false);
  });

  it('select all and unselect all go to the server in one call', async () => {
    await openCart();
    const header = screen.getByTestId('cart-table').querySelector<HTMLInputElement>('thead input[type="checkbox"]')!;
    fireEvent.click(header);
    await waitFor(() => expect(bodyOf(CartPaths.update)).toContainEqual(expect.objectContaining({ selectAll: true })));
    await waitFor(() => expect(screen.getByTestId('selected-count').textContent).toBe('已选 6 件 / 共 6 件'));
  });

  it('saves a changed quantity and own part number, and shows the line priced again', async () => {
    await openCart();
    const qty = within(row('SFJ6-200')).getByLabelText('SFJ6-200 数量');
    fireEvent.change(qty, { target: { value: '24' } });
    fireEvent.blur(qty);
    await waitFor(() => expect(bodyOf(CartPaths.update)).toContainEqual(expect.objectContaining({ lineList: [{ id: 1, quantity: 24 }] })));
    await waitFor(() => expect(within(row('SFJ6-200')).getByTestId('amount-SFJ6-200').textContent).toBe('¥300.00'));

    const own = within(row('CB6-20')).getByLabelText('CB6-20 客户型号');
    fireEvent.change(own, { target: { value: ' BOLT-12 ' } });
    fireEvent.keyDown(own, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(bodyOf(CartPaths.update)).toContainEqual(expect.objectContaining({ lineList: [{ id: 2, customerPartNumber: 'BOLT-12' }] })),
    );
  });

  it('replaces a discontinued part with its replacement in one click, keeping quantity and own part number', async () => {
    const track = jest.fn();
    setAnalytics({ track });
    try {
      await openCart();
      fireEvent.click(within(screen.getByTestId('notice-SFJ6-150-OLD')).getByRole('button', { name: '替换为 SFJ6-150' }));
      await waitFor(() => expect(screen.queryByTestId('notice-SFJ6-150-OLD')).toBeNull());
      expect(bodyOf(CartPaths.add)).toEqual([{ lineList: [{ partNumber: 'SFJ6-150', quantity: 4, customerPartNumber: 'SHAFT-9' }] }]);
      expect(bodyOf(CartPaths.delete)).toEqual([{ idList: [5] }]);
      await waitFor(() => expect(row('SFJ6-150').textContent).toContain('直线光轴'));
      expect((within(row('SFJ6-150')).getByLabelText('SFJ6-150 数量') as HTMLInputElement).value).toBe('4');
      expect(rows().map((r) => r.querySelector('[data-testid="cart-part"]')?.textContent)).not.toContain('SFJ6-150-OLD');
      // the replacement is fit: nothing to report
      expect(track).not.toHaveBeenCalled();
    } finally {
      setAnalytics(null);
    }
  });

  it('routes a special-order line to a quote of its own, and the selection to checkout or a quote', async () => {
    const { location } = await openCart();
    fireEvent.click(within(screen.getByTestId('notice-LX20-SP-999')).getByRole('button', { name: '询价' }));
    await waitFor(() => expect(location().pathname).toBe('/order/quote/new'));
    expect(new URLSearchParams(location().search).get('partNumber')).toBe('LX20-SP-999');
    expect(new URLSearchParams(location().search).get('quantity')).toBe('2');
  });

  it('去结算 goes to the order confirmation with the selected lines', async () => {
    const { location } = await openCart();
    fireEvent.click(screen.getByTestId('cart-checkout'));
    await waitFor(() => expect(location().pathname).toBe('/order/confirm'));
  });

  it('询价 goes to the quote request of the selected lines', async () => {
    const { location } = await openCart();
    fireEvent.click(screen.getByTestId('cart-quote'));
    await waitFor(() => expect(location().pathname).toBe('/order/quote/cart'));
  });

  it('deletes a line and the selected lines', async () => {
    await openCart();
    fireEvent.click(within(row('CB5-10-X')).getByRole('button', { name: '删除 CB5-10-X' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(bodyOf(CartPaths.delete)).toEqual([{ idList: [6] }]);
    fireEvent.click(within(screen.getByTestId('cart-summary')).getByRole('button', { name: '删除选中' }));
    // the confirmation's 删除 (role queries over the whole table are slow): the popconfirm's primary button
    await waitFor(() => expect(document.querySelector('.ant-popconfirm .ant-btn-primary')).not.toBeNull());
    fireEvent.click(document.querySelector<HTMLElement>('.ant-popconfirm .ant-btn-primary')!);
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(bodyOf(CartPaths.delete)[1]).toEqual({ idList: [1, 2] });
  });

  it('quick order adds the good pasted lines and answers each bad one with its line number; unfit ones are reported in bulk', async () => {
    const track = jest.fn();
    setAnalytics({ track });
    try {
      await openCart();
      const box = screen.getByLabelText('粘贴型号和数量');
      fireEvent.change(box, { target: { value: 'SFJ8-100\t3\tMY-1\nNOPE-1 2\nLX20-B2-300\nLX30-SP-1, 1' } });
      fireEvent.click(screen.getByTestId('quick-order-add'));
      const result = await screen.findByTestId('quick-order-result');
      expect(result.textContent).toContain('已加入购物车 2 行，2 行未加入：');
      const errors = within(result)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
      expect(errors).toEqual([`第 2 行 NOPE-1：${CartMessages.PART_NOT_FOUND}`, `第 3 行 LX20-B2-300：${PASTE_MESSAGES.QUANTITY_MISSING}`]);
      // only readable lines went to the server; the bad ones stay in the box to correct
      expect(bodyOf(CartPaths.add)).toEqual([
        {
          lineList: [
            { partNumber: 'SFJ8-100', quantity: 3, customerPartNumber: 'MY-1' },
            { partNumber: 'NOPE-1', quantity: 2 },
            { partNumber: 'LX30-SP-1', quantity: 1 },
          ],
        },
      ]);
      expect((box as HTMLTextAreaElement).value).toBe('NOPE-1 2\nLX20-B2-300');
      await waitFor(() => expect(rows()).toHaveLength(8));
      expect(row('SFJ8-100').textContent).toContain('1 天发货');
      await waitFor(() => expect(track).toHaveBeenCalledTimes(1));
      const [event, payload] = track.mock.calls[0]!;
      expect(event).toBe('unfit_add_to_cart');
      expect(payload).toMatchObject({ bulk: true, batchIndex: 0, batchCount: 1 });
      expect(payload.lines).toEqual([expect.objectContaining({ partNumber: 'LX30-SP-1', unfitType: '3', unfitTypeKey: 'specialOrder' })]);
    } finally {
      setAnalytics(null);
    }
  });

  it('sends unfit lines of a large quick order in events of 10', async () => {
    const track = jest.fn();
    setAnalytics({ track });
    const many = Array.from({ length: 23 }, (_, i) => `SP-${i + 1}`);
    api.on(`POST ${CartPaths.add}`, () => ok({ added: 23, errors: [], count: 23 }));
    api.on(CartPaths.search, () =>
      ok({
        lineList: many.map((p, i) =>
          cartLine({ id: i + 1, partNumber: p, unfitType: '8', orderable: false, unitPrice: null, amount: null }),
        ),
        totals: { lineCount: 23, selectedCount: 23, orderableCount: 0, subtotal: 0, tax: 0, total: 0 },
        priceVisible: true,
      }),
    );
    try {
      renderPage('/order/cart');
      await waitFor(() => expect(rows()).toHaveLength(23));
      fireEvent.change(screen.getByLabelText('粘贴型号和数量'), { target: { value: many.map((p) => `${p} 1`).join('\n') } });
      fireEvent.click(screen.getByTestId('quick-order-add'));
      await waitFor(() => expect(track).toHaveBeenCalledTimes(3));
      expect(track.mock.calls.map(([, p]) => (p as { lines: unknown[] }).lines.length)).toEqual([10, 10, 3]);
    } finally {
      setAnalytics(null);
    }
  });

  it('shows the catalogue’s quantity breaks when the buyer looks at a unit price', async () => {
    api.on('/api/v1/partNumber/search', () =>
      ok({
        totalCount: 1,
        pageNo: 1,
        pageSize: 1,
        partNumberList: [
          {
            partNumber: 'SFJ6-200',
            priceBreaks: [
              { minQty: 1, maxQty: 19, unitPrice: 12.5 },
              { minQty: 20, maxQty: null, unitPrice: 11.8 },
            ],
          },
        ],
      }),
    );
    await openCart();
    act(() => fireEvent.click(screen.getByTestId('unit-price-SFJ6-200')));
    const table = await screen.findByTestId('breaks-SFJ6-200');
    expect(table.textContent).toContain('1–19 件');
    expect(table.textContent).toContain('20 件以上');
    expect(table.textContent).toContain('¥11.80');
    expect(api.callsTo('/api/v1/partNumber/search')[0]!.query.get('partNumber')).toBe('SFJ6-200');
  });

  it('the engineer without ORDER sees 询价 but not 去结算, and is told why', async () => {
    signInAsEngineer();
    const { location } = await openCart();
    expect(screen.queryByTestId('cart-checkout')).toBeNull();
    expect(screen.getByTestId('cart-blocked').textContent).toContain(CART_TEXT.NO_ORDER_PERMISSION);
    fireEvent.click(screen.getByTestId('cart-quote'));
    await waitFor(() => expect(location().pathname).toBe('/order/quote/cart'));
  });

  it('an individual customer is nudged to complete company information before checking out', async () => {
    signInAsIndividual();
    const { location } = await openCart();
    fireEvent.click(screen.getByTestId('cart-checkout'));
    const text = await screen.findByTestId('company-nudge-message');
    expect(text.textContent).toBe(COMPANY_NUDGE_MESSAGES.plain);
    expect(location().pathname).toBe('/order/cart');
    expect(api.callsTo('/api/Customer/coupon/checkCouponStatus')).toHaveLength(1);
  });

  it('without PRICE_CHECK no price shows and checkout is not offered as possible', async () => {
    signInAsBuyer({ permissionList: ['ORDER', 'QUOTE', 'CART'] });
    api.install();
    api.on(CartPaths.search, cartRoutesWith(undefined, { priceVisible: false })()[CartPaths.search]!);
    await openCart();
    expect(screen.queryByTestId('unit-price-SFJ6-200')).toBeNull();
    expect(row('SFJ6-200').textContent).toContain(CART_TEXT.NO_PRICE_PERMISSION);
    expect(screen.getByTestId('cart-total').textContent).toBe(CART_TEXT.NO_PRICE_PERMISSION);
    expect((screen.getByTestId('cart-checkout') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('cart-blocked').textContent).toContain(CART_TEXT.NO_PRICE_CHECKOUT);
  });

  it('an empty cart says so and leads to the search', async () => {
    api.on(CartPaths.search, cartRoutesWith([])()[CartPaths.search]!);
    renderPage('/order/cart');
    const empty = await screen.findByTestId('cart-empty');
    expect(empty.textContent).toContain(CART_TEXT.EMPTY);
    expect(within(empty).getByRole('link').getAttribute('href')).toBe('/');
    expect(screen.getByTestId('quick-order')).toBeTruthy();
  });

  it('a user without CART is told so and nothing is called; a signed-out visitor is asked to log in', async () => {
    signInAsBuyer({ permissionList: ['ORDER', 'PRICE_CHECK'] });
    const first = renderPage('/order/cart');
    expect((await screen.findByTestId('cart-forbidden')).textContent).toContain(CART_TEXT.NO_CART_PERMISSION);
    expect(api.calls).toHaveLength(0);
    first.unmount();
    signOut();
    renderPage('/order/cart');
    expect(await screen.findByTestId('cart-login-required')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});

/** XMLHttpRequest as the upload uses it, answering every upload with `reply` (status and JSON body). */
function fakeUploads(reply: () => { status: number; body: unknown }) {
  const sent: Array<{ url: string; body: FormData }> = [];
  class FakeXhr {
    upload = { onprogress: null };
    status = 0;
    statusText = '';
    responseText = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    abort() {}
    send(body: FormData) {
      sent.push({ url: this.url, body });
      const r = reply();
      setTimeout(() => {
        this.status = r.status;
        this.responseText = JSON.stringify(r.body);
        this.onload?.();
      }, 0);
    }
  }
  const original = window.XMLHttpRequest;
  window.XMLHttpRequest = FakeXhr as never;
  return { sent, restore: () => (window.XMLHttpRequest = original) };
}

describe('/order/cart quick order by file', () => {
  const chooseFile = (name: string) => {
    const input = screen.getByTestId('quick-order').querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['型号,数量\nSFJ8-100,2\n'], name, { type: 'text/csv' })] } });
  };

  it('uploads a CSV, lists the lines the server refused and shows the cart again', async () => {
    const uploads = fakeUploads(() => ({
      status: 200,
      body: {
        status: 0,
        errorMessage: '',
        data: { added: 1, errors: [{ lineNo: 3, partNumber: 'NOPE-9', message: CartMessages.PART_NOT_FOUND }], count: 7 },
      },
    }));
    try {
      await openCart();
      const searches = api.callsTo(CartPaths.search).length;
      chooseFile('订单.csv');
      const result = await screen.findByTestId('quick-order-result');
      expect(result.textContent).toContain('已加入购物车 1 行，1 行未加入：');
      expect(result.textContent).toContain(`第 3 行 NOPE-9：${CartMessages.PART_NOT_FOUND}`);
      expect(uploads.sent).toHaveLength(1);
      expect(new URL(uploads.sent[0]!.url, 'http://x').pathname).toBe(CartPaths.upload);
      expect((uploads.sent[0]!.body.get('file') as File).name).toBe('订单.csv');
      // the cart and the header's count are fetched again
      await waitFor(() => expect(api.callsTo(CartPaths.search).length).toBeGreaterThan(searches));
    } finally {
      uploads.restore();
    }
  });

  it('shows the server’s reason when it refuses the whole file', async () => {
    const uploads = fakeUploads(() => ({
      status: 400,
      body: { status: 400, errorMessage: CartMessages.UPLOAD_TOO_MANY_LINES, errorCode: 'INVALID_PARAM', data: null },
    }));
    try {
      await openCart();
      chooseFile('big.xlsx');
      expect((await screen.findByTestId('quick-order-result')).textContent).toContain(CartMessages.UPLOAD_TOO_MANY_LINES);
    } finally {
      uploads.restore();
    }
  });
});
