import type { PriceBreak } from '@shop/api-clients';
import { formatCount } from '@shop/format';

// money, counts and dates: @shop/format (formatYuan, formatFromYuan, lineTotalYuan, formatCount), the same in every app

/** "当天发货" for 0 days, else "N 天发货" */
export function formatDays(days: number): string {
  return days <= 0 ? '当天发货' : `${days} 天发货`;
}

/** "最快 N 天发货" (series level) */
export function formatFastestDays(days: number): string {
  return days <= 0 ? '最快当天发货' : `最快 ${days} 天发货`;
}

/** "1~9" / "100~" */
export function formatBreakRange(b: PriceBreak): string {
  return b.maxQty === null ? `${b.minQty}~` : b.minQty === b.maxQty ? `${b.minQty}` : `${b.minQty}~${b.maxQty}`;
}

export function sortedBreaks(breaks: PriceBreak[]): PriceBreak[] {
  return [...breaks].sort((a, b) => a.minQty - b.minQty);
}

/** The break a quantity falls in (the first one when the quantity is below every lower bound). */
export function breakFor(breaks: PriceBreak[], qty: number): PriceBreak | undefined {
  const sorted = sortedBreaks(breaks);
  let hit = sorted[0];
  for (const b of sorted) if (qty >= b.minQty) hit = b;
  return hit;
}

export function formatStock(qty: number): string {
  return qty > 0 ? `${formatCount(qty)} 件` : '无库存';
}

/** "12,345" (no toLocaleString: see @shop/format) */
export { formatCount };
