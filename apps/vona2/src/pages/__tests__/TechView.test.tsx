import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage, setUpPageTests } from '../../test/renderPage';

const api = setUpPageTests();

describe('/vona2/result/tech_view (SPEC §5 route guard)', () => {
  // React reports the error a route boundary caught on console.error; that is the behaviour under test here
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  it.each([
    ['without kw', '/vona2/result/tech_view'],
    ['with an empty kw', '/vona2/result/tech_view?kw='],
    ['with a blank kw', '/vona2/result/tech_view?kw=%20%20'],
  ])('throws a 500 参数错误 %s, for the shell to show, and searches nothing', async (_case, url) => {
    renderPage(url);
    const shown = await screen.findByTestId('route-error');
    expect(shown.getAttribute('data-status')).toBe('500');
    expect(screen.getByTestId('route-error-message').textContent).toBe('参数错误');
    expect(screen.getByTestId('route-error-detail').textContent).toBe('参数 kw 缺失或为空');
    expect(api.callsTo('/api/v1/fullText/search')).toHaveLength(0);
    // not mistaken for a category called "result"
    expect(api.callsTo('/api/v1/category/search')).toHaveLength(0);
  });

  it('with kw shows the technical view: the intro and the keyword search results for kw', async () => {
    const { query } = renderPage(`/vona2/result/tech_view?kw=${encodeURIComponent('光轴')}`);
    const intro = await screen.findByTestId('tech-view');
    expect(within(intro).getByRole('heading', { name: '技术视图：光轴' })).toBeTruthy();
    expect(within(intro).getByRole('link', { name: '切换到普通搜索 >' }).getAttribute('href')).toBe(
      `/vona2/result?keyword=${encodeURIComponent('光轴')}`,
    );
    const counts = await screen.findByTestId('hit-counts');
    expect(counts.textContent).toContain('共找到 40 个型号，30 个商品系列');
    expect(screen.getAllByTestId('series-card')[0]!.getAttribute('href')).toBe('/vona2/detail/SFJ');
    expect(await screen.findByText('SFJ6-50')).toBeTruthy();
    expect(api.callsTo('/api/v1/fullText/search').at(-1)!.query.get('keyword')).toBe('光轴');
    await waitFor(() => expect(document.title).toBe('“光轴”的技术视图 - 铭工商城'));

    // paging keeps kw and stays on the technical view
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(query().get('pageNo')).toBe('2'));
    expect(query().get('kw')).toBe('光轴');
    expect(await screen.findByText('SFJ10-50')).toBeTruthy();
  });

  it('searches another keyword in place from the no-hits view', async () => {
    const { query, location } = renderPage(`/vona2/result/tech_view?kw=${encodeURIComponent('不存在的零件')}`);
    await screen.findByTestId('no-hits');
    const input = screen.getByLabelText('搜索型号或关键词');
    fireEvent.change(input, { target: { value: 'SFJ10' } });
    // Enter in a search field submits its form (jsdom does not, so the test submits it as the browser would)
    await act(async () => {
      fireEvent.submit(input.closest('form')!);
    });
    await waitFor(() => expect(query().get('kw')).toBe('SFJ10'));
    expect(location().pathname).toBe('/vona2/result/tech_view');
    expect(await screen.findByTestId('hit-counts')).toBeTruthy();
  });

  it('an empty search goes to the search page rather than to the 参数错误 screen', async () => {
    const { location } = renderPage(`/vona2/result/tech_view?kw=${encodeURIComponent('不存在的零件')}`);
    await screen.findByTestId('no-hits');
    const input = screen.getByLabelText('搜索型号或关键词');
    fireEvent.change(input, { target: { value: '   ' } });
    await act(async () => {
      fireEvent.click(within(input.closest('form')!).getByRole('button', { name: '搜索' }));
    });
    await waitFor(() => expect(location().pathname).toBe('/vona2/result'));
    expect(await screen.findByText('请输入型号或关键词开始搜索')).toBeTruthy();
    expect(screen.queryByTestId('route-error')).toBeNull();
  });
});
