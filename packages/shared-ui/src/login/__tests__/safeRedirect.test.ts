import { DEFAULT_AFTER_LOGIN, memberLoginUrl, safeReturnPath } from '../safeRedirect';

describe('safeReturnPath (open-redirect prevention)', () => {
  it.each([
    ['/my', '/my'],
    ['/my/coupon?page=2#top', '/my/coupon?page=2#top'],
    ['/vona2/detail/SER001', '/vona2/detail/SER001'],
    ['/', '/'],
    ['/vona2/result?keyword=%E8%BD%B4%E6%89%BF', '/vona2/result?keyword=%E8%BD%B4%E6%89%BF'],
  ])('keeps the same-site path %s', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });

  it.each([
    ['another site', 'https://evil.example/phish'],
    ['a protocol-relative address', '//evil.example/phish'],
    ['a backslash host', '/\\evil.example'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a relative path', 'my/coupon'],
    ['a tab inside the host part', '/\t/evil.example'],
    ['a newline', '/my\n'],
    ['the empty string', ''],
    ['a non-string', 42],
    ['null', null],
    ['the login page itself (would loop)', '/mydesk2/s/login?redirect=/my'],
    ['the WeChat login page', '/snslogin/wechat'],
    ['an absurdly long address', `/${'a'.repeat(3000)}`],
  ])('refuses %s', (_what, raw) => {
    expect(safeReturnPath(raw)).toBe(DEFAULT_AFTER_LOGIN);
    expect(safeReturnPath(raw, '/')).toBe('/');
  });

  it('builds the login page address with the page to come back to, or without one', () => {
    expect(memberLoginUrl('/my/coupon?x=1')).toBe('/mydesk2/s/login?redirect=%2Fmy%2Fcoupon%3Fx%3D1');
    expect(memberLoginUrl('//evil.example')).toBe('/mydesk2/s/login');
    expect(memberLoginUrl(null)).toBe('/mydesk2/s/login');
  });
});
