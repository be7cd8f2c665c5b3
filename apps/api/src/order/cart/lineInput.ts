import { CART_LIMITS, CartMessages } from '@shop/api-clients/cart/types';

/** A line as sent (paste, detail page, file row). */
export interface RawCartLine {
  partNumber: string;
  quantity: number | string;
  customerPartNumber?: string;
}

export type CheckedLine =
  | { ok: true; lineNo: number; partNumber: string; quantity: number; customerPartNumber: string }
  | { ok: false; lineNo: number; partNumber: string; message: string };

/** Full-width letters and digits (typed with a Chinese input method) become ASCII; spaces around are dropped. */
export const normalizeInput = (s: string): string => s.normalize('NFKC').trim();

/**
 * A quantity as typed: a whole number 1–99999, as a number or as text ('10', '１０', ' 10 '). Anything else
 * (0, 1.5, '10件', '') is refused with 数量必须是 1–99999 的整数.
 */
export function parseQuantity(q: number | string): number | null {
  const n = typeof q === 'number' ? q : /^\d{1,9}$/.test(normalizeInput(q)) ? Number(normalizeInput(q)) : NaN;
  return Number.isSafeInteger(n) && n >= CART_LIMITS.quantityMin && n <= CART_LIMITS.quantityMax ? n : null;
}

/** The checks a line passes before the catalogue is asked (lineNo is 1-based). */
export function checkLine(raw: RawCartLine, lineNo: number): CheckedLine {
  const partNumber = normalizeInput(raw.partNumber ?? '');
  const fail = (message: string): CheckedLine => ({ ok: false, lineNo, partNumber, message });
  if (partNumber === '') return fail(CartMessages.PART_REQUIRED);
  if (partNumber.length > CART_LIMITS.partNumberMax) return fail(CartMessages.PART_TOO_LONG);
  const quantity = parseQuantity(raw.quantity);
  if (quantity === null) return fail(CartMessages.QUANTITY_INVALID);
  const customerPartNumber = normalizeInput(raw.customerPartNumber ?? '');
  if (customerPartNumber.length > CART_LIMITS.customerPartNumberMax) return fail(CartMessages.CUSTOMER_PART_TOO_LONG);
  return { ok: true, lineNo, partNumber, quantity, customerPartNumber };
}
