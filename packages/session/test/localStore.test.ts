import { configureSession, localStore, createMemoryStorage } from '../src';
import { resetAll } from './helpers';

describe('localStore (msm_ prefix, optional expiry)', () => {
  let now = 1_000_000;
  beforeEach(() => {
    resetAll();
    now = 1_000_000;
    configureSession({ now: () => now });
  });

  it('stores JSON values under the msm_ prefix', () => {
    localStore.set('prefs', { a: 1, name: '张三' });
    expect(localStorage.getItem('msm_prefs')).not.toBeNull();
    expect(localStore.get('prefs')).toEqual({ a: 1, name: '张三' });
    expect(localStore.keys()).toEqual(['prefs']);
  });

  it('reads an entry without expiry forever', () => {
    localStore.set('k', 'v');
    now += 10 * 365 * 24 * 3600 * 1000;
    expect(localStore.get('k')).toBe('v');
  });

  it('treats an expired entry as absent and removes it', () => {
    localStore.set('k', 'v', { ttlMs: 1000 });
    now += 999;
    expect(localStore.get('k')).toBe('v');
    now += 1;
    expect(localStore.get('k')).toBeNull();
    expect(localStorage.getItem('msm_k')).toBeNull();
  });

  it('accepts an absolute expiry as Date', () => {
    localStore.set('k', 1, { expiresAt: new Date(now + 50) });
    now += 60;
    expect(localStore.get('k')).toBeNull();
  });

  it('drops entries it cannot parse instead of throwing', () => {
    localStorage.setItem('msm_bad', '{not json');
    localStorage.setItem('msm_foreign', '"plain"');
    expect(localStore.get('bad')).toBeNull();
    expect(localStore.get('foreign')).toBeNull();
    expect(localStorage.getItem('msm_bad')).toBeNull();
  });

  it('leaves keys without the prefix alone', () => {
    localStorage.setItem('other', 'x');
    localStore.set('mine', 1);
    expect(localStore.keys()).toEqual(['mine']);
  });

  it('works on the in-memory storage used outside browsers', () => {
    configureSession({ storage: createMemoryStorage() });
    localStore.set('k', [1, 2], { ttlMs: 5 });
    expect(localStore.get('k')).toEqual([1, 2]);
    expect(localStorage.getItem('msm_k')).toBeNull();
    now += 5;
    expect(localStore.get('k')).toBeNull();
  });
});
