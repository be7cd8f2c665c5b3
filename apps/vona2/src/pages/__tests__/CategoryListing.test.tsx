import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { breadcrumb, renderPage, setUpPageTests } from '../../test/renderPage';

const api = setUpPageTests();

const seriesRows = () => screen.getAllByTestId('series-row');

describe('/vona2/:category', () => {
  it('shows breadcrumbs, sibling categories, brands and the first 20 series', async () => {
    renderPage('/vona2/M010201');
    expect(await screen.findByText('直线光轴', { selector: 'h1' })).toBeTruthy();
    const crumbs = breadcrumb();
    expect(within(crumbs).getByRole('link', { name: '直线运动' }).getAttribute('href')).toBe('/vona2/M01');
    expect(within(crumbs).getByRole('link', { name: '直线轴' }).getAttribute('href')).toBe('/vona2/M0102');

    // a leaf offers its siblings, the current one marked
    const chips = await screen.findByTestId('category-chips');
    expect(screen.getByText('同级分类')).toBeTruthy();
    expect(
      within(chips)
        .getByRole('link', { name: /阶梯轴/ })
        .getAttribute('href'),
    ).toBe('/vona2/M010202');
    expect(
      within(chips)
        .getByRole('link', { name: /直线光轴/ })
        .getAttribute('aria-current'),
    ).toBe('page');

    await waitFor(() => expect(seriesRows()).toHaveLength(20));
    const first = seriesRows()[0]!;
    expect(first.textContent).toContain('直线光轴 一端螺纹');
    expect(first.textContent).toContain('系列代码 SFJ');
    expect(first.textContent).toContain('工品汇');
    expect(first.textContent).toContain('轴径 6~12mm / 长度 50~500mm');
    expect(first.textContent).toContain('¥12.30 起');
    expect(first.textContent).toContain('40 个');
    expect(first.textContent).toContain('最快 2 天发货');
    expect(within(first).getByRole('link', { name: '直线光轴 一端螺纹' }).getAttribute('href')).toBe('/vona2/detail/SFJ');
    expect(screen.getByText('共 30 个系列')).toBeTruthy();
    expect(document.title).toBe('直线光轴 - 铭工商城');
  });

  it("asks for the category, its series and the category tree at once: a leaf's siblings need no call for its parent", async () => {
    renderPage('/vona2/M010201');
    await screen.findByTestId('category-chips');
    await waitFor(() => expect(seriesRows()).toHaveLength(20));
    const categoryCalls = api.callsTo('/api/v1/category/search').map((c) => c.query.get('categoryCode'));
    expect(categoryCalls.sort()).toEqual(['M010201', null].sort());
    expect(api.callsTo('/api/v1/series/search')).toHaveLength(1);
  });

  it('shows the category and its series together: the skeleton stays until both have answered', async () => {
    renderPage('/vona2/M010201');
    // findBy checks on every DOM change: the first render that has the heading already has the rows and the chips
    expect(await screen.findByText('直线光轴', { selector: 'h1' })).toBeTruthy();
    expect(seriesRows()).toHaveLength(20);
    expect(screen.getByTestId('category-chips')).toBeTruthy();
    expect(screen.queryByRole('status', { name: '加载中' })).toBeNull();
  });

  it('lists the children of a parent category', async () => {
    renderPage('/vona2/M0102');
    const chips = await screen.findByTestId('category-chips');
    expect(screen.getByText('下级分类')).toBeTruthy();
    expect(
      within(chips)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['直线光轴(30)', '阶梯轴(0)']);
  });

  it('pages through series with pageNo and pageSize in the URL', async () => {
    const { query } = renderPage('/vona2/M010201');
    await waitFor(() => expect(seriesRows()).toHaveLength(20));
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(query().get('pageNo')).toBe('2'));
    await waitFor(() => expect(seriesRows()).toHaveLength(10));
    expect(seriesRows()[0]!.textContent).toContain('直线光轴 标准型 20');
    const last = api.callsTo('/api/v1/series/search').at(-1)!.query;
    expect([last.get('categoryCode'), last.get('pageNo'), last.get('pageSize')]).toEqual(['M010201', '2', '20']);
  });

  it('reads pageNo and pageSize from the URL', async () => {
    renderPage('/vona2/M010201?pageNo=3&pageSize=10');
    await waitFor(() => expect(seriesRows()).toHaveLength(10));
    expect(seriesRows()[0]!.textContent).toContain('直线光轴 标准型 20');
  });

  it('filters by brands, shows them as one group in sort order and keeps them in the URL', async () => {
    const { query } = renderPage('/vona2/M010201?pageNo=2');
    const filter = await screen.findByTestId('brand-filter');
    // brand options in the API's sort order: 工品汇(1) 怡合达(2) NSK(3) THK(4)
    expect(
      within(filter)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['工品汇(18)', '怡合达(6)', 'NSK 日本精工(2)', 'THK(4)']);
    fireEvent.click(within(filter).getByRole('checkbox', { name: /THK/ }));
    await waitFor(() => expect(query().get('CategorySpec')).toBe('brandCode::THK'));
    expect(query().get('pageNo')).toBeNull();
    fireEvent.click(within(filter).getByRole('checkbox', { name: /工品汇/ }));
    await waitFor(() => expect(query().get('CategorySpec')).toBe('brandCode::GPH,THK'));

    const selected = await screen.findByTestId('selected-filters');
    expect(selected.textContent).toContain('品牌：工品汇;THK');
    await waitFor(() => expect(seriesRows()).toHaveLength(15));
    expect(screen.getByTestId('series-total').textContent).toBe('符合条件的商品系列 15 个（本分类共 30 个）');
    for (const row of seriesRows()) expect(row.textContent).toMatch(/工品汇|THK/);
    expect(api.callsTo('/api/v1/series/search').at(-1)!.query.get('brandCode')).toBe('GPH,THK');

    fireEvent.click(within(selected).getByText('清除全部'));
    await waitFor(() => expect(query().get('CategorySpec')).toBeNull());
    await waitFor(() => expect(seriesRows()).toHaveLength(20));
  });

  it("removes the brand group with the tag's own close button", async () => {
    const { query } = renderPage(`/vona2/M010201?CategorySpec=${encodeURIComponent('brandCode::YHD,THK')}`);
    const selected = await screen.findByTestId('selected-filters');
    await waitFor(() => expect(selected.textContent).toContain('品牌：怡合达;THK'));
    expect((within(screen.getByTestId('brand-filter')).getByRole('checkbox', { name: /怡合达/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(selected).getByRole('button', { name: '移除品牌条件' }));
    await waitFor(() => expect(query().get('CategorySpec')).toBeNull());
    expect(screen.queryByTestId('selected-filters')).toBeNull();
    await waitFor(() => expect(seriesRows()).toHaveLength(20));
  });

  it('opens with brand filters from a shared link', async () => {
    renderPage(`/vona2/M010201?CategorySpec=${encodeURIComponent('brandCode::YHD')}`);
    const selected = await screen.findByTestId('selected-filters');
    await waitFor(() => expect(selected.textContent).toContain('品牌：怡合达'));
    await waitFor(() => expect(seriesRows()).toHaveLength(8));
  });

  it('says so inline when the category does not exist', async () => {
    renderPage('/vona2/NOPE99');
    expect(await screen.findByText('未找到该商品分类')).toBeTruthy();
    expect(screen.getByText(/分类「NOPE99」不存在/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看全部商品分类' }).getAttribute('href')).toBe('/vona2/result');
  });

  it('shows the server message when the series call fails', async () => {
    api.fail('/api/v1/series/search', '商品服务暂时不可用');
    renderPage('/vona2/M010201');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('商品系列加载失败');
    expect(alert.textContent).toContain('商品服务暂时不可用');
    expect(screen.getByText('直线光轴', { selector: 'h1' })).toBeTruthy();
  });

  it('also answers deeper paths below a category', async () => {
    renderPage('/vona2/M010201/some/seo/path');
    expect(await screen.findByText('直线光轴', { selector: 'h1' })).toBeTruthy();
  });
});
