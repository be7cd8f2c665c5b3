import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DownloadPaths } from '@shop/api-clients/download/types';
import { OrderPaths } from '@shop/api-clients/order/types';
import { signInAsEngineer, signOut } from '@shop/test-support';
import { OPEN_ORDER, ordersRoutes, SHIPPED_ORDER } from '../../../test/ordersApi';
import { renderPage, setUpPageTests } from '../../../test/renderPage';

const api = setUpPageTests(ordersRoutes);

// antd spaces out a two-character button label
const CANCEL = /^取\s*消$/;
const rowsOf = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('row')
    .filter((r) => r.getAttribute('data-row-key'));

describe('/order/list', () => {
  it('lists the orders from orderSlip/search with counts per status, links, amounts and actions', async () => {
    const { handle } = renderPage('/order/list');
    await waitFor(() => expect(rowsOf('order-table')).toHaveLength(2));
    expect(handle()).toMatchObject({ title: '订单查询', login: true });
    const [open, shipped] = rowsOf('order-table');
    expect(open!.getAttribute('data-row-key')).toBe(OPEN_ORDER);
    expect(within(open!).getByRole('link', { name: OPEN_ORDER }).getAttribute('href')).toBe(`/order/detail/${OPEN_ORDER}`);
    expect(open!.textContent).toContain('SFJ6-200 等 2 种，共 110 件');
    expect(open!.textContent).toContain('¥158.00');
    expect(open!.textContent).toContain('待确认');
    // only an order still before shipping can be cancelled; both can be bought again (CART)
    expect(within(open!).getByRole('button', { name: CANCEL })).toBeTruthy();
    expect(within(shipped!).queryByRole('button', { name: CANCEL })).toBeNull();
    expect(within(shipped!).getByRole('button', { name: '再次购买' })).toBeTruthy();

    const tabs = screen.getByTestId('status-tabs');
    await waitFor(() => expect(tabs.textContent).toContain('全部（2）'));
    expect(tabs.textContent).toContain('待确认（1）');
    expect(tabs.textContent).toContain('已完成（1）');
    expect(tabs.textContent).toContain('已取消（0）');
    expect(screen.getByText('共 2 个订单')).toBeTruthy();
    expect(api.callsTo(OrderPaths.orderSlipSearch)[0]!.query.get('pageSize')).toBe('20');
  });

  it('filters by number, part number and dates through the URL, and by status with the tabs', async () => {
    const { query } = renderPage('/order/list');
    await waitFor(() => expect(rowsOf('order-table')).toHaveLength(2));
    fireEvent.change(screen.getByRole('textbox', { name: '订单号' }), { target: { value: 'SO202601' } });
    fireEvent.change(screen.getByRole('textbox', { name: '型号' }), { target: { value: 'CB6' } });
    fireEvent.change(screen.getByLabelText('下单日期起'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('下单日期止'), { target: { value: '2026-01-31' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(query().get('number')).toBe('SO202601'));
    await waitFor(() => expect(rowsOf('order-table')).toHaveLength(1));
    const search = api.callsTo(OrderPaths.orderSlipSearch).at(-1)!.query;
    expect(search.get('orderSlipNumber')).toBe('SO202601');
    expect(search.get('partNumber')).toBe('CB6');
    expect(search.get('dateFrom')).toBe('2026-01-01');
    expect(search.get('dateTo')).toBe('2026-01-31');
    expect(api.callsTo(OrderPaths.orderSlipCount).at(-1)!.query.get('dateTo')).toBe('2026-01-31');

    fireEvent.click(screen.getByRole('tab', { name: /已完成/ }));
    await waitFor(() => expect(query().get('status')).toBe('COMPLETED'));
    await waitFor(() => expect(api.callsTo(OrderPaths.orderSlipSearch).at(-1)!.query.get('status')).toBe('COMPLETED'));
    // the filters stay when the tab changes
    expect(query().get('partNumber')).toBe('CB6');
  });

  it('refuses an end date before the start date', async () => {
    renderPage('/order/list');
    await waitFor(() => expect(rowsOf('order-table')).toHaveLength(2));
    const before = api.callsTo(OrderPaths.orderSlipSearch).length;
    fireEvent.change(screen.getByLabelText('下单日期起'), { target: { value: '2026-02-01' } });
    fireEvent.change(screen.getByLabelText('下单日期止'), { target: { value: '2026-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('结束日期不能早于开始日期')).toBeTruthy();
    expect(api.callsTo(OrderPaths.orderSlipSearch)).toHaveLength(before);
  });

  it('searches line by line with 按明细查询 (orderItem/search)', async () => {
    renderPage('/order/list');
    await waitFor(() => expect(rowsOf('order-table')).toHaveLength(2));
    fireEvent.click(screen.getByText('按明细查询'));
    await waitFor(() => expect(rowsOf('item-table')).toHaveLength(4));
    const first = rowsOf('item-table')[0]!;
    expect(first.textContent).toContain(`${OPEN_ORDER}-1`);
    expect(first.textContent).toContain('SFJ6-200');
    expect(api.callsTo(OrderPaths.orderItemSearch)).toHaveLength(1);
  });

  it('cancels an open order after asking', async () => {
    renderPage('/order/list');
    await waitFor(() => expect(rowsOf('order-table')).toHaveLength(2));
    fireEvent.click(within(rowsOf('order-table')[0]!).getByRole('button', { name: CANCEL }));
    expect(await screen.findByText(`确定取消订单 ${OPEN_ORDER} 吗？取消后不能恢复，已占用的库存和限量折扣名额将退回。`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '取消订单' }));
    await waitFor(() => expect(api.callsTo('POST', OrderPaths.orderSlipCancel)).toHaveLength(1));
    expect(api.callsTo('POST', OrderPaths.orderSlipCancel)[0]!.body).toEqual({ orderSlipNumber: OPEN_ORDER });
    await waitFor(() => expect(rowsOf('order-table')[0]!.textContent).toContain('已取消'));
  });

  it('puts an order back into the cart with 再次购买 and goes to the cart', async () => {
    const { location } = renderPage('/order/list');
    await waitFor(() => expect(rowsOf('order-table')).toHaveLength(2));
    fireEvent.click(within(rowsOf('order-table')[1]!).getByRole('button', { name: '再次购买' }));
    await waitFor(() => expect(location().pathname).toBe('/order/cart'));
    expect(api.callsTo('POST', OrderPaths.orderSlipReorder)[0]!.body).toEqual({ orderSlipNumber: SHIPPED_ORDER });
  });

  it('opens the PDF through a fresh one-use link', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    renderPage('/order/list');
    await waitFor(() => expect(rowsOf('order-table')).toHaveLength(2));
    fireEvent.click(within(rowsOf('order-table')[1]!).getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(`/api/order/v1/download/tok-${SHIPPED_ORDER}`, '_blank', 'noopener'));
    expect(api.callsTo(DownloadPaths.orderSlipSearchPdfUrl)[0]!.query.get('orderSlipNumber')).toBe(SHIPPED_ORDER);
    open.mockRestore();
  });

  it('offers no 再次购买 without CART', async () => {
    signInAsEngineer({ permissionList: ['QUOTE', 'PRICE_CHECK'] });
    renderPage('/order/list');
    await waitFor(() => expect(rowsOf('order-table')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: '再次购买' })).toBeNull();
  });

  it('asks for a login and calls nothing when signed out', async () => {
    signOut();
    renderPage('/order/list');
    expect(await screen.findByTestId('order-login-required')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
