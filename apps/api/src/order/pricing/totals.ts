import { sumFen, type Fen } from '../../db/money';

/** 13 % VAT, as a fraction 113/100 of the price without tax. */
const VAT_PERCENT = 13;

export interface TotalsFen {
  /** 不含税: round(total / 1.13) */
  subtotalFen: Fen;
  /** the VAT inside the total: total − subtotal */
  taxFen: Fen;
  /** the sum of the line amounts, tax included */
  totalFen: Fen;
}

/**
 * docs/buying.md, Money: catalogue prices include tax; the total is the sum of line amounts and the VAT inside it is
 * computed once, on the total (never per line), so subtotal + tax = total always. Integer arithmetic only: total ×
 * 100 / 113 rounded half up (an exact half cannot occur: 200 × total is even and 113 is odd).
 */
export function totalsOfFen(amounts: Iterable<Fen>): TotalsFen {
  const totalFen = sumFen(amounts);
  const scaled = totalFen * 100;
  if (!Number.isSafeInteger(scaled)) throw new RangeError('money: total too large');
  const sign = scaled < 0 ? -1 : 1;
  const abs = Math.abs(scaled);
  const q = Math.floor(abs / (100 + VAT_PERCENT));
  const r = abs - q * (100 + VAT_PERCENT);
  const subtotalFen = sign * (r * 2 >= 100 + VAT_PERCENT ? q + 1 : q) || 0;
  return { subtotalFen, taxFen: totalFen - subtotalFen, totalFen };
}
