/** China has no daylight saving: a China date is the UTC date of the instant moved 8 hours on. */
const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The China date (YYYY-MM-DD) of an instant. */
export const chinaDate = (d: Date): string => new Date(d.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);

/** A date (YYYY-MM-DD) moved by whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant a China date begins (for comparing with timestamps). */
export const chinaDayStart = (date: string): Date => new Date(Date.parse(`${date}T00:00:00Z`) - CHINA_OFFSET_MS);

/** true when `date` is a real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isRealDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const t = Date.parse(`${date}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === date;
}
