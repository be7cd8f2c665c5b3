const CHINA_OFFSET_MS = 8 * 3600_000;

/** YYYY-MM-DD in China time of an ISO 8601 instant. */
export function chinaDateOf(iso: string): string {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? iso.slice(0, 10) : new Date(t + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

export function yuan(amount: number): string {
  return `¥${amount.toFixed(2)}`;
}
