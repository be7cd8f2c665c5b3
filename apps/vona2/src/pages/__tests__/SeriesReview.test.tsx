import { screen, within } from '@testing-library/react';
import { breadcrumb, renderPage, setUpPageTests } from '../../test/renderPage';
import { routes } from '../../routes';
import { NO_REVIEWS } from '../SeriesReview';

const api = setUpPageTests();

describe('/vona2/review/:seriesCode', () => {
  it('is a login-required page (SPEC §2), so the shell guards it', () => {
    const route = routes.find((r) => r.path === '/vona2/review/:seriesCode');
    expect(route?.handle).toEqual({ title: '商品评价', login: true, app: 'vona2' });
  });

  it('names the series, links back to its detail page and says there are no reviews yet', async () => {
    renderPage('/vona2/review/SFJ');
    const name = await screen.findByTestId('review-series-name');
    expect(name.textContent).toBe('直线光轴 一端螺纹');
    expect(name.getAttribute('href')).toBe('/vona2/detail/SFJ');
    expect(screen.getByRole('heading', { name: '商品评价' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回商品详情 >' }).getAttribute('href')).toBe('/vona2/detail/SFJ');
    const list = screen.getByTestId('review-list');
    expect(within(list).getByText(NO_REVIEWS)).toBeTruthy();
    expect(NO_REVIEWS).toBe('该商品暂无评价');
    expect(list.textContent).toContain('待评价商品');
    expect(screen.getByTestId('series-review').textContent).toContain('暂无评分');
    const crumbs = breadcrumb();
    expect(within(crumbs).getByRole('link', { name: '直线光轴' }).getAttribute('href')).toBe('/vona2/M010201');
    expect(crumbs.textContent).toContain('直线光轴 一端螺纹 的商品评价');
    expect(api.callsTo('/api/v1/series/search')[0]!.query.get('seriesCode')).toBe('SFJ');
  });

  it('says the series does not exist', async () => {
    renderPage('/vona2/review/XYZ123');
    expect(await screen.findByText('未找到该商品系列')).toBeTruthy();
    expect(screen.getByText(/系列代码「XYZ123」不存在/)).toBeTruthy();
  });

  it('is reachable from the detail page header', async () => {
    renderPage('/vona2/detail/SFJ');
    const header = await screen.findByTestId('series-header');
    expect(within(header).getByRole('link', { name: '商品评价' }).getAttribute('href')).toBe('/vona2/review/SFJ');
  });
});
