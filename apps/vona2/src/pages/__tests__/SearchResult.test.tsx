import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import message from 'antd/es/message';
import { CartPaths } from '@shop/api-clients/cart/types';
import { signInAsIndividual, signInAsMainAccount, signOut } from '@shop/test-support';
import { renderPage, setUpPageTests } from '../../test/renderPage';

const api = setUpPageTests();

describe('/vona2/result', () => {
  it('asks for a keyword and shows the category directory when the keyword is empty', async () => {
    renderPage('/vona2/result');
    expect(await screen.findByText('请输入型号或关键词开始搜索')).toBeTruthy();
    const directory = await screen.findByTestId('category-directory');
    expect(within(directory).getByRole('link', { name: '直线光轴' }).getAttribute('href')).toBe('/vona2/M010201');
    expect(api.callsTo('/api/v1/fullText/search')).toHaveLength(0);
  });

  it('lists hit counts, hit categories, series cards and a part-number table', async () => {
    renderPage('/vona2/result?keyword=光轴');
    const counts = await screen.findByTestId('hit-counts');
    expect(counts.textContent).toContain('共找到 40 个型号，30 个商品系列');
    const cats = screen.getByTestId('hit-categories');
    expect(
      within(cats)
        .getByRole('link', { name: /直线光轴/ })
        .getAttribute('href'),
    ).toBe('/vona2/M010201');

    const cards = screen.getAllByTestId('series-card');
    expect(cards).toHaveLength(12);
    expect(cards[0]!.textContent).toContain('直线光轴 一端螺纹');
    expect(cards[0]!.textContent).toContain('¥12.30 起');
    expect(cards[0]!.textContent).toContain('最快 2 天发货');
    expect(cards[0]!.textContent).toContain('共 40 个型号');
    expect(cards[0]!.getAttribute('href')).toBe('/vona2/detail/SFJ');

    const rows = Array.from(document.querySelectorAll<HTMLElement>('tr[data-row-key]'));
    expect(rows).toHaveLength(20);
    expect(rows[0]!.textContent).toContain('SFJ6-50');
    expect(rows[0]!.textContent).toContain('工品汇');
    expect(rows[0]!.textContent).toContain('6 / 50 / 轴承钢 SUJ2');
    expect(rows[0]!.textContent).toContain('¥12.30');
    expect(rows[0]!.textContent).toContain('2 天发货');
    expect(rows[0]!.textContent).toContain('20 件');
    expect(within(rows[0]!).getByRole('link', { name: 'SFJ6-50' }).getAttribute('href')).toBe('/vona2/detail/SFJ?partNumber=SFJ6-50');
    expect(document.title).toBe('“光轴”的搜索结果 - 铭工商城');
  });

  it('加入购物车 on a part row adds it at its first quantity break and says so', async () => {
    signInAsMainAccount();
    try {
      renderPage('/vona2/result?keyword=光轴');
      await waitFor(() => expect(document.querySelectorAll('tr[data-row-key]')).toHaveLength(20));
      const row = document.querySelector<HTMLElement>('tr[data-row-key="SFJ6-50"]')!;
      fireEvent.click(within(row).getByRole('button', { name: 'SFJ6-50 加入购物车' }));
      expect(await screen.findByText('已加入购物车：SFJ6-50 × 1')).toBeTruthy();
      expect(api.callsTo('POST', CartPaths.add).map((c) => c.body)).toEqual([{ lineList: [{ partNumber: 'SFJ6-50', quantity: 1 }] }]);
    } finally {
      signOut();
      message.destroy();
    }
  });

  it('offers no row button to a visitor or an individual customer (they add from the detail page, which guides them)', async () => {
    signInAsIndividual();
    try {
      renderPage('/vona2/result?keyword=光轴');
      await waitFor(() => expect(document.querySelectorAll('tr[data-row-key]')).toHaveLength(20));
      expect(screen.queryByRole('button', { name: /加入购物车/ })).toBeNull();
    } finally {
      signOut();
      message.destroy();
    }
  });

  it('keeps the page number in the URL', async () => {
    const { query } = renderPage('/vona2/result?keyword=光轴');
    await screen.findByText('SFJ6-50');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(query().get('pageNo')).toBe('2'));
    expect(query().get('keyword')).toBe('光轴');
    expect(await screen.findByText('SFJ10-50')).toBeTruthy();
    expect(screen.queryByText('SFJ6-50')).toBeNull();
    expect(api.callsTo('/api/v1/fullText/search').at(-1)!.query.get('pageNo')).toBe('2');
  });

  it('opens a later page straight from the URL', async () => {
    renderPage('/vona2/result?keyword=光轴&pageNo=2');
    expect(await screen.findByText('SFJ10-50')).toBeTruthy();
  });

  it('says nothing was found and suggests what to try', async () => {
    renderPage('/vona2/result?keyword=不存在的零件');
    const box = await screen.findByTestId('no-hits');
    expect(box.textContent).toContain('未找到与「不存在的零件」相关的商品');
    expect(within(box).getByRole('link', { name: '直线导轨' }).getAttribute('href')).toBe(
      `/vona2/result?keyword=${encodeURIComponent('直线导轨')}`,
    );
    expect(within(box).getByRole('link', { name: '品牌一览' }).getAttribute('href')).toBe('/maker');
  });

  it('searches only the first 100 characters of a long keyword and says so', async () => {
    const long = '光轴'.repeat(60);
    const { query } = renderPage(`/vona2/result?keyword=${encodeURIComponent(long)}`);
    expect(await screen.findByText('关键词过长，已按前 100 个字符搜索')).toBeTruthy();
    await screen.findByTestId('hit-counts');
    const sent = api.callsTo('/api/v1/fullText/search');
    expect(sent.length).toBeGreaterThan(0);
    for (const c of sent) expect(c.query.get('keyword')).toBe(long.slice(0, 100));
    expect(query().get('keyword')).toBe(long.slice(0, 100));
  });

  it('searches again from the no-hits view and starts at page 1', async () => {
    const { query } = renderPage('/vona2/result?keyword=光柱&pageNo=2');
    await screen.findByTestId('no-hits');
    const input = screen.getByLabelText('搜索型号或关键词');
    fireEvent.change(input, { target: { value: 'SFJ' } });
    // Enter in a search field submits its form (jsdom does not, so the test submits it as the browser would)
    await act(async () => {
      fireEvent.submit(input.closest('form')!);
    });
    await waitFor(() => expect(query().get('keyword')).toBe('SFJ'));
    expect(query().get('pageNo')).toBeNull();
    expect(await screen.findByText('SFJ6-50')).toBeTruthy();
  });

  it('shows the server message when the search fails', async () => {
    api.fail('/api/v1/fullText/search', '搜索服务繁忙，请稍后再试');
    renderPage('/vona2/result?keyword=光轴');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('搜索结果加载失败');
    expect(alert.textContent).toContain('搜索服务繁忙，请稍后再试');
  });
});
