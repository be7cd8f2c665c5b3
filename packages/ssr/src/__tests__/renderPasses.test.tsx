import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { Provider, useSelector } from 'react-redux';
import { renderPasses, SsrTimeoutError } from '../renderPasses';

/**
 * A stand-in for an RTK Query api built with side effects in render: reading a key that is not loaded starts its
 * request (during render, as the server build's hooks do); getRunningQueriesThunk lists what is still running.
 */
function fakeApi(answers: Record<string, string>, delayMs = 5) {
  const running = new Map<string, Promise<void>>();
  const slice = createSlice({
    name: 'data',
    initialState: {} as Record<string, string>,
    reducers: { loaded: (s, a: PayloadAction<[string, string]>) => void (s[a.payload[0]] = a.payload[1]) },
  });
  const store = configureStore({ reducer: { data: slice.reducer } });
  const useData = (key: string | null): string | undefined => {
    const value = useSelector((s: { data: Record<string, string> }) => (key ? s.data[key] : undefined));
    if (key && value === undefined && !running.has(key)) {
      running.set(
        key,
        new Promise<void>((resolve) =>
          setTimeout(() => {
            store.dispatch(slice.actions.loaded([key, answers[key] ?? '?']));
            running.delete(key);
            resolve();
          }, delayMs),
        ),
      );
    }
    return value;
  };
  const api = { util: { getRunningQueriesThunk: () => () => [...running.values()] } };
  return { store, api, useData, requests: running };
}

describe('renderPasses', () => {
  it('renders again until a query that needs another one has answered too', async () => {
    const { store, api, useData } = fakeApi({ series: 'S1', 'parts:S1': '95 个型号' });
    function Page() {
      const series = useData('series');
      const parts = useData(series ? `parts:${series}` : null);
      return <p>{series ? `${series} ${parts ?? '加载中'}` : '加载中'}</p>;
    }
    const html = await renderPasses(
      () => (
        <Provider store={store}>
          <Page />
        </Provider>
      ),
      store,
      [api],
    );
    expect(html).toBe('<p>S1 95 个型号</p>');
  });

  it('gives up with SsrTimeoutError when the data takes longer than allowed', async () => {
    const { store, api, useData } = fakeApi({ slow: 'x' }, 200);
    function Page() {
      return <p>{useData('slow') ?? '加载中'}</p>;
    }
    await expect(
      renderPasses(
        () => (
          <Provider store={store}>
            <Page />
          </Provider>
        ),
        store,
        [api],
        { timeoutMs: 20 },
      ),
    ).rejects.toBeInstanceOf(SsrTimeoutError);
  });
});
