import '@shop/test-support';
import { AuthPaths, createShopStore, Messages, performRequest } from '@shop/api-clients';
import { emitSessionChange, establishSession, expireSession, getSessionIdCookie, loadUserSession, setSessionCookies } from '@shop/session';
import { openLoginPopup, selectLoginPopupVisible, selectLoginReturnTo, selectSessionRestoring } from '@shop/shared-ui';
import { startSessionLifecycle } from '../sessionLifecycle';
import { restoreSessionOnStart, storedSessionIsStale } from '../restoreSession';
import { demoLogin, fail, fakeApi, ok, resetSessionWorld } from '@shop/test-support';

beforeEach(resetSessionWorld);

describe('session lifecycle', () => {
  it('opens the login popup over the current page when this tab’s session expires', () => {
    establishSession(demoLogin());
    const store = createShopStore();
    const stop = startSessionLifecycle({ dispatch: store.dispatch, currentPath: () => '/order/list?page=3' });
    expireSession();
    expect(selectLoginPopupVisible(store.getState())).toBe(true);
    expect(selectLoginReturnTo(store.getState())).toBe('/order/list?page=3');
    expect(store.getState().session.user).toBeNull();
    stop();
  });

  it('does not ask a visitor who was never signed in (a stale refresh cookie refused at start)', () => {
    const store = createShopStore();
    const stop = startSessionLifecycle({ dispatch: store.dispatch, currentPath: () => '/' });
    expireSession();
    expect(selectLoginPopupVisible(store.getState())).toBe(false);
    stop();
  });

  it('closes the popup when the user signs in, here or in another tab', () => {
    const store = createShopStore();
    const stop = startSessionLifecycle({ dispatch: store.dispatch });
    store.dispatch(openLoginPopup({ returnTo: '/my' }));
    emitSessionChange('login', demoLogin());
    expect(selectLoginPopupVisible(store.getState())).toBe(false);
    stop();
  });
});

describe('session restore at start', () => {
  it('does nothing without a refresh-token cookie', async () => {
    const calls = fakeApi(() => ok(null));
    const store = createShopStore();
    expect(await restoreSessionOnStart(store.dispatch)).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('does nothing when the stored session is fresh', async () => {
    establishSession(demoLogin());
    const calls = fakeApi(() => ok(null));
    expect(await restoreSessionOnStart(createShopStore().dispatch)).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('renews a missing stored session from the refresh cookie, once, and the store shows the user', async () => {
    setSessionCookies('S'.repeat(43), 'R'.repeat(43));
    const renewed = demoLogin({ sessionId: 'N'.repeat(43), refreshTokenHash: 'M'.repeat(43) });
    const calls = fakeApi((c) => (c.url.pathname === '/api/auth/refresh' ? ok(renewed) : undefined));
    const store = createShopStore();
    const seen: boolean[] = [];
    const unsubscribe = store.subscribe(() => seen.push(selectSessionRestoring(store.getState())));
    const outcome = await restoreSessionOnStart(store.dispatch);
    unsubscribe();
    expect(outcome).toEqual({ ok: true, sessionId: renewed.sessionId, refreshed: true });
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/auth/refresh']);
    expect(calls[0]!.body).toEqual({ refreshTokenHash: 'R'.repeat(43) });
    expect(getSessionIdCookie()).toBe(renewed.sessionId);
    expect(loadUserSession()?.userName).toBe('王建国');
    expect(store.getState().session.user?.sessionId).toBe(renewed.sessionId);
    expect(seen).toContain(true);
    expect(selectSessionRestoring(store.getState())).toBe(false);
  });

  it('renews a stored session at the end of its life', async () => {
    const old = demoLogin({ sessionExpiresAt: new Date(Date.now() - 1000).toISOString() });
    establishSession(old);
    expect(storedSessionIsStale(old, Date.now())).toBe(true);
    const renewed = demoLogin({ sessionId: 'N'.repeat(43), refreshTokenHash: 'M'.repeat(43) });
    fakeApi((c) => (c.url.pathname === '/api/auth/refresh' ? ok(renewed) : undefined));
    expect((await restoreSessionOnStart(createShopStore().dispatch))?.ok).toBe(true);
    expect(getSessionIdCookie()).toBe(renewed.sessionId);
  });

  it('a refused refresh at start ends the local session', async () => {
    establishSession(demoLogin({ sessionExpiresAt: new Date(Date.now() - 1000).toISOString() }));
    fakeApi(() => fail(401, Messages.SESSION_EXPIRED, 'REFRESH_INVALID'));
    const outcome = await restoreSessionOnStart(createShopStore().dispatch);
    expect(outcome).toEqual({ ok: false, reason: 'rejected' });
    expect(loadUserSession()).toBeNull();
    expect(document.cookie).toBe('');
  });
});

describe('answers that mean the session is gone', () => {
  const expiredAnswer = () => fail(401, Messages.SESSION_EXPIRED, 'SESSION_EXPIRED');
  const authCheck = () => performRequest({ url: AuthPaths.authCheck });

  it('SESSION_EXPIRED with no refresh cookie to renew it ends the local session', async () => {
    establishSession(demoLogin());
    // the refresh cookie was lost (cleared by the user, or never written on this host)
    document.cookie = 'GREFRESHTOKENHASH=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    fakeApi(expiredAnswer);
    await authCheck();
    expect(loadUserSession()).toBeNull();
  });

  it('leaves the session to the refresh when a refresh cookie exists, and ignores the auth calls themselves', async () => {
    establishSession(demoLogin());
    // every call answers SESSION_EXPIRED; the refresh renews the session (and the retried call expires again)
    const renewed = demoLogin({ sessionId: 'N'.repeat(43), refreshTokenHash: 'M'.repeat(43) });
    fakeApi((c) => (c.url.pathname === AuthPaths.refresh ? ok(renewed) : expiredAnswer()));
    await authCheck();
    expect(loadUserSession()).not.toBeNull();
    document.cookie = 'GREFRESHTOKENHASH=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    await performRequest({ url: AuthPaths.logout, method: 'POST', sessionIdIn: 'body', noRefresh: true });
    expect(loadUserSession()).not.toBeNull();
  });
});
