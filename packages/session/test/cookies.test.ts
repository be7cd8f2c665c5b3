import Cookies from 'js-cookie';
import {
  ACCESS_TOKEN_COOKIE,
  REFRESH_HASH_COOKIE,
  clearAllCookies,
  configureSession,
  createMemoryCookieJar,
  getRefreshHashCookie,
  getSessionIdCookie,
  setSessionCookies,
} from '../src';
import { resetAll } from './helpers';

describe('session cookies', () => {
  beforeEach(resetAll);

  it('writes GACCESSTOKENKEY and GREFRESHTOKENHASH readable by script (js-cookie in the browser)', () => {
    setSessionCookies('sid-abc', 'rt-xyz');
    expect(document.cookie).toContain('GACCESSTOKENKEY=sid-abc');
    expect(document.cookie).toContain('GREFRESHTOKENHASH=rt-xyz');
    expect(getSessionIdCookie()).toBe('sid-abc');
    expect(getRefreshHashCookie()).toBe('rt-xyz');
  });

  it('uses 365 days, path / and the configured domain', () => {
    const jar = createMemoryCookieJar();
    configureSession({ cookies: jar, cookieDomain: '.example.cn' });
    setSessionCookies('s', 'r');
    for (const name of [ACCESS_TOKEN_COOKIE, REFRESH_HASH_COOKIE]) {
      expect(jar.options(name)).toEqual({ expires: 365, path: '/', domain: '.example.cn', sameSite: 'Lax', secure: false });
    }
  });

  it('clears every readable cookie, not only the session ones', () => {
    setSessionCookies('s', 'r');
    Cookies.set('analytics_id', '42', { path: '/' });
    clearAllCookies();
    expect(document.cookie).toBe('');
    expect(getSessionIdCookie()).toBeUndefined();
  });

  it('removes cookies written on the shared domain too', () => {
    const jar = createMemoryCookieJar();
    const removed: Array<{ name: string; domain?: string }> = [];
    const spyJar = {
      ...jar,
      remove: (name: string, o: { path: string; domain?: string }) => {
        removed.push({ name, domain: o.domain });
        jar.remove(name, o);
      },
    };
    configureSession({ cookies: spyJar, cookieDomain: '.example.cn' });
    setSessionCookies('s', 'r');
    clearAllCookies();
    expect(removed).toEqual(
      expect.arrayContaining([
        { name: ACCESS_TOKEN_COOKIE, domain: undefined },
        { name: ACCESS_TOKEN_COOKIE, domain: '.example.cn' },
      ]),
    );
    expect(jar.all()).toEqual({});
  });
});
