import fc from 'fast-check';
import { chinaDate, chinaDateTime, fenToYuan, formatFen, formatFromYuan, formatYuan, lineTotalYuan, yuanToFen } from '..';

const fen = fc.integer({ min: -99_999_999_999, max: 99_999_999_999 });

describe('money', () => {
  it.each([
    [0, '¥0.00'],
    [0.5, '¥0.50'],
    [12.3, '¥12.30'],
    [1234.5, '¥1,234.50'],
    [1234567.89, '¥1,234,567.89'],
    [-12.3, '-¥12.30'],
    [999.995, '¥1,000.00'],
  ])('formatYuan(%p) is %p', (yuan, text) => {
    expect(formatYuan(yuan)).toBe(text);
  });

  it('formats every amount in fen as yuan with two decimals and separators, and reads back to the same fen', () => {
    fc.assert(
      fc.property(fen, (f) => {
        const text = formatFen(f);
        expect(text).toMatch(/^-?¥\d{1,3}(,\d{3})*\.\d{2}$/);
        const back = Math.round(Number(text.replace(/[¥,]/g, '')) * 100);
        expect(back).toBe(f === 0 ? 0 : f);
      }),
    );
  });

  it('a yuan number with two decimals goes to fen and back unchanged', () => {
    fc.assert(fc.property(fen, (f) => expect(yuanToFen(fenToYuan(f))).toBe(f)));
  });

  it('a line total is the unit price in fen times the quantity: no float drift', () => {
    expect(lineTotalYuan(0.1, 3)).toBe(0.3);
    expect(formatYuan(lineTotalYuan(0.7, 3))).toBe('¥2.10');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 999_999 }), (unitFen, qty) => {
        expect(yuanToFen(lineTotalYuan(fenToYuan(unitFen), qty))).toBe(unitFen * qty);
      }),
    );
  });

  it('the lowest price of a series reads 起', () => {
    expect(formatFromYuan(12.3)).toBe('¥12.30 起');
  });
});

describe('dates in China time', () => {
  it.each([
    ['2026-01-15T17:30:00Z', '2026-01-16', '2026-01-16 01:30'],
    ['2026-01-15T15:59:59.999Z', '2026-01-15', '2026-01-15 23:59'],
    ['2026-03-01T00:00:00+08:00', '2026-03-01', '2026-03-01 00:00'],
  ])('%s is %s (%s)', (iso, day, time) => {
    expect(chinaDate(iso)).toBe(day);
    expect(chinaDateTime(iso)).toBe(time);
  });

  it('a day alone stays the day; text that is no date is shown as it came', () => {
    expect(chinaDate('2026-02-03')).toBe('2026-02-03');
    expect(chinaDateTime('不是日期')).toBe('不是日期');
  });

  it('is the UTC instant shifted by eight hours, whatever the instant', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        const iso = new Date(ms).toISOString();
        expect(chinaDate(iso)).toBe(new Date(ms + 8 * 3600_000).toISOString().slice(0, 10));
      }),
    );
  });
});
