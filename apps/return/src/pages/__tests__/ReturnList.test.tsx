import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CimPaths } from '@shop/api-clients/cim/types';
import { choose, signOut } from '@shop/test-support';
import { OWN_ORDER, UNSHIPPED_ORDER } from '../../test/afterSalesApi';
import { renderPage, setUpPageTests } from '../../test/renderPage';

const api = setUpPageTests();

const rowsOf = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('row')
    .filter((r) => r.getAttribute('data-row-key'));

describe('/return/list', () => {
  it('lists the caller’s applications from apply/search, with links to detail and rating', async () => {
    renderPage('/return/list');
    await waitFor(() => expect(rowsOf('return-list')).toHaveLength(3));
    const rows = rowsOf('return-list');
    expect(rows.map((r) => r.getAttribute('data-row-key'))).toEqual(['AS2026000005', 'AS2026000003', 'AS2026000009']);
    expect(rows[0]!.textContent).toContain('待审核');
    expect(within(rows[0]!).getByRole('link', { name: 'AS2026000005' }).getAttribute('href')).toBe('/return/detail/AS2026000005');
    // completed and not rated yet: 评价; rated: 详情
    expect(within(rows[1]!).getByRole('link', { name: '评价' }).getAttribute('href')).toBe('/return/satisfaction/AS2026000003');
    expect(within(rows[2]!).getByRole('link', { name: '详情' })).toBeTruthy();
    expect(screen.getByText('共 3 条')).toBeTruthy();
    expect(api.callsTo(CimPaths.applySearch)[0]!.query.get('pageSize')).toBe('10');
  });

  it('filters by status through the URL', async () => {
    const { location } = renderPage('/return/list');
    await waitFor(() => expect(rowsOf('return-list')).toHaveLength(3));
    await choose('状态', '已完成');
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(new URLSearchParams(location().search).get('status')).toBe('COMPLETED'));
    await waitFor(() => expect(rowsOf('return-list')).toHaveLength(2));
    expect(api.callsTo(CimPaths.applySearch).at(-1)!.query.get('status')).toBe('COMPLETED');
  });

  it('offers 申请售后 on recent orders that have shipped something', async () => {
    renderPage('/return/list');
    await waitFor(() => expect(rowsOf('recent-orders')).toHaveLength(2));
    const [shipped, unshipped] = rowsOf('recent-orders');
    expect(within(shipped!).getByRole('link', { name: '申请售后' }).getAttribute('href')).toBe(`/return/application/${OWN_ORDER}`);
    expect(unshipped!.getAttribute('data-row-key')).toBe(UNSHIPPED_ORDER);
    expect(within(unshipped!).queryByRole('link')).toBeNull();
  });

  it('asks for a login and calls nothing when signed out', async () => {
    signOut();
    renderPage('/return/list');
    expect(await screen.findByTestId('return-login-required')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
