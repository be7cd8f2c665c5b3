/**
 * Money on the server is counted in integer fen (分, 1/100 yuan): prices are read into fen exactly, every sum and
 * product is an integer operation, and a yuan value exists only at the edges — the JSON contract (SPEC §7: yuan
 * numbers with 2 decimals) and the numeric(…, 2) columns, which Drizzle reads as strings (mode 'string') so that no
 * binary float ever stands for a stored amount. Infrastructure (db/): any family may import it.
 */

/** An amount in fen: a safe integer. */
export type Fen = number;

/** A yuan amount with at most 2 decimals, as text: '12', '12.3', '-0.05'. No exponent, no spaces, no '+'. */
const YUAN_TEXT = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

function checkedFen(fen: number, what: string): Fen {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`money: ${what} is not a safe integer amount of fen`);
  return fen === 0 ? 0 : fen; // no -0
}

/**
 * A yuan amount → fen, exactly. Text (a numeric column in mode 'string', e.g. '0.10') is parsed digit by digit; a
 * number (a price in a JSON document) is taken by its shortest decimal form (0.1 → '0.1' → 10 fen), which is the
 * 2-decimal value it was written as. Anything with more than 2 decimals, an exponent, or not finite throws: it is
 * not an amount this shop stores, and rounding it silently would hide the bug that produced it.
 */
export function yuanToFen(yuan: string | number): Fen {
  const text = typeof yuan === 'number' ? String(yuan) : yuan;
  const m = YUAN_TEXT.exec(text);
  if (!m) throw new RangeError(`money: ${JSON.stringify(text)} is not a yuan amount with at most 2 decimals`);
  const [, sign, whole, frac = ''] = m;
  const fen = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return checkedFen(sign === '-' ? -fen : fen, text);
}

/**
 * Fen → the yuan number the JSON contract carries. One correctly rounded division: the result is the double
 * nearest to the exact 2-decimal value, so JSON.stringify prints exactly that value (30 → 0.3, 1999 → 19.99).
 */
export function fenToYuan(fen: Fen): number {
  return checkedFen(fen, String(fen)) / 100;
}

/** Fen → the exact 2-decimal text a numeric(…, 2) column in mode 'string' is written with: 30 → '0.30'. */
export function fenToYuanText(fen: Fen): string {
  const abs = Math.abs(checkedFen(fen, String(fen)));
  const text = `${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return fen < 0 ? `-${text}` : text;
}

/** unit price × quantity, in fen (quantity a whole number of pieces). */
export function lineAmountFen(unitFen: Fen, quantity: number): Fen {
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`money: quantity ${quantity} is not a whole number`);
  return checkedFen(unitFen * quantity, `${unitFen} × ${quantity}`);
}

/** The sum of amounts in fen. */
export function sumFen(amounts: Iterable<Fen>): Fen {
  let total = 0;
  for (const a of amounts) total = checkedFen(total + checkedFen(a, String(a)), 'the sum');
  return total;
}
