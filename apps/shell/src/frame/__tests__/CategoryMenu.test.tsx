import '@shop/test-support';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, ok, resetSessionWorld, type FakeCall, type Reply } from '@shop/test-support';
import { renderShell } from '../../test/renderShell';

jest.mock('../../federation/loadRemoteRoutes', () => ({ registerFromConfig: jest.fn(), loadRemoteRoutes: jest.fn(async () => null) }));

const leaf = (code: string, name: string) => ({
  categoryCode: code,
  categoryName: name,
  parentCode: null,
  level: 3,
  sort: 1,
  seriesCount: 3,
});
const tree = [
  {
    ...leaf('M01', '直线运动'),
    level: 1,
    children: [{ ...leaf('M0101', '直线导轨'), level: 2, children: [leaf('M010101', '微型直线导轨'), leaf('M010102', '标准直线导轨')] }],
  },
  { ...leaf('B01', '轴承'), level: 1, children: [{ ...leaf('B0101', '滚动轴承'), level: 2, children: [leaf('B010101', '深沟球轴承')] }] },
];

function catalogue(call: FakeCall): Reply | undefined {
  if (call.url.pathname === '/api/v1/category/search') return ok({ category: null, breadcrumbs: [], children: tree });
  if (call.url.pathname === '/api/v1/brand/search') return ok([]);
  return undefined;
}

beforeEach(resetSessionWorld);

describe('the header category menu', () => {
  it('opens on hover with the top categories, shows the hovered one’s subcategories and leaves, and links to them', async () => {
    // a page other than home: the tree is fetched only because the menu opened
    const calls = fakeApi(catalogue);
    renderShell('/msm-common/header');
    const menu = await screen.findByTestId('category-menu');
    expect(within(menu).getByRole('link', { name: '全部商品分类' })).toHaveAttribute('href', '/vona2/result');
    expect(calls.filter((c) => c.url.pathname === '/api/v1/category/search')).toHaveLength(0);

    fireEvent.mouseEnter(menu);
    const panel = await screen.findByRole('menu', { name: '全部商品分类' });
    await waitFor(() => expect(within(panel).getByRole('menuitem', { name: '轴承' })).toBeInTheDocument());
    expect(calls.filter((c) => c.url.pathname === '/api/v1/category/search')).toHaveLength(1);
    // the first top category is shown until another is hovered
    expect(within(screen.getByTestId('category-menu-sub')).getByRole('menuitem', { name: '微型直线导轨' })).toHaveAttribute(
      'href',
      '/vona2/M010101',
    );

    fireEvent.mouseEnter(within(panel).getByRole('menuitem', { name: '轴承' }).closest('li')!);
    const sub = screen.getByTestId('category-menu-sub');
    expect(within(sub).getByRole('menuitem', { name: '滚动轴承' })).toHaveAttribute('href', '/vona2/B0101');
    expect(within(sub).getByRole('menuitem', { name: '深沟球轴承' })).toHaveAttribute('href', '/vona2/B010101');
    expect(within(sub).queryByRole('menuitem', { name: '微型直线导轨' })).toBeNull();

    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu', { name: '全部商品分类' })).toBeNull());
  });

  it('opens for the keyboard and says so when the tree cannot be loaded', async () => {
    fakeApi((call) => (call.url.pathname === '/api/v1/category/search' ? { status: 500, body: {} } : undefined));
    renderShell('/msm-common/header');
    const trigger = await screen.findByRole('link', { name: '全部商品分类' });
    fireEvent.focus(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('商品分类加载失败，请稍后再试')).toBeInTheDocument();
  });
});
