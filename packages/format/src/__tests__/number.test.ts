import fc from 'fast-check';
import { formatCount, formatFen, formatYuan } from '..';

// the reference the shop's own formatters replace (they must never disagree with it)
const intlCount = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 0 });
const intlYuan = new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY' });

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [12345, '12,345'],
    [1234567, '1,234,567'],
    [-1000, '-1,000'],
    [2.5, '3'],
    [-2.5, '-3'],
    [Number.MAX_SAFE_INTEGER, '9,007,199,254,740,991'],
  ])('formatCount(%p) is %p', (n, text) => {
    expect(formatCount(n)).toBe(text);
  });

  it('writes every integer as Intl.NumberFormat("zh-CN") does', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => expect(formatCount(n)).toBe(intlCount.format(n))),
      { numRuns: 5000 },
    );
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 10_000_000 }), (n) => expect(formatCount(n)).toBe(intlCount.format(n))),
      {
        numRuns: 5000,
      },
    );
  });

  it('rounds a fraction as Intl does (a negative that rounds to nothing is 0, where Intl writes -0)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (x) => {
        const intl = intlCount.format(x);
        expect(formatCount(x)).toBe(intl === '-0' ? '0' : intl);
      }),
      { numRuns: 5000 },
    );
  });

  it('says what is not a number rather than inventing digits', () => {
    expect(formatCount(Number.NaN)).toBe('NaN');
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });
});

describe('formatYuan and formatFen agree with Intl currency formatting in zh-CN', () => {
  it('for every amount in fen', () => {
    fc.assert(
      fc.property(fc.integer({ min: -99_999_999_999, max: 99_999_999_999 }), (fen) => {
        expect(formatFen(fen)).toBe(intlYuan.format(fen / 100));
      }),
      { numRuns: 5000 },
    );
  });

  it('for yuan numbers with at most two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_00, max: 1_000_000_00 }), (fen) => {
        const yuan = fen / 100;
        expect(formatYuan(yuan)).toBe(intlYuan.format(yuan));
      }),
      { numRuns: 5000 },
    );
  });
});
