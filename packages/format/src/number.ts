/**
 * Counts (stock, series, pieces) with thousands separators, as zh-CN writes them: 12,345. Written out rather than
 * `toLocaleString('zh-CN')`, whose first call in a page loads the browser's locale data (224–315 ms at 4x CPU
 * throttling, on the first catalogue or cart render). The tests hold it to Intl.NumberFormat('zh-CN') for every value.
 */

/** Digits of a non-negative integer with a comma every three: '1234567' -> '1,234,567'. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 12345 -> '12,345'; a fraction rounds half away from zero, as Intl does (2.5 -> '3', -2.5 -> '-3'). */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const whole = Math.round(Math.abs(n));
  if (whole === 0) return '0';
  // beyond 2^53 the digits of toString() turn exponential; counts never get there, but keep them readable
  const digits = whole < 1e21 ? BigInt(whole).toString() : String(whole);
  return `${n < 0 ? '-' : ''}${groupThousands(digits)}`;
}
