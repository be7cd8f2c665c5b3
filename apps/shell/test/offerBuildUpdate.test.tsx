import { screen, waitFor } from '@testing-library/react';
import { offerBuildUpdate } from '../src/updates/offerBuildUpdate';

/** /remotes.json and /shell/check_health as the gateway answers them, with the given versions deployed. */
function deployed(shell: string, my: string) {
  return jest.fn(async (url: string | URL | Request) => {
    const u = String(url);
    const body = u.includes('remotes.json')
      ? { remotes: { my: { manifest: `/apps/my/${my}/mf-manifest.json`, version: my, prefixes: ['/my'] } } }
      : { app: 'shell', version: shell, buildTime: '', status: 'ok' };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
}

describe('offerBuildUpdate', () => {
  const loaded = { shell: 's1', remotes: { my: 'm1' } };
  afterEach(() => jest.restoreAllMocks());

  it('offers a reload once a newer remote is deployed, and only once for the same versions', async () => {
    const fetchMock = deployed('s1', 'm2');
    jest.spyOn(globalThis, 'fetch').mockImplementation(fetchMock as typeof fetch);
    await offerBuildUpdate(loaded);
    expect(await screen.findByText('网站已更新')).toBeTruthy();
    expect(screen.getByTestId('build-update-reload').textContent).toContain('立即刷新');
    await offerBuildUpdate(loaded);
    await waitFor(() => expect(screen.getAllByText('网站已更新')).toHaveLength(1));
    expect(fetchMock).toHaveBeenCalled();
  });

  it('offers nothing while the deployed versions are the ones this tab runs', async () => {
    document.body.innerHTML = '';
    jest.spyOn(globalThis, 'fetch').mockImplementation(deployed('s1', 'm1') as typeof fetch);
    await offerBuildUpdate(loaded);
    expect(screen.queryByText('网站已更新')).toBeNull();
  });
});
