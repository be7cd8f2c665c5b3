import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IDEMPOTENCY_HEADER } from '@shop/api-clients/confirm';
import { OrderPaths } from '@shop/api-clients/order/types';
import { ShipToPaths } from '@shop/api-clients/shipTo/types';
import { formErrors, ok, signInAsEngineer, signInAsIndividual, signOut } from '@shop/test-support';
import { ANSWERED_QUOTE, CART_PREVIEW, checkoutRoutes, COMPANY_INVOICE, NEW_ORDER } from '../../../test/checkoutApi';
import { CHECK_COUPON_STATUS_PATH } from '../../../test/commonApi';
import { renderPage, setUpPageTests } from '../../../test/renderPage';

const api = setUpPageTests(checkoutRoutes);

/** a second click within a second of the first is dropped by the button (SPEC §5): a deliberate retry waits this long */
const THROTTLE_MS = 1100;
const submitButton = () => screen.getByTestId('submit-order');
const confirmPosts = () => api.callsTo('POST', OrderPaths.orderSlipConfirm);

async function openCheckout(url = '/order/confirm') {
  const view = renderPage(url);
  await screen.findByTestId('order-confirm');
  return view;
}

describe('/order/confirm', () => {
  it('shows the selected cart lines, the lines left behind, the default address, the company invoice and the totals', async () => {
    const { handle } = await openCheckout();
    expect(handle()).toMatchObject({ title: '确认订单', login: true });
    expect(api.callsTo(OrderPaths.orderSlipConfirmPreview)[0]!.query.get('source')).toBe('CART');

    const lines = within(screen.getByTestId('confirm-lines'));
    expect(lines.getByText('SFJ6-200')).toBeTruthy();
    expect(lines.getByText('CB6-20')).toBeTruthy();
    expect(lines.getByText('客户型号 A-001')).toBeTruthy();
    expect(lines.getAllByText('2026-03-05（3 天）')).toHaveLength(2);

    const blocked = screen.getByTestId('blocked-lines');
    expect(blocked.textContent).toContain('以下 1 个商品不能下单，已留在购物车中');
    expect(blocked.textContent).toContain('LX20-SP-999');
    expect(blocked.textContent).toContain('特注品：只能询价');
    expect(within(blocked).getByRole('link', { name: '返回购物车调整' }).getAttribute('href')).toBe('/order/cart');
    expect(within(blocked).getByRole('link', { name: '对需询价的商品提交询价' }).getAttribute('href')).toBe('/order/quote/cart');

    // the default address (the Kunshan plant) is chosen; the book is managed on its own page
    const kunshan = within(screen.getByTestId('ship-to-12')).getByRole('radio');
    expect((kunshan as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('link', { name: '管理收货地址' }).getAttribute('href')).toBe('/order/ship-to/list');

    expect((screen.getByRole('textbox', { name: '发票抬头' }) as HTMLInputElement).value).toBe(COMPANY_INVOICE.invoiceTitle);
    expect((screen.getByRole('textbox', { name: '纳税人识别号' }) as HTMLInputElement).value).toBe(COMPANY_INVOICE.taxNo);
    expect(within(screen.getByTestId('payment-methods')).getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByText('账期支付（月结）')).toBeTruthy();

    expect(screen.getByTestId('subtotal-amount').textContent).toBe('¥139.82');
    expect(screen.getByTestId('tax-amount').textContent).toBe('¥18.18');
    expect(screen.getByTestId('total-amount').textContent).toBe('¥158.00');
    expect(screen.queryByText(/优惠券/)).toBeNull();
  });

  it('confirms with one Idempotency-Key, polls the result, and lands on /order/completed with the number', async () => {
    const { location } = await openCheckout();
    fireEvent.click(within(screen.getByTestId('ship-to-11')).getByRole('radio'));
    fireEvent.change(screen.getByRole('textbox', { name: '客户订单号' }), { target: { value: 'PO-2026-0315' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'SFJ6-200 分支号' }), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('radio', { name: '账期支付（月结）' }));
    fireEvent.click(submitButton());

    await waitFor(() => expect(location().pathname).toBe('/order/completed'));
    expect(new URLSearchParams(location().search).get('orderSlipNumber')).toBe(NEW_ORDER);

    const [post] = confirmPosts();
    expect(confirmPosts()).toHaveLength(1);
    const key = post!.headers.get(IDEMPOTENCY_HEADER);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(post!.body).toEqual({
      source: 'CART',
      shipToId: 11,
      invoice: COMPANY_INVOICE,
      customerOrderNumber: 'PO-2026-0315',
      // with the prices the buyer was shown, so a price that changed meanwhile is refused, not charged
      lines: [
        { cartLineId: 1, branchNumber: '10', expectedUnitPrice: 12.5 },
        { cartLineId: 2, branchNumber: '', expectedUnitPrice: 0.33 },
      ],
      paymentMethod: 'ACCOUNT_PERIOD',
      remark: '',
    });
    const poll = api.callsTo(OrderPaths.orderSlipConfirmResult)[0]!;
    expect(poll.query.get('requestId')).toBe('req-1');
    expect(poll.query.get('idempotencyKey')).toBe(key);
    expect(await screen.findByTestId('order-completed')).toBeTruthy();
  });

  it('makes one order for a double click', async () => {
    const { location } = await openCheckout();
    fireEvent.click(submitButton());
    fireEvent.click(submitButton());
    await waitFor(() => expect(location().pathname).toBe('/order/completed'));
    expect(confirmPosts()).toHaveLength(1);
  });

  it('keeps polling while the confirmation still runs', async () => {
    let polls = 0;
    api.on(OrderPaths.orderSlipConfirmResult, () =>
      ++polls === 1 ? ok({ state: 'PROCESSING' }) : ok({ state: 'DONE', orderSlipNumber: NEW_ORDER }),
    );
    const { location } = await openCheckout();
    fireEvent.click(submitButton());
    await waitFor(() => expect(location().pathname).toBe('/order/completed'));
    expect(polls).toBe(2);
    expect(confirmPosts()).toHaveLength(1);
  });

  it('checks branch numbers, the customer order number and the special invoice’s bank details before sending', async () => {
    await openCheckout();
    fireEvent.change(screen.getByRole('textbox', { name: '客户订单号' }), { target: { value: 'PO"1' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'CB6-20 分支号' }), { target: { value: '１０' } });
    fireEvent.change(screen.getByRole('textbox', { name: '开户银行' }), { target: { value: '' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(formErrors().length).toBe(3));
    expect(screen.getByTestId('confirm-invalid').textContent).toContain('有 3 项需要修改');
    expect(formErrors().every((m) => /[\u4e00-\u9fff]/.test(m))).toBe(true);
    expect(confirmPosts()).toHaveLength(0);
  });

  it('lets an ordinary invoice leave the bank out', async () => {
    await openCheckout();
    fireEvent.click(screen.getByRole('radio', { name: '增值税普通发票' }));
    fireEvent.change(screen.getByRole('textbox', { name: '开户银行' }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('textbox', { name: '银行账号' }), { target: { value: '' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(confirmPosts()).toHaveLength(1));
    expect(confirmPosts()[0]!.body!.invoice).toMatchObject({ invoiceType: '2', openingBank: '', bankAccount: '' });
  });

  it('with the company’s shipToChangeFlag 0 offers only the default address and says why', async () => {
    api.on(OrderPaths.orderSlipConfirmPreview, () => ok({ ...CART_PREVIEW, shipToChangeable: false }));
    await openCheckout();
    const picker = screen.getByTestId('ship-to-picker');
    expect(within(picker).getAllByRole('radio')).toHaveLength(1);
    expect((within(screen.getByTestId('ship-to-12')).getByRole('radio') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('ship-to-fixed').textContent).toContain('贵公司的订单发往默认收货地址');
  });

  it('shows a refusal and starts a new action (new key) on the next click', async () => {
    api.fail(`POST ${OrderPaths.orderSlipConfirm}`, '该限量折扣商品剩余数量不足', 409, 'CAMPAIGN_SOLD_OUT');
    const { location } = await openCheckout();
    fireEvent.click(submitButton());
    expect((await screen.findByTestId('confirm-error')).textContent).toContain('该限量折扣商品剩余数量不足');
    expect(location().pathname).toBe('/order/confirm');

    api.on(`POST ${OrderPaths.orderSlipConfirm}`, () => ok({ requestId: 'req-2' }));
    await waitFor(() => expect(submitButton().hasAttribute('disabled')).toBe(false));
    await new Promise((r) => setTimeout(r, THROTTLE_MS));
    fireEvent.click(submitButton());
    await waitFor(() => expect(location().pathname).toBe('/order/completed'));
    const [first, second] = confirmPosts();
    expect(first!.headers.get(IDEMPOTENCY_HEADER)).not.toBe(second!.headers.get(IDEMPOTENCY_HEADER));
  });

  it('after an answer that never came, retries under the same key (the server finds the one order)', async () => {
    api.fail(`POST ${OrderPaths.orderSlipConfirm}`, 'Bad Gateway', 502);
    const { location } = await openCheckout();
    fireEvent.click(submitButton());
    const error = await screen.findByTestId('confirm-error');
    expect(error.textContent).toContain('提交订单失败，请稍后重试');
    expect(error.textContent).toContain('同一次提交不会重复生成订单');

    api.on(`POST ${OrderPaths.orderSlipConfirm}`, () => ok({ requestId: 'req-1' }));
    await new Promise((r) => setTimeout(r, THROTTLE_MS));
    fireEvent.click(submitButton());
    await waitFor(() => expect(location().pathname).toBe('/order/completed'));
    const [first, second] = confirmPosts();
    expect(second!.headers.get(IDEMPOTENCY_HEADER)).toBe(first!.headers.get(IDEMPOTENCY_HEADER));
  });

  it('tells the buyer cleanly when the poll finds nothing was made', async () => {
    api.on(OrderPaths.orderSlipConfirmResult, () => ok({ state: 'NOT_FOUND' }));
    await openCheckout();
    fireEvent.click(submitButton());
    expect((await screen.findByTestId('confirm-error')).textContent).toContain('订单未能生成，请确认信息后重新提交');
  });

  it('orders an answered quote at its prices with ?quote=', async () => {
    const { location } = await openCheckout(`/order/confirm?quote=${ANSWERED_QUOTE}`);
    const preview = api.callsTo(OrderPaths.orderSlipConfirmPreview)[0]!;
    expect(preview.query.get('source')).toBe('QUOTE');
    expect(preview.query.get('quoteSlipNumber')).toBe(ANSWERED_QUOTE);
    expect(screen.getByTestId('quote-source').textContent).toContain('有效期至 2026-03-31');
    expect(screen.getByTestId('total-amount').textContent).toBe('¥1,760.00');
    fireEvent.click(submitButton());
    await waitFor(() => expect(location().pathname).toBe('/order/completed'));
    expect(confirmPosts()[0]!.body).toMatchObject({
      source: 'QUOTE',
      quoteSlipNumber: ANSWERED_QUOTE,
      lines: [{ lineNumber: 1, branchNumber: '' }],
    });
  });

  it('shows why a quote cannot be ordered', async () => {
    renderPage('/order/confirm?quote=QT2026100001');
    expect((await screen.findByTestId('confirm-load-error')).textContent).toContain('该报价单当前不能下单');
  });

  it('tells the engineer (no ORDER) so and offers a quote instead, without loading the checkout', async () => {
    signInAsEngineer();
    renderPage('/order/confirm');
    const state = await screen.findByTestId('no-order-permission');
    expect(state.textContent).toContain('您没有下单权限');
    expect(within(state).getByRole('button', { name: '改为询价' })).toBeTruthy();
    expect(api.callsTo(OrderPaths.orderSlipConfirmPreview)).toHaveLength(0);
    expect(api.callsTo(ShipToPaths.search)).toHaveLength(0);
  });

  it('nudges the individual customer to complete company information first', async () => {
    signInAsIndividual();
    renderPage('/order/confirm');
    expect((await screen.findByTestId('company-required')).textContent).toContain('请先完善公司信息');
    await waitFor(() => expect(api.callsTo(CHECK_COUPON_STATUS_PATH)).toHaveLength(1));
    expect(await screen.findByText('完善企业信息后即可下单和询价')).toBeTruthy();
    expect(api.callsTo(OrderPaths.orderSlipConfirmPreview)).toHaveLength(0);
  });

  it('asks for a login and calls nothing when signed out', async () => {
    signOut();
    renderPage('/order/confirm');
    expect(await screen.findByTestId('order-login-required')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('says there is nothing to order when no selected line can be ordered', async () => {
    api.on(OrderPaths.orderSlipConfirmPreview, () => ok({ ...CART_PREVIEW, lineList: [] }));
    renderPage('/order/confirm');
    expect(await screen.findByTestId('nothing-to-order')).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    api.fail(OrderPaths.orderSlipConfirmPreview, '服务暂时不可用，请稍后重试', 503);
    renderPage('/order/confirm');
    expect((await screen.findByTestId('confirm-load-error')).textContent).toContain('服务暂时不可用，请稍后重试');
  });
});
