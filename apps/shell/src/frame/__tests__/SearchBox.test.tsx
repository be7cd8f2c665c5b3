import '@shop/test-support';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, ok, resetSessionWorld, type FakeCall, type Reply } from '@shop/test-support';
import { renderShell } from '../../test/renderShell';

jest.mock('../../federation/loadRemoteRoutes', () => ({ registerFromConfig: jest.fn(), loadRemoteRoutes: jest.fn(async () => null) }));

function catalogue(call: FakeCall): Reply | undefined {
  if (call.url.pathname === '/api/v1/partNumber/suggest') {
    return ok({ partNumberList: [{ partNumber: 'SFJ10-100', seriesCode: 'SFJ', seriesName: '直线轴 一端扳手槽型' }], seriesList: [] });
  }
  return undefined;
}

beforeEach(resetSessionWorld);

describe('the header search box', () => {
  it('submits the keyword with Enter or 搜索, trimmed and at most 100 characters', async () => {
    fakeApi(catalogue);
    const { router } = renderShell('/msm-common/header');
    const box = await screen.findByRole('searchbox', { name: '搜索商品' });
    expect(box).toHaveAttribute('maxLength', '100');
    fireEvent.change(box, { target: { value: '  直线导轨 ' } });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/vona2/result'));
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('直线导轨');
  });

  it('does not search for blanks', async () => {
    fakeApi(catalogue);
    const { router } = renderShell('/msm-common/header');
    const box = await screen.findByRole('searchbox', { name: '搜索商品' });
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(router.state.location.pathname).toBe('/msm-common/header');
  });

  it('fetches the suggestion list on first focus and then suggests part numbers as the user types', async () => {
    const calls = fakeApi(catalogue);
    renderShell('/msm-common/header');
    const box = await screen.findByRole('searchbox', { name: '搜索商品' });
    fireEvent.focus(box);
    // the suggestion list wraps the same box once its code has arrived
    await waitFor(() => expect(document.querySelector('.shop-search .ant-select')).not.toBeNull());
    const wrapped = screen.getByRole('combobox', { name: '搜索商品' });
    fireEvent.change(wrapped, { target: { value: 'SFJ1' } });
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/v1/partNumber/suggest')).toBe(true));
    expect(await screen.findByRole('option', { name: 'SFJ10-100' })).toBeInTheDocument();
  });
});
