import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DownloadPaths } from '@shop/api-clients/download/types';
import { QuotePaths } from '@shop/api-clients/quote/types';
import { signInAsEngineer, signOut } from '@shop/test-support';
import { ANSWERED_QUOTE_NO, COLLEAGUE_QUOTE, NEW_QUOTE, quoteRoutes, REQUESTED_QUOTE } from '../../../test/quoteApi';
import { renderPage, setUpPageTests } from '../../../test/renderPage';

const api = setUpPageTests(quoteRoutes);

const rowsOf = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('row')
    .filter((r) => r.getAttribute('data-row-key'));

describe('/order/quote/list', () => {
  it('lists the quotes with counts per status, totals, validity and links', async () => {
    const { handle } = renderPage('/order/quote/list');
    await waitFor(() => expect(rowsOf('quote-table')).toHaveLength(3));
    expect(handle()).toMatchObject({ title: '报价单查询', login: true });
    const [requested, answered, expired] = rowsOf('quote-table');
    expect(within(requested!).getByRole('link', { name: REQUESTED_QUOTE }).getAttribute('href')).toBe(
      `/order/quote/detail/${REQUESTED_QUOTE}`,
    );
    expect(requested!.textContent).toContain('待报价');
    expect(requested!.textContent).toContain('1 种核价中');
    expect(answered!.textContent).toContain('¥1,885.00');
    expect(answered!.textContent).toContain('2026-03-31');
    expect(expired!.textContent).toContain('已过期');
    const tabs = screen.getByTestId('status-tabs');
    await waitFor(() => expect(tabs.textContent).toContain('全部（3）'));
    expect(tabs.textContent).toContain('已报价（1）');
    expect(screen.getByRole('button', { name: '新建询价' })).toBeTruthy();
  });

  it('filters by number and status through the URL', async () => {
    const { query } = renderPage('/order/quote/list');
    await waitFor(() => expect(rowsOf('quote-table')).toHaveLength(3));
    fireEvent.change(screen.getByRole('textbox', { name: '报价单号' }), { target: { value: ANSWERED_QUOTE_NO } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(rowsOf('quote-table')).toHaveLength(1));
    expect(query().get('number')).toBe(ANSWERED_QUOTE_NO);
    expect(api.callsTo(QuotePaths.quoteSlipSearch).at(-1)!.query.get('quoteSlipNumber')).toBe(ANSWERED_QUOTE_NO);

    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(rowsOf('quote-table')).toHaveLength(3));
    fireEvent.click(screen.getByRole('tab', { name: /待报价/ }));
    await waitFor(() => expect(rowsOf('quote-table')).toHaveLength(1));
    expect(query().get('status')).toBe('REQUESTED');
  });

  it('asks for a login when signed out', async () => {
    signOut();
    renderPage('/order/quote/list');
    expect(await screen.findByTestId('order-login-required')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});

describe('/order/quote/detail/:quoteSlipNumber', () => {
  it('shows an answered quote’s fixed prices and validity, its PDF, and 按报价下单', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { location } = renderPage(`/order/quote/detail/${ANSWERED_QUOTE_NO}`);
    const facts = await screen.findByTestId('quote-facts');
    expect(facts.textContent).toContain('已报价');
    expect(facts.textContent).toContain('2026-03-31');
    const lines = screen.getByTestId('quote-lines');
    expect(lines.textContent).toContain('¥880.00');
    expect(lines.textContent).toContain('特注品');
    expect(screen.getByTestId('quote-state-note').textContent).toContain('有效期至 2026-03-31');
    expect(screen.getByTestId('total-amount').textContent).toBe('¥1,885.00');

    fireEvent.click(screen.getByRole('button', { name: /下载 PDF/ }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(`/api/order/v1/download/tok-${ANSWERED_QUOTE_NO}`, '_blank', 'noopener'));
    expect(api.callsTo(DownloadPaths.quoteSlipSearchPdfUrl)).toHaveLength(1);
    open.mockRestore();

    fireEvent.click(screen.getByTestId('order-from-quote'));
    await waitFor(() => expect(location().pathname).toBe('/order/confirm'));
    expect(new URLSearchParams(location().search).get('quote')).toBe(ANSWERED_QUOTE_NO);
  });

  it('shows 报价中 for lines the shop still prices, and why a line could not be quoted', async () => {
    renderPage(`/order/quote/detail/${REQUESTED_QUOTE}`);
    const lines = await screen.findByTestId('quote-lines');
    expect(lines.textContent).toContain('报价中');
    expect(lines.textContent).toContain('报价员核价中');
    expect(lines.textContent).toContain('该型号已停产且无替代品，无法报价');
    expect(screen.queryByTestId('order-from-quote')).toBeNull();
    expect(screen.getByTestId('quote-facts').textContent).toContain('核价中');
  });

  it('offers no 按报价下单 to the engineer (no ORDER), and says so', async () => {
    signInAsEngineer();
    renderPage(`/order/quote/detail/${ANSWERED_QUOTE_NO}`);
    expect((await screen.findByTestId('quote-state-note')).textContent).toContain('您的账号没有下单权限');
    expect(screen.queryByTestId('order-from-quote')).toBeNull();
  });

  it('shows 无权查看该报价单 for a colleague’s quote and 报价单不存在 for an unknown one', async () => {
    renderPage(`/order/quote/detail/${COLLEAGUE_QUOTE}`);
    const forbidden = await screen.findByTestId('access-forbidden');
    expect(within(forbidden).getByText('无权查看该报价单')).toBeTruthy();
    expect(forbidden.textContent).toContain('没有查看公司全部报价单的权限');
  });

  it('shows 报价单不存在 for a quote the caller cannot know about', async () => {
    renderPage('/order/quote/detail/QT2026999999');
    expect(within(await screen.findByTestId('access-not-found')).getByText('报价单不存在')).toBeTruthy();
  });
});

describe('/order/quote/completed', () => {
  it('shows the number and that the special-order line is priced by the shop, with links on', async () => {
    const { location } = renderPage(`/order/quote/completed?quoteSlipNumber=${NEW_QUOTE}`);
    expect((await screen.findByTestId('quote-number')).textContent).toBe(NEW_QUOTE);
    expect(screen.getByTestId('next-step').textContent).toContain('其中 1 个商品');
    expect(screen.getByTestId('next-step').textContent).toContain('1 个工作日内');
    fireEvent.click(screen.getByRole('button', { name: '查看报价单' }));
    await waitFor(() => expect(location().pathname).toBe(`/order/quote/detail/${NEW_QUOTE}`));
  });

  it('says an answered quote can be ordered until its date', async () => {
    renderPage(`/order/quote/completed?quoteSlipNumber=${ANSWERED_QUOTE_NO}`);
    expect((await screen.findByTestId('next-step')).textContent).toContain('有效期至 2026-03-31');
  });
});
