import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { breadcrumb, renderPage, setUpPageTests } from '../../test/renderPage';

const api = setUpPageTests();

describe('/maker', () => {
  it('groups brands with the own brand first, then A–Z, each linking to its page', async () => {
    renderPage('/maker');
    await waitFor(() => expect(screen.getAllByTestId('brand-group').length).toBeGreaterThan(0));
    const groups = screen.getAllByTestId('brand-group');
    expect(groups.map((g) => g.querySelector('h2')?.textContent)).toEqual(['自有品牌', 'H', 'N', 'T', 'Y']);
    expect(within(groups[0]!).getByText('工品汇').closest('a')?.getAttribute('href')).toBe('/vona2/maker/GPH');
    expect(groups[0]!.textContent).toContain('18 个系列');
    expect(within(groups[4]!).getByText('怡合达').closest('a')?.getAttribute('href')).toBe('/vona2/maker/YHD');
    expect(screen.getByText('共 5 个品牌')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('品牌一览 - 铭工商城'));
  });

  it('shows the server message when brands fail to load', async () => {
    api.fail('/api/v1/brand/search', '品牌服务暂不可用');
    renderPage('/maker');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('品牌列表加载失败');
    expect(alert.textContent).toContain('品牌服务暂不可用');
  });
});

describe('/vona2/maker/:maker', () => {
  it("lists the brand's series with related categories", async () => {
    const { query } = renderPage('/vona2/maker/YHD');
    expect(await screen.findByText('怡合达', { selector: 'h1' })).toBeTruthy();
    expect(breadcrumb().textContent).toBe('首页/品牌一览/怡合达');
    await waitFor(() => expect(screen.getAllByTestId('series-row')).toHaveLength(8));
    for (const row of screen.getAllByTestId('series-row')) expect(row.textContent).toContain('直线光轴');
    expect(api.callsTo('/api/v1/series/search').at(-1)!.query.get('brandCode')).toBe('YHD');
    await waitFor(() => expect(document.title).toBe('怡合达 品牌商品 - 铭工商城'));

    const cats = screen.getByTestId('maker-categories');
    fireEvent.click(within(cats).getByText('直线光轴'));
    await waitFor(() => expect(query().get('categoryCode')).toBe('M010201'));
    expect((await screen.findByTestId('selected-filters')).textContent).toContain('相关分类：直线光轴');
    expect(api.callsTo('/api/v1/series/search').at(-1)!.query.get('categoryCode')).toBe('M010201');
  });

  it('marks the own brand and answers deeper paths', async () => {
    renderPage('/vona2/maker/GPH/anything');
    expect(await screen.findByText('自有品牌')).toBeTruthy();
  });

  it('says the brand does not exist, with a link to the brand list', async () => {
    renderPage('/vona2/maker/NOBRAND');
    expect(await screen.findByText('未找到该品牌')).toBeTruthy();
    expect(screen.getByText('查看品牌一览').closest('a')?.getAttribute('href')).toBe('/maker');
  });
});
