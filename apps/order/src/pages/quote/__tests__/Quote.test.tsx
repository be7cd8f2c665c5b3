import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CartPaths } from '@shop/api-clients/cart/types';
import { IDEMPOTENCY_HEADER } from '@shop/api-clients/confirm';
import { QuotePaths } from '@shop/api-clients/quote/types';
import { formErrors, ok, signInAsEngineer, signInAsIndividual, signOut } from '@shop/test-support';
import { CHECK_COUPON_STATUS_PATH } from '../../../test/commonApi';
import { cartWith, DISCONTINUED_LINE, NEW_QUOTE, QUOTE_CART, quoteRoutes } from '../../../test/quoteApi';
import { renderPage, setUpPageTests } from '../../../test/renderPage';

const api = setUpPageTests(quoteRoutes);

const submitButton = () => screen.getByTestId('submit-quote');
const confirmPosts = () => api.callsTo('POST', QuotePaths.quoteSlipConfirm);
const THROTTLE_MS = 1100;

describe('/order/quote/cart', () => {
  it('shows the selected cart lines and how each is priced, then requests the quote under one key', async () => {
    const { location, handle } = renderPage('/order/quote/cart');
    const lines = await screen.findByTestId('quote-cart-lines');
    expect(handle()).toMatchObject({ title: '询价', login: true });
    const rows = within(lines)
      .getAllByRole('row')
      .filter((r) => r.getAttribute('data-row-key'));
    // only the selected lines
    expect(rows.map((r) => r.getAttribute('data-row-key'))).toEqual(['1', '3']);
    expect(rows[0]!.textContent).toContain('参考价 ¥12.50');
    expect(rows[1]!.textContent).toContain('特注品 · 人工核价');

    fireEvent.change(screen.getByRole('textbox', { name: '备注' }), { target: { value: '用于 3 号线改造' } });
    fireEvent.click(submitButton());
    fireEvent.click(submitButton());
    await waitFor(() => expect(location().pathname).toBe('/order/quote/completed'));
    expect(new URLSearchParams(location().search).get('quoteSlipNumber')).toBe(NEW_QUOTE);
    expect(confirmPosts()).toHaveLength(1);
    expect(confirmPosts()[0]!.body).toEqual({ source: 'CART', remark: '用于 3 号线改造' });
    expect(confirmPosts()[0]!.headers.get(IDEMPOTENCY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    expect(api.callsTo(QuotePaths.quoteSlipConfirmResult)[0]!.query.get('requestId')).toBe('qreq-1');
  });

  it('will not send while a selected line cannot be quoted, and says which and why', async () => {
    api.on(CartPaths.search, cartWith([...QUOTE_CART, DISCONTINUED_LINE]));
    renderPage('/order/quote/cart');
    const warning = await screen.findByTestId('not-quotable');
    expect(warning.textContent).toContain('SFJ6-150-OLD：该型号已停产');
    expect(submitButton().hasAttribute('disabled')).toBe(true);
  });

  it('sends to the cart when nothing is selected', async () => {
    api.on(CartPaths.search, cartWith(QUOTE_CART.map((l) => ({ ...l, selected: false }))));
    renderPage('/order/quote/cart');
    expect((await screen.findByTestId('quote-cart-empty')).textContent).toContain('请先在购物车中勾选要询价的商品');
  });
});

describe('/order/quote/new', () => {
  it('is prefilled from the detail page, takes pasted lines, and sends the typed list', async () => {
    const { location } = renderPage('/order/quote/new?partNumber=LX20-SP-999&quantity=2');
    await screen.findByTestId('custom-lines');
    expect((screen.getByRole('textbox', { name: '第 1 行型号' }) as HTMLInputElement).value).toBe('LX20-SP-999');
    expect((screen.getByRole('spinbutton', { name: '第 1 行数量' }) as HTMLInputElement).value).toBe('2');
    expect(api.callsTo(CartPaths.search)).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: '批量粘贴型号和数量' }), {
      target: { value: 'SFJ6-200\t5\tA-001\nCB6-20, 100\nMCB8-10 x\n\n' },
    });
    fireEvent.click(screen.getByRole('button', { name: '识别并添加' }));
    await waitFor(() => expect(screen.getAllByTestId('custom-line')).toHaveLength(3));
    // the bad line stays in the box with why
    expect(screen.getByTestId('paste-errors').textContent).toContain('第 3 行（MCB8-10）：数量须为 1–99999 的整数');
    expect((screen.getByRole('textbox', { name: '批量粘贴型号和数量' }) as HTMLTextAreaElement).value).toBe('MCB8-10 x');

    fireEvent.click(submitButton());
    await waitFor(() => expect(location().pathname).toBe('/order/quote/completed'));
    expect(confirmPosts()[0]!.body).toEqual({
      source: 'CUSTOM',
      lineList: [
        { partNumber: 'LX20-SP-999', quantity: 2 },
        { partNumber: 'SFJ6-200', quantity: 5, customerPartNumber: 'A-001' },
        { partNumber: 'CB6-20', quantity: 100 },
      ],
      remark: '',
    });
  });

  it('checks each line before sending, and shows the server’s per-line refusal', async () => {
    renderPage('/order/quote/new');
    await screen.findByTestId('custom-lines');
    fireEvent.click(submitButton());
    await waitFor(() => expect(formErrors()).toEqual(['此项为必填项']));
    expect(confirmPosts()).toHaveLength(0);

    api.fail(
      `POST ${QuotePaths.quoteSlipConfirm}`,
      '以下行无法询价，请修改后重新提交：第 1 行（XYZ-1）：型号不存在，请检查后重新输入',
      400,
      'QUOTE_LINES_INVALID',
    );
    fireEvent.change(screen.getByRole('textbox', { name: '第 1 行型号' }), { target: { value: 'XYZ-1' } });
    await new Promise((r) => setTimeout(r, THROTTLE_MS));
    fireEvent.click(submitButton());
    expect((await screen.findByTestId('quote-error')).textContent).toContain('第 1 行（XYZ-1）：型号不存在');
    expect(confirmPosts()).toHaveLength(1);
  });

  it('retries under the same key when the first answer never came', async () => {
    api.fail(`POST ${QuotePaths.quoteSlipConfirm}`, 'Service Unavailable', 503);
    const { location } = renderPage('/order/quote/new?partNumber=SFJ6-200&quantity=5');
    await screen.findByTestId('custom-lines');
    fireEvent.click(submitButton());
    expect((await screen.findByTestId('quote-error')).textContent).toContain('同一次提交不会重复生成询价单');
    api.on(`POST ${QuotePaths.quoteSlipConfirm}`, () => ok({ requestId: 'qreq-1' }));
    await new Promise((r) => setTimeout(r, THROTTLE_MS));
    fireEvent.click(submitButton());
    await waitFor(() => expect(location().pathname).toBe('/order/quote/completed'));
    const [a, b] = confirmPosts();
    expect(b!.headers.get(IDEMPOTENCY_HEADER)).toBe(a!.headers.get(IDEMPOTENCY_HEADER));
  });
});

describe('who may ask for a quote', () => {
  it('lets the engineer (QUOTE, no ORDER) request quotes', async () => {
    signInAsEngineer();
    renderPage('/order/quote/cart');
    expect(await screen.findByTestId('quote-cart-lines')).toBeTruthy();
  });

  it('refuses a user without QUOTE with the reason', async () => {
    signInAsEngineer({ permissionList: ['CART', 'PRICE_CHECK'] });
    renderPage('/order/quote/new');
    expect((await screen.findByTestId('no-quote-permission')).textContent).toContain('您没有询价权限，请联系公司主账号开通');
    expect(api.calls.filter((c) => c.path.startsWith('/api/order'))).toHaveLength(0);
  });

  it('nudges the individual customer to complete company information first', async () => {
    signInAsIndividual();
    renderPage('/order/quote/cart');
    expect((await screen.findByTestId('company-required')).textContent).toContain('完善企业信息');
    await waitFor(() => expect(api.callsTo(CHECK_COUPON_STATUS_PATH)).toHaveLength(1));
    expect(api.callsTo(CartPaths.search)).toHaveLength(0);
  });

  it('asks for a login when signed out', async () => {
    signOut();
    renderPage('/order/quote/new');
    expect(await screen.findByTestId('order-login-required')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('knows only cart and new', async () => {
    renderPage('/order/quote/other');
    expect(await screen.findByTestId('unknown-quote-source')).toBeTruthy();
  });
});
