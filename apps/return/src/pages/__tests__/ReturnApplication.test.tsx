import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CimPaths } from '@shop/api-clients/cim/types';
import { OrderPaths } from '@shop/api-clients/order/types';
import { choose, formErrors, signOut, TEST_SESSION_ID } from '@shop/test-support';
import { COLLEAGUE_ORDER, OWN_ORDER, UNSHIPPED_ORDER } from '../../test/afterSalesApi';
import { renderPage, setUpPageTests } from '../../test/renderPage';

const api = setUpPageTests();

describe('/return/application/:soSlipNumber/:soLineNumber?', () => {
  it('runs the order-authorisation check first, then shows the form for the caller’s own order line', async () => {
    const { handle } = renderPage(`/return/application/${OWN_ORDER}/2`);
    const form = await screen.findByTestId('apply-form');
    expect(handle()).toMatchObject({ title: '售后申请', login: true, app: 'return' });
    const facts = screen.getByTestId('order-facts');
    expect(facts.textContent).toContain(OWN_ORDER);
    expect(facts.textContent).toContain('LX20-B2-300');
    expect(facts.textContent).toContain('可申请2 件');
    // the check went first, with the session and the line
    expect(api.calls[0]!.path).toBe(OrderPaths.orderSlipAuthCheck);
    expect(api.calls[0]!.query.get('soSlipNumber')).toBe(OWN_ORDER);
    expect(api.calls[0]!.query.get('soLineNumber')).toBe('2');
    expect(api.calls[0]!.query.get('sessionId')).toBe(TEST_SESSION_ID);
    // the line is fixed by the URL
    expect(within(form).getByText(/第 2 行/)).toBeTruthy();
  });

  it('submits reason, quantity and description and shows the application number', async () => {
    renderPage(`/return/application/${OWN_ORDER}/1`);
    await screen.findByTestId('apply-form');
    await choose('申请原因', '运输途中破损');
    fireEvent.change(screen.getByRole('spinbutton', { name: '申请数量' }), { target: { value: '3' } });
    fireEvent.change(screen.getByRole('textbox', { name: '问题描述' }), { target: { value: '外箱破损，3 件变形' } });
    fireEvent.click(screen.getByRole('button', { name: /提交申请/ }));

    expect(await screen.findByTestId('apply-success')).toBeTruthy();
    expect(screen.getByTestId('apply-num').textContent).toBe('AS2026000123');
    expect(screen.getByText('售后申请已提交')).toBeTruthy();
    const posts = api.callsTo(CimPaths.applyCreate);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.method).toBe('POST');
    expect(posts[0]!.body).toEqual({
      soSlipNumber: OWN_ORDER,
      soLineNumber: '1',
      reasonCode: '03',
      quantity: 3,
      description: '外箱破损，3 件变形',
    });
    expect(posts[0]!.query.get('sessionId')).toBe(TEST_SESSION_ID);
  });

  it('shows 无权查看该订单 instead of the form for a colleague’s order, and loads nothing else', async () => {
    renderPage(`/return/application/${COLLEAGUE_ORDER}/1`);
    const state = await screen.findByTestId('access-forbidden');
    expect(within(state).getByText('无权查看该订单')).toBeTruthy();
    expect(screen.queryByTestId('apply-form')).toBeNull();
    expect(api.calls.map((c) => c.path)).toEqual([OrderPaths.orderSlipAuthCheck]);
  });

  it('shows 订单不存在 for an order the caller cannot know about', async () => {
    renderPage('/return/application/SO2026019999');
    const state = await screen.findByTestId('access-not-found');
    expect(within(state).getByText('订单不存在')).toBeTruthy();
    expect(screen.queryByTestId('apply-form')).toBeNull();
  });

  it('shows 订单明细不存在 for a line the order does not have', async () => {
    renderPage(`/return/application/${OWN_ORDER}/9`);
    expect(within(await screen.findByTestId('access-not-found')).getByText('订单明细不存在')).toBeTruthy();
  });

  it('without a line number lets the caller pick a line, and checks the form before sending', async () => {
    renderPage(`/return/application/${OWN_ORDER}`);
    await screen.findByTestId('apply-form');
    fireEvent.click(screen.getByRole('button', { name: /提交申请/ }));
    await waitFor(() => expect(formErrors()).toEqual(['请选择要申请售后的订单明细', '请选择申请原因', '此项为必填项']));

    await choose('申请明细', /第 1 行/);
    await choose('申请原因', '其他');
    fireEvent.change(screen.getByRole('spinbutton', { name: '申请数量' }), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: /提交申请/ }));
    // quantity is capped at what line 1 still allows (7), and 其他 needs a description
    await waitFor(() => expect(formErrors()).toEqual(['请输入1到7之间的整数', '选择“其他”原因时请填写问题描述']));
    expect(api.callsTo(CimPaths.applyCreate)).toHaveLength(0);
  });

  it('shows what the server refuses', async () => {
    api.answer(CimPaths.applyCreate, 400, {
      status: 400,
      errorMessage: '申请数量不能超过可申请数量 1',
      errorCode: 'INVALID_PARAM',
      data: null,
    });
    renderPage(`/return/application/${OWN_ORDER}/2`);
    await screen.findByTestId('apply-form');
    await choose('申请原因', '产品质量问题');
    fireEvent.change(screen.getByRole('spinbutton', { name: '申请数量' }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: /提交申请/ }));
    expect((await screen.findByTestId('apply-error')).textContent).toContain('申请数量不能超过可申请数量 1');
    expect(screen.queryByTestId('apply-success')).toBeNull();
  });

  it('says why an order cannot be applied for yet', async () => {
    renderPage(`/return/application/${UNSHIPPED_ORDER}`);
    const state = await screen.findByTestId('cannot-apply');
    expect(state.textContent).toContain('订单尚未发货，发货后才能申请售后');
    expect(screen.queryByTestId('apply-form')).toBeNull();
  });

  it('asks for a login and calls nothing when signed out', async () => {
    signOut();
    renderPage(`/return/application/${OWN_ORDER}/1`);
    expect(await screen.findByTestId('return-login-required')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('请先登录')).toBeTruthy());
    expect(api.calls).toHaveLength(0);
  });
});
