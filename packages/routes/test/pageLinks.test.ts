import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { linksOf, patternMatches } from './pageLinks';

describe('the link scan', () => {
  it('reads page paths from literals, templates and JSX, and href() / plannedHref() names', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'links-'));
    const file = path.join(dir, 'Page.tsx');
    fs.writeFileSync(
      file,
      [
        "import { Link } from 'react-router';",
        "const A = '/order/quote/list';",
        'const b = (n: string) => `/return/detail/${n}?tab=${n}`;',
        "const api = '/api/order/list';",
        'export const P = () => <Link to="/my/parts">x</Link>;',
        "export const Q = () => <Link to={href('OrderList')}>{plannedHref('BillingList')}</Link>;",
      ].join('\n'),
    );
    const { links, calls } = linksOf(file, new Set(['order', 'return', 'my']), dir);
    expect(links).toEqual([
      { at: 'Page.tsx:2', path: '/order/quote/list' },
      { at: 'Page.tsx:3', path: '/return/detail/x' },
      { at: 'Page.tsx:5', path: '/my/parts' },
    ]);
    expect(calls).toEqual([
      { at: 'Page.tsx:6', fn: 'href', name: 'OrderList' },
      { at: 'Page.tsx:6', fn: 'plannedHref', name: 'BillingList' },
    ]);
    fs.rmSync(dir, { recursive: true });
  });

  it("matches paths the way the route tables' patterns do", () => {
    expect(patternMatches('/return/application/:soSlipNumber/:soLineNumber?', '/return/application/SO1')).toBe(true);
    expect(patternMatches('/return/application/:soSlipNumber/:soLineNumber?', '/return/application/SO1/2')).toBe(true);
    expect(patternMatches('/return/application/:soSlipNumber/:soLineNumber?', '/return/application')).toBe(false);
    expect(patternMatches('/vona2/:category/*', '/vona2/C1/a/b')).toBe(true);
    expect(patternMatches('/vona2/:category', '/vona2/C1/a')).toBe(false);
    expect(patternMatches('/', '/')).toBe(true);
    expect(patternMatches('/my', '/my/parts')).toBe(false);
  });
});
