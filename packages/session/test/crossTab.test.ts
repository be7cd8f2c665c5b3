import type { ChannelLike } from '../src';
import { demoSession } from './helpers';

type SessionModule = typeof import('../src');

/** An in-memory BroadcastChannel: every channel of one name sees the others' messages, not its own. */
function createBus() {
  const members = new Set<{ listeners: Set<(e: { data: unknown }) => void> }>();
  return (): ChannelLike => {
    const me = { listeners: new Set<(e: { data: unknown }) => void>() };
    members.add(me);
    return {
      postMessage: (data) => {
        for (const m of members) if (m !== me) for (const l of m.listeners) l({ data });
      },
      addEventListener: (_t, l) => void me.listeners.add(l),
      removeEventListener: (_t, l) => void me.listeners.delete(l),
      close: () => void members.delete(me),
    };
  };
}

/** Each tab is its own copy of the module (own single-flight, own listeners) over the shared storage and cookies. */
function openTab(channelFactory: () => ChannelLike): SessionModule {
  let mod!: SessionModule;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- isolateModules hands out a fresh copy only to require()
    mod = require('../src') as SessionModule;
  });
  mod.configureSession({ createChannel: channelFactory, locks: null });
  return mod;
}

describe('cross-tab session sync', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie.split(';').forEach((c) => {
      document.cookie = `${c.split('=')[0]?.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    });
  });

  it('a refresh in one tab updates the other tab through BroadcastChannel', async () => {
    const bus = createBus();
    const tabA = openTab(bus);
    const tabB = openTab(bus);
    tabA.establishSession(demoSession({ sessionId: 'sid-1', refreshTokenHash: 'rt-1' }));
    const seen: string[] = [];
    const stop = tabB.startCrossTabSync();
    tabB.onSessionChange((e) => seen.push(`${e.type}:${e.session?.sessionId}:${e.remote}`));
    tabA.configureSession({ refreshTransport: async () => ({ sessionId: 'sid-2', refreshTokenHash: 'rt-2' }) });
    await tabA.refreshSession();
    expect(seen).toEqual(['refreshed:sid-2:true']);
    stop();
  });

  it('a logout in one tab reaches the other through the storage event', () => {
    const tabA = openTab(() => null as unknown as ChannelLike);
    const tabB = openTab(() => null as unknown as ChannelLike);
    tabA.configureSession({ createChannel: () => null });
    tabB.configureSession({ createChannel: () => null });
    tabA.establishSession(demoSession());
    const stop = tabB.startCrossTabSync();
    const seen: string[] = [];
    tabB.onSessionChange((e) => seen.push(e.type));
    tabA.logout();
    // browsers fire 'storage' only in the other documents; jsdom shares one window, so the test fires it
    window.dispatchEvent(new StorageEvent('storage', { key: 'msm_user' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'msm_user' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
    expect(seen).toEqual(['logout']);
    stop();
  });

  it('two tabs refreshing together spend the refresh token once when a lock is shared', async () => {
    const bus = createBus();
    const tabA = openTab(bus);
    const tabB = openTab(bus);
    let held: Promise<unknown> = Promise.resolve();
    const locks = {
      request<T>(_n: string, cb: () => Promise<T>): Promise<T> {
        const run = held.then(cb);
        held = run.catch(() => undefined);
        return run;
      },
    };
    const spent: string[] = [];
    let n = 0;
    const transport = async (rt: string) => {
      spent.push(rt);
      n++;
      return { sessionId: `sid-${n + 1}`, refreshTokenHash: `rt-${n + 1}` };
    };
    for (const tab of [tabA, tabB]) tab.configureSession({ locks, refreshTransport: transport });
    tabA.establishSession(demoSession({ sessionId: 'sid-1', refreshTokenHash: 'rt-1' }));
    const [a, b] = await Promise.all([tabA.refreshSession(), tabB.refreshSession()]);
    expect(spent).toEqual(['rt-1']);
    expect(a).toEqual({ ok: true, sessionId: 'sid-2', refreshed: true });
    expect(b).toEqual({ ok: true, sessionId: 'sid-2', refreshed: false });
  });
});
