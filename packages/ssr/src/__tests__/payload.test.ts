import { jsonForScript } from '../payload';

describe('jsonForScript', () => {
  it('cannot end the script element or open a comment, and parses back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script>', note: '<!-- a & b -->', sep: 'x\u2028y\u2029z' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/<|>|&|\u2028|\u2029/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
