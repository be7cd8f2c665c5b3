import { guardedLoad, guardedReload, isChunkLoadError, RELOAD_GUARD_KEY } from '../src/updates/reloadGuard';
import { changedApps } from '../src/updates/buildCheck';

function memoryStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
}

describe('chunk reload guard', () => {
  it('reloads once, then not again within 10 s, then again after the window', () => {
    const storage = memoryStorage();
    let now = 1_000_000;
    const reload = jest.fn();
    const deps = { now: () => now, storage, reload };
    expect(guardedReload(deps)).toBe(true);
    expect(storage.m.get(RELOAD_GUARD_KEY)).toBe(String(1_000_000));
    now += 9_999;
    expect(guardedReload(deps)).toBe(false);
    now += 2;
    expect(guardedReload(deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('a navigation into a redeployed remote loads its target page, under the same guard', () => {
    const storage = memoryStorage();
    const assign = jest.fn();
    const deps = { now: () => 5_000_000, storage };
    expect(guardedLoad('/maker?x=1', deps, assign)).toBe(true);
    expect(assign).toHaveBeenCalledWith('/maker?x=1');
    // the reload a failing chunk would ask for next is refused inside the window: no loop
    expect(guardedReload({ ...deps, reload: jest.fn() })).toBe(false);
    expect(guardedLoad('/maker', deps, assign)).toBe(false);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('recognises chunk load failures and nothing else', () => {
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('build update check', () => {
  const loaded = { shell: 's1', remotes: { my: 'm1', order: 'o1' } };
  it('names the apps deployed in another version', () => {
    expect(changedApps(loaded, { shell: 's1', remotes: { my: 'm1', order: 'o1' } })).toEqual([]);
    expect(changedApps(loaded, { shell: 's2', remotes: { my: 'm2', order: 'o1' } })).toEqual(['shell', 'my']);
  });
  it('ignores remotes this tab never loaded', () => {
    expect(changedApps(loaded, { shell: 's1', remotes: { my: 'm1', order: 'o1', account: 'a9' } })).toEqual([]);
  });
});
