import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OrderPaths } from '@shop/api-clients/order/types';
import { ok, signOut } from '@shop/test-support';
import { NEW_ORDER, NEW_ORDER_DETAIL } from '../../../test/checkoutApi';
import { COLLEAGUE_ORDER, OPEN_ORDER, ordersRoutes, SHIPPED_ORDER } from '../../../test/ordersApi';
import { renderPage, setUpPageTests } from '../../../test/renderPage';

const api = setUpPageTests(ordersRoutes);

describe('/order/detail/:orderSlipNumber', () => {
  it('shows the facts, lines with branch numbers and ship dates, the parcel, the history and the totals', async () => {
    const { handle } = renderPage(`/order/detail/${SHIPPED_ORDER}`);
    const facts = await screen.findByTestId('order-facts');
    expect(handle()).toMatchObject({ title: '订单详情', login: true });
    expect(facts.textContent).toContain(SHIPPED_ORDER);
    expect(facts.textContent).toContain('已完成');
    expect(facts.textContent).toContain('账期支付（月结）');
    expect(facts.textContent).toContain('PO-2026-0122');
    expect(screen.getByTestId('order-ship-to').textContent).toContain(
      '周强 13812345678 / 0512-6288-7788，江苏省 苏州市 昆山市 花桥镇绿地大道 88 号（215300）',
    );
    expect(screen.getByTestId('order-invoice').textContent).toContain(
      '增值税专用发票：苏州精工自动化设备有限公司，税号 91320594MA1WXYZ12K',
    );

    const lines = within(screen.getByTestId('order-lines'));
    expect(lines.getByText('客户型号 A-001')).toBeTruthy();
    expect(lines.getAllByText('2026-01-25（3 天）')).toHaveLength(2);
    // shipped lines lead to after-sales, line by line
    expect(lines.getAllByRole('link', { name: '申请售后' }).map((a) => a.getAttribute('href'))).toEqual([
      `/return/application/${SHIPPED_ORDER}/1`,
      `/return/application/${SHIPPED_ORDER}/2`,
    ]);

    const parcel = screen.getByTestId('order-shipments');
    expect(parcel.textContent).toContain('顺丰速运');
    expect(parcel.textContent).toContain('SF1234567890');
    expect(parcel.textContent).toContain('2026-01-25 09:00');
    expect(parcel.textContent).toContain('2026-01-26 15:30');

    const history = screen.getByTestId('status-history');
    expect(['待确认', '备货中', '已发货', '已完成'].every((s) => history.textContent!.includes(s))).toBe(true);
    expect(history.textContent).toContain('系统 · 账期订单已确认');

    expect(screen.getByTestId('total-amount').textContent).toBe('¥158.00');
    expect(screen.queryByTestId('cancel-order')).toBeNull();
  });

  it('cancels an order still before shipping, and offers no after-sales for it', async () => {
    renderPage(`/order/detail/${OPEN_ORDER}`);
    await screen.findByTestId('order-facts');
    expect(within(screen.getByTestId('order-lines')).queryByRole('link', { name: '申请售后' })).toBeNull();
    expect(screen.getByTestId('order-shipments').textContent).toContain('尚未发货');
    fireEvent.click(screen.getByTestId('cancel-order'));
    await screen.findByText(/确定取消订单 SO2026030009 吗/);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '取消订单' }));
    await waitFor(() => expect(api.callsTo('POST', OrderPaths.orderSlipCancel)).toHaveLength(1));
    // the detail is asked again and shows the new state
    await waitFor(() => expect(screen.getByTestId('order-facts').textContent).toContain('已取消'));
  });

  it('says why cancel is not offered when the company does not allow it', async () => {
    const routes = ordersRoutes();
    api.on(OrderPaths.orderSlipDetail, (call) => {
      const reply = routes[OrderPaths.orderSlipDetail]!(call)!;
      const data = (reply.body as { data: Record<string, unknown> }).data;
      return {
        ...reply,
        body: { ...(reply.body as object), data: { ...data, cancellable: false, cancelDisabledReason: '您没有取消订单的权限' } },
      };
    });
    renderPage(`/order/detail/${OPEN_ORDER}`);
    await screen.findByTestId('order-facts');
    expect(screen.getByTestId('cancel-order').hasAttribute('disabled')).toBe(true);
  });

  it('shows 无权查看该订单 for a colleague’s order and 订单不存在 for another company’s', async () => {
    renderPage(`/order/detail/${COLLEAGUE_ORDER}`);
    const forbidden = await screen.findByTestId('access-forbidden');
    expect(within(forbidden).getByText('无权查看该订单')).toBeTruthy();
    expect(forbidden.textContent).toContain('没有查看公司全部订单的权限');
  });

  it('shows 订单不存在 for an order the caller cannot know about', async () => {
    renderPage('/order/detail/SO2026999999');
    expect(within(await screen.findByTestId('access-not-found')).getByText('订单不存在')).toBeTruthy();
  });

  it('asks for a login and calls nothing when signed out', async () => {
    signOut();
    renderPage(`/order/detail/${SHIPPED_ORDER}`);
    expect(await screen.findByTestId('order-login-required')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});

describe('/order/completed', () => {
  it('shows the number, amount, payment method, status and the next step, with links on', async () => {
    api.on(OrderPaths.orderSlipDetail, () => ok(NEW_ORDER_DETAIL));
    const { location } = renderPage(`/order/completed?orderSlipNumber=${NEW_ORDER}`);
    expect((await screen.findByTestId('order-number')).textContent).toBe(NEW_ORDER);
    const page = screen.getByTestId('order-completed');
    expect(page.textContent).toContain('订单提交成功');
    expect(screen.getByTestId('order-amount').textContent).toBe('¥158.00');
    expect(page.textContent).toContain('在线支付');
    expect(page.textContent).toContain('待付款');
    expect(screen.getByTestId('next-step').textContent).toContain('货款到账后订单转为备货中');
    expect(page.textContent).not.toMatch(/后续版本|即将开放|敬请期待/);
    fireEvent.click(screen.getByRole('button', { name: '查看订单详情' }));
    await waitFor(() => expect(location().pathname).toBe(`/order/detail/${NEW_ORDER}`));
  });

  it('says what follows for an order on the account period', async () => {
    renderPage(`/order/completed?orderSlipNumber=${OPEN_ORDER}`);
    expect((await screen.findByTestId('next-step')).textContent).toContain('订单待确认');
    expect(screen.getByTestId('order-completed').textContent).toContain('账期支付（月结）');
  });
});
