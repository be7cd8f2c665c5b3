import Cookies from 'js-cookie';
import {
  configureSession,
  establishSession,
  getSessionIdCookie,
  loadUserSession,
  onSessionChange,
  refreshSession,
  type LockManagerLike,
  type RefreshResult,
  type SessionEvent,
} from '../src';
import { demoSession, resetAll } from './helpers';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('refreshSession (SPEC §4, single flight)', () => {
  beforeEach(() => {
    resetAll();
    establishSession(demoSession({ sessionId: 'old-sid', refreshTokenHash: 'old-rt' }));
  });

  it('posts the refresh cookie and overwrites both cookies and the stored session', async () => {
    const transport = jest.fn(async (_rt: string): Promise<RefreshResult> => ({ sessionId: 'new-sid', refreshTokenHash: 'new-rt' }));
    configureSession({ refreshTransport: transport });
    const events: SessionEvent[] = [];
    onSessionChange((e) => events.push(e));
    await expect(refreshSession()).resolves.toEqual({ ok: true, sessionId: 'new-sid', refreshed: true });
    expect(transport).toHaveBeenCalledWith('old-rt');
    expect(Cookies.get('GACCESSTOKENKEY')).toBe('new-sid');
    expect(Cookies.get('GREFRESHTOKENHASH')).toBe('new-rt');
    expect(loadUserSession()).toMatchObject({ sessionId: 'new-sid', refreshTokenHash: 'new-rt', userName: '王伟' });
    expect(events.map((e) => e.type)).toEqual(['refreshed']);
  });

  it('makes one request for many simultaneous callers', async () => {
    const gate = deferred<RefreshResult>();
    const transport = jest.fn(() => gate.promise);
    configureSession({ refreshTransport: transport });
    const calls = Array.from({ length: 20 }, () => refreshSession({ staleSessionId: 'old-sid' }));
    gate.resolve({ sessionId: 'new-sid', refreshTokenHash: 'new-rt' });
    const results = await Promise.all(calls);
    expect(transport).toHaveBeenCalledTimes(1);
    expect(new Set(results.map((r) => r.ok && r.sessionId))).toEqual(new Set(['new-sid']));
  });

  it('does not refresh again for a call that failed with an id that was already replaced', async () => {
    const transport = jest.fn(async (): Promise<RefreshResult> => ({ sessionId: 'new-sid', refreshTokenHash: 'new-rt' }));
    configureSession({ refreshTransport: transport });
    await refreshSession({ staleSessionId: 'old-sid' });
    await expect(refreshSession({ staleSessionId: 'old-sid' })).resolves.toEqual({ ok: true, sessionId: 'new-sid', refreshed: false });
    expect(transport).toHaveBeenCalledTimes(1);
  });

  it('answers no-token and asks nobody without a refresh cookie', async () => {
    Cookies.remove('GREFRESHTOKENHASH', { path: '/' });
    const transport = jest.fn();
    configureSession({ refreshTransport: transport });
    await expect(refreshSession()).resolves.toEqual({ ok: false, reason: 'no-token' });
    expect(transport).not.toHaveBeenCalled();
  });

  it('ends the local session when the server refuses the token', async () => {
    configureSession({ refreshTransport: async () => null });
    const events: SessionEvent[] = [];
    onSessionChange((e) => events.push(e));
    await expect(refreshSession()).resolves.toEqual({ ok: false, reason: 'rejected' });
    expect(loadUserSession()).toBeNull();
    expect(getSessionIdCookie()).toBeUndefined();
    expect(events.map((e) => e.type)).toEqual(['expired']);
  });

  it('keeps the session when the server cannot be reached', async () => {
    configureSession({
      refreshTransport: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(refreshSession()).resolves.toEqual({ ok: false, reason: 'unreachable' });
    expect(loadUserSession()?.sessionId).toBe('old-sid');
  });

  it('after waiting for the cross-tab lock, adopts the tokens another tab already rotated', async () => {
    const transport = jest.fn();
    const locks: LockManagerLike = {
      request: async (_name, cb) => {
        // the other tab held the lock and rotated the tokens meanwhile
        Cookies.set('GACCESSTOKENKEY', 'tab2-sid', { path: '/' });
        Cookies.set('GREFRESHTOKENHASH', 'tab2-rt', { path: '/' });
        return cb();
      },
    };
    configureSession({ refreshTransport: transport, locks });
    await expect(refreshSession()).resolves.toEqual({ ok: true, sessionId: 'tab2-sid', refreshed: false });
    expect(transport).not.toHaveBeenCalled();
  });

  it('runs the transport inside the named lock', async () => {
    const names: string[] = [];
    configureSession({
      refreshTransport: async () => ({ sessionId: 'n', refreshTokenHash: 'r' }),
      locks: {
        request: async (name, cb) => {
          names.push(name);
          return cb();
        },
      },
    });
    await refreshSession();
    expect(names).toEqual(['msm_session_refresh']);
  });
});
