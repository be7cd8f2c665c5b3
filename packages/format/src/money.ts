import { groupThousands } from './number';

/**
 * Money as the shop shows it: yuan with two decimals, thousands separated, the sign before the currency symbol
 * (¥1,234.50, -¥12.30). Prices arrive from the API as yuan numbers with at most two decimals (SPEC §7); every sum or
 * product is made in integer fen, so 0.1 + 0.2 is 0.30 and never 0.30000000000000004.
 */
export type Fen = number;

/** A yuan amount (at most two decimals) in integer fen. */
export function yuanToFen(yuan: number): Fen {
  return Math.round(yuan * 100);
}

/** Integer fen back to the yuan number the API speaks. */
export function fenToYuan(fen: Fen): number {
  return fen / 100;
}

/** The amount of `quantity` pieces at `unitYuan` each, in yuan, computed in fen. */
export function lineTotalYuan(unitYuan: number, quantity: number): number {
  return fenToYuan(yuanToFen(unitYuan) * quantity);
}

/** 123456 fen -> '¥1,234.56'; -1230 -> '-¥12.30'. */
export function formatFen(fen: Fen): string {
  const whole = Math.round(fen);
  const abs = Math.abs(whole);
  const yuan = groupThousands(Math.floor(abs / 100).toString());
  const cents = (abs % 100).toString().padStart(2, '0');
  return `${whole < 0 ? '-' : ''}¥${yuan}.${cents}`;
}

/** 1234.5 -> '¥1,234.50' */
export function formatYuan(yuan: number): string {
  return formatFen(yuanToFen(yuan));
}

/** The lowest price of a series: '¥12.30 起' */
export function formatFromYuan(yuan: number): string {
  return `${formatYuan(yuan)} 起`;
}
