import { fenToYuanText, type Fen } from '../db/money';

/** ¥1,234.50 (the shape @shop/format gives on pages), from integer fen. */
export function yuanText(fen: Fen): string {
  const text = fenToYuanText(Math.abs(fen));
  const [whole, cents] = text.split('.');
  return `${fen < 0 ? '-' : ''}¥${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}
