import fc from 'fast-check';
import { safeRedirect } from './loginStates';

describe('safeRedirect', () => {
  it('keeps a path of this site', () => {
    expect(safeRedirect('/mydesk2/s/orders?x=1#top')).toBe('/mydesk2/s/orders?x=1#top');
    expect(safeRedirect('/商品/轴承')).toBe('/商品/轴承');
  });

  it('refuses other origins, the login pages, and backslashes or control characters anywhere', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/a\nb',
      '/a\u007fb',
      '/a\u0000',
      '/snslogin?x',
      '/mydesk2/s/login',
    ])
      expect(safeRedirect(bad)).toBe('/');
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect('/' + 'a'.repeat(600))).toBe('/');
  });

  it('answers "/" for every path holding a C0 control character, DEL or a backslash', () => {
    const unsafe = fc.oneof(fc.integer({ min: 0, max: 0x1f }), fc.constant(0x7f), fc.constant(0x5c)).map((c) => String.fromCharCode(c));
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), unsafe, fc.string({ maxLength: 40 }), (a, c, b) => {
        expect(safeRedirect(`/${a}${c}${b}`)).toBe('/');
      }),
    );
  });
});
