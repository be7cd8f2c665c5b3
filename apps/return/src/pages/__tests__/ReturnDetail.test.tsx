import { screen, within } from '@testing-library/react';
import { renderPage, setUpPageTests } from '../../test/renderPage';

setUpPageTests();

describe('/return/detail/:applyNum', () => {
  it('shows the application and its rating', async () => {
    const { handle } = renderPage('/return/detail/AS2026000009');
    const summary = await screen.findByTestId('apply-summary');
    expect(handle()).toMatchObject({ title: '售后详情', login: true });
    expect(summary.textContent).toContain('AS2026000009');
    expect(summary.textContent).toContain('SO2026010003（第 1 行）');
    expect(summary.textContent).toContain('产品质量问题');
    expect(screen.getByTestId('rating-view').textContent).toContain('陈晓明 评价于 2026-01-27');
  });

  it('offers the rating for a completed application not rated yet', async () => {
    renderPage('/return/detail/AS2026000003');
    expect(await screen.findByTestId('go-rate')).toBeTruthy();
  });

  it('shows 无权查看该订单 for an application on a colleague’s order', async () => {
    renderPage('/return/detail/AS2026000002');
    expect(within(await screen.findByTestId('access-forbidden')).getByText('无权查看该订单')).toBeTruthy();
    expect(screen.queryByTestId('apply-summary')).toBeNull();
  });
});
