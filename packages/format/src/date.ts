/**
 * Dates as the shop shows them: the day (and time) in China (UTC+8, no daylight saving), whatever the browser's time
 * zone is, so that an order placed at 01:00 in Shanghai is not shown as the day before on a machine set to UTC.
 */
const CHINA_OFFSET_MS = 8 * 3600_000;

function chinaIso(iso: string): string | null {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? null : new Date(t + CHINA_OFFSET_MS).toISOString();
}

/** '2026-01-15T17:30:00Z' -> '2026-01-16'; a plain 'YYYY-MM-DD' stays as it is. */
export function chinaDate(iso: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) return iso;
  return chinaIso(iso)?.slice(0, 10) ?? iso.slice(0, 10);
}

/** '2026-01-15T17:30:00Z' -> '2026-01-16 01:30' */
export function chinaDateTime(iso: string): string {
  const c = chinaIso(iso);
  return c ? `${c.slice(0, 10)} ${c.slice(11, 16)}` : iso;
}
