import fc from 'fast-check';
import { fenToYuan, fenToYuanText, lineAmountFen, sumFen, yuanToFen } from './money';

/** Amounts up to 10^12 yuan (well past numeric(14, 2)), either sign. */
const fen = fc.integer({ min: -100_000_000_000_000, max: 100_000_000_000_000 });
const price = fc.integer({ min: 0, max: 10_000_000_00 });

/** The exact decimal sum of 2-decimal yuan texts, done on the digits with BigInt (an oracle independent of money.ts). */
function decimalSum(texts: readonly string[]): string {
  const cents = texts.reduce((sum, t) => {
    const [whole, frac = ''] = t.replace('-', '').split('.');
    const v = BigInt(whole!) * 100n + BigInt(frac.padEnd(2, '0'));
    return sum + (t.startsWith('-') ? -v : v);
  }, 0n);
  const abs = cents < 0n ? -cents : cents;
  return `${cents < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

describe('money in fen', () => {
  it('reads yuan text and yuan numbers exactly', () => {
    expect(yuanToFen('0.10')).toBe(10);
    expect(yuanToFen('0.1')).toBe(10);
    expect(yuanToFen(0.1)).toBe(10);
    expect(yuanToFen(0.29)).toBe(29); // 0.29 * 100 is 28.999999999999996 as a float
    expect(yuanToFen('1234567.89')).toBe(123456789);
    expect(yuanToFen('-0.05')).toBe(-5);
    expect(Object.is(yuanToFen('-0'), 0)).toBe(true);
    expect(yuanToFen(19.99)).toBe(1999);
  });

  it('refuses what is not a 2-decimal yuan amount instead of rounding it', () => {
    for (const bad of ['0.001', '1e3', ' 1', '+1', '', '.5', '1.', 'abc', '１２']) expect(() => yuanToFen(bad)).toThrow(RangeError);
    for (const bad of [0.001, Number.NaN, Infinity, 1e21, 1e-7]) expect(() => yuanToFen(bad)).toThrow(RangeError);
    expect(() => yuanToFen('99999999999999999.99')).toThrow(RangeError);
    expect(() => lineAmountFen(10, 1.5)).toThrow(RangeError);
  });

  it('round-trips fen through the JSON yuan number and through the column text', () => {
    fc.assert(
      fc.property(fen, (f) => {
        expect(yuanToFen(fenToYuan(f))).toBe(f);
        expect(yuanToFen(fenToYuanText(f))).toBe(f);
        expect(JSON.parse(JSON.stringify(fenToYuan(f)))).toBe(Number(fenToYuanText(f)));
      }),
    );
  });

  it('writes the column text with exactly 2 decimals', () => {
    expect(fenToYuanText(30)).toBe('0.30');
    expect(fenToYuanText(-5)).toBe('-0.05');
    expect(fenToYuanText(123456789)).toBe('1234567.89');
    fc.assert(fc.property(fen, (f) => expect(fenToYuanText(f)).toMatch(/^-?\d+\.\d{2}$/)));
  });

  it('sums in fen to the exact decimal sum of the yuan amounts', () => {
    fc.assert(
      fc.property(fc.array(fen, { maxLength: 50 }), (amounts) => {
        const texts = amounts.map(fenToYuanText);
        expect(fenToYuanText(sumFen(texts.map(yuanToFen)))).toBe(decimalSum(texts));
      }),
    );
  });

  it('prices a line as unit price × quantity exactly, and the order total as the sum of its lines', () => {
    expect(fenToYuan(sumFen([lineAmountFen(yuanToFen('0.10'), 3), yuanToFen('0.20')]))).toBe(0.5);
    fc.assert(
      fc.property(fc.array(fc.tuple(price, fc.integer({ min: 1, max: 100_000 })), { maxLength: 20 }), (lines) => {
        const amounts = lines.map(([unit, qty]) => lineAmountFen(unit, qty));
        const oracle = lines.reduce((s, [unit, qty]) => s + BigInt(unit) * BigInt(qty), 0n);
        expect(BigInt(sumFen(amounts))).toBe(oracle);
      }),
    );
  });
});
