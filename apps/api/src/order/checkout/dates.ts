/** China-time calendar arithmetic for order dates and ship dates (UTC+8, no daylight saving). */

const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** YYYY-MM-DD in China at `at`. */
export function chinaDate(at: Date): string {
  return new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** A real calendar date (2026-02-30 is not), as UTC midnight; null otherwise. */
export function parseDate(text: string): Date | null {
  const m = ISO_DATE.exec(text);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text ? d : null;
}

export function addDays(date: string, days: number): string {
  const d = parseDate(date);
  if (!d) throw new RangeError(`not a date: ${date}`);
  return new Date(d.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The date `days` working days (Monday to Friday) after `date`: the warehouse ships on working days, so a part with
 * 3 days to ship ordered on Friday leaves on Wednesday. 0 days: the same day if it is a working day, else Monday.
 */
export function addWorkingDays(date: string, days: number): string {
  let d = parseDate(date);
  if (!d) throw new RangeError(`not a date: ${date}`);
  const isWeekend = (x: Date) => x.getUTCDay() === 0 || x.getUTCDay() === 6;
  while (isWeekend(d)) d = new Date(d.getTime() + DAY_MS);
  let left = Math.max(0, Math.floor(days));
  while (left > 0) {
    d = new Date(d.getTime() + DAY_MS);
    if (!isWeekend(d)) left--;
  }
  return d.toISOString().slice(0, 10);
}
