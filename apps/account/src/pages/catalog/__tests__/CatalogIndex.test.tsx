import { act, fireEvent, screen, within } from '@testing-library/react';
import { clearUserEntries } from '@shop/session';
import { routes } from '../../../routes';
import { fail as failAnswer, ok as okAnswer, unbindStores } from '@shop/test-support';
import { installFakeWechatApi, type FakeWechatApi } from '../../../test/wechatApi';
import { renderPage } from '../../../test/renderPage';

jest.setTimeout(30_000);

/** the level-1 tree of GET /api/v1/category/search without a categoryCode, out of order on purpose */
const tree = [
  {
    categoryCode: 'M02',
    categoryName: '轴承与轴承座',
    parentCode: null,
    level: 1,
    sort: 2,
    seriesCount: 1200,
    children: [{ categoryCode: 'M0201', categoryName: '深沟球轴承', parentCode: 'M02', level: 2, sort: 1, seriesCount: 300 }],
  },
  {
    categoryCode: 'M01',
    categoryName: '直线运动部件',
    parentCode: null,
    level: 1,
    sort: 1,
    seriesCount: 3456,
    children: [
      { categoryCode: 'M0102', categoryName: '直线导轨', parentCode: 'M01', level: 2, sort: 2, seriesCount: 80 },
      { categoryCode: 'M0101', categoryName: '直线轴', parentCode: 'M01', level: 2, sort: 1, seriesCount: 120 },
    ],
  },
];

let api: FakeWechatApi;
beforeEach(() => {
  api = installFakeWechatApi({ 'GET /api/v1/category/search': () => okAnswer({ category: null, breadcrumbs: [], children: tree }) });
});
afterEach(() => {
  api.uninstall();
  act(() => clearUserEntries());
  unbindStores();
});

describe('/catalog/catalogIndex', () => {
  it('is a login-required page (SPEC §2), so the shell guards it', () => {
    expect(routes.find((r) => r.path === '/catalog/catalogIndex')?.handle).toEqual({ title: '电子目录', login: true, app: 'account' });
  });

  it('lists the top-level categories from the catalogue API in their order, with their sub-categories, as links', async () => {
    renderPage('/catalog/catalogIndex');
    const cards = await screen.findAllByTestId('catalog-category');
    expect(screen.getByRole('heading', { name: '电子目录' })).toBeTruthy();
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: '直线运动部件' }).getAttribute('href')).toBe('/vona2/M01');
    expect(cards[0]!.textContent).toContain('3,456 个系列');
    expect(
      first
        .getAllByRole('link')
        .slice(1)
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['直线轴', '/vona2/M0101'],
      ['直线导轨', '/vona2/M0102'],
    ]);
    expect(within(cards[1]!).getByRole('link', { name: '轴承与轴承座' }).getAttribute('href')).toBe('/vona2/M02');
    expect(screen.getByTestId('catalog-index').textContent).toContain('共 2 个大类，4,656 个商品系列。');
    expect(screen.getByTestId('catalog-request').textContent).toContain('纸质目录与选型软件申请');
    expect(api.callsTo('GET', '/api/v1/category/search')[0]!.query.get('categoryCode')).toBeNull();
  });

  it('shows the server message and retries when the category call fails', async () => {
    api.on('GET /api/v1/category/search', () => failAnswer(500, '分类服务维护中', 'ERROR'));
    renderPage('/catalog/catalogIndex');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('商品分类加载失败');
    expect(alert.textContent).toContain('分类服务维护中');
    api.on('GET /api/v1/category/search', () => okAnswer({ category: null, breadcrumbs: [], children: tree }));
    fireEvent.click(within(alert).getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findAllByTestId('catalog-category')).toHaveLength(2);
  });
});
