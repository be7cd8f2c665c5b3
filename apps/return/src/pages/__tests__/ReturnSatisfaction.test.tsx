import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CimPaths } from '@shop/api-clients/cim/types';
import { formErrors, signOut, TEST_SESSION_ID } from '@shop/test-support';
import { renderPage, setUpPageTests } from '../../test/renderPage';

const api = setUpPageTests();

describe('/return/satisfaction/:applyNum', () => {
  it('checks the application first, then takes a 1–5 star rating and a comment', async () => {
    const { handle } = renderPage('/return/satisfaction/AS2026000003');
    const form = await screen.findByTestId('satisfaction-form');
    expect(handle()).toMatchObject({ title: '满意度评价', login: true });
    expect(api.calls[0]!.path).toBe(CimPaths.applyDetail);
    expect(screen.getByTestId('apply-summary').textContent).toContain('AS2026000003');

    fireEvent.click(within(form).getByRole('button', { name: /提交评价/ }));
    await waitFor(() => expect(formErrors()).toEqual(['请选择 1 到 5 星的评分']));

    const stars = within(form).getAllByRole('radio');
    expect(stars).toHaveLength(5);
    fireEvent.click(stars[3]!);
    fireEvent.change(within(form).getByRole('textbox', { name: '评价内容' }), { target: { value: '处理及时' } });
    fireEvent.click(within(form).getByRole('button', { name: /提交评价/ }));

    expect(await screen.findByTestId('rating-success')).toBeTruthy();
    const posts = api.callsTo(CimPaths.satisfaction);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ applyNum: 'AS2026000003', rating: 4, comment: '处理及时' });
    expect(posts[0]!.query.get('sessionId')).toBe(TEST_SESSION_ID);
  });

  it('shows 无权查看该订单 for an application on a colleague’s order, without the form', async () => {
    renderPage('/return/satisfaction/AS2026000002');
    expect(within(await screen.findByTestId('access-forbidden')).getByText('无权查看该订单')).toBeTruthy();
    expect(screen.queryByTestId('satisfaction-form')).toBeNull();
  });

  it('shows 售后申请不存在 for an unknown application', async () => {
    renderPage('/return/satisfaction/AS2026999999');
    expect(within(await screen.findByTestId('access-not-found')).getByText('售后申请不存在')).toBeTruthy();
  });

  it('shows the rating already given instead of a second form', async () => {
    renderPage('/return/satisfaction/AS2026000009');
    const rated = await screen.findByTestId('already-rated');
    expect(within(rated).getByTestId('rating-view').textContent).toContain('客服响应很快');
    expect(screen.queryByTestId('satisfaction-form')).toBeNull();
  });

  it('waits for the application to be completed', async () => {
    renderPage('/return/satisfaction/AS2026000005');
    const state = await screen.findByTestId('not-ratable');
    expect(state.textContent).toContain('售后处理完成后才能评价');
    expect(state.textContent).toContain('待审核');
  });

  it('asks for a login and calls nothing when signed out', async () => {
    signOut();
    renderPage('/return/satisfaction/AS2026000003');
    expect(await screen.findByTestId('return-login-required')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
