import { CART_LIMITS, CartMessages, type CartAddLine } from '@shop/api-clients/cart/types';

/** A pasted line that could not be read, with why (the same shape as the server's per-line errors). */
export interface PasteError {
  lineNo: number;
  partNumber: string;
  message: string;
}

export interface ParsedPaste {
  /** readable lines, in the order pasted; lineNo is the pasted line's number (blank lines counted) */
  lines: Array<CartAddLine & { lineNo: number }>;
  errors: PasteError[];
}

export const PASTE_MESSAGES = {
  QUANTITY_MISSING: '缺少数量（格式：型号 数量 [客户型号]）',
  HEADER_SKIPPED: '表头行',
} as const;

/** A first line an Excel copy of the template starts with: 型号 / 数量 / 客户型号 (or the English headers). */
const HEADER = /^\s*(型号|part\s?number)(?![\w-])/i;

/**
 * Splits one pasted line into part number, quantity and own part number. Excel copies cells with tabs, so a tab
 * separates fields as they are (an own part number may then contain spaces); otherwise commas (half or full width)
 * or runs of spaces separate them.
 */
function fieldsOf(line: string): string[] {
  const parts = line.includes('\t') ? line.split('\t') : line.split(/[,，;；]|\s+/);
  return parts.map((p) => p.trim()).filter((p, i) => p !== '' || i === 0);
}

/**
 * Quick order's text box: one line per part, "型号 数量 [客户型号]" separated by tabs (what Excel copies), commas or
 * spaces. Blank lines and a header row are skipped; a line without a usable quantity is answered with its line number
 * and never sent. The quantity range is checked by the server too (a number out of range gets its message there).
 */
export function parseQuickOrder(text: string): ParsedPaste {
  const lines: ParsedPaste['lines'] = [];
  const errors: PasteError[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const lineNo = index + 1;
    if (raw.trim() === '' || (lineNo === 1 && HEADER.test(raw))) return;
    const [partNumber = '', quantityText = '', ...rest] = fieldsOf(raw);
    const customerPartNumber = rest.join(' ').trim();
    if (partNumber === '') {
      errors.push({ lineNo, partNumber: '', message: CartMessages.PART_REQUIRED });
      return;
    }
    if (quantityText === '') {
      errors.push({ lineNo, partNumber, message: PASTE_MESSAGES.QUANTITY_MISSING });
      return;
    }
    const quantity = Number(quantityText.replace(/,/g, ''));
    if (!Number.isInteger(quantity) || quantity < CART_LIMITS.quantityMin || quantity > CART_LIMITS.quantityMax) {
      errors.push({ lineNo, partNumber, message: CartMessages.QUANTITY_INVALID });
      return;
    }
    lines.push({ lineNo, partNumber, quantity, ...(customerPartNumber ? { customerPartNumber } : {}) });
  });
  if (lines.length > CART_LIMITS.linesPerAdd) {
    return { lines: [], errors: [{ lineNo: 0, partNumber: '', message: CartMessages.TOO_MANY_LINES }, ...errors] };
  }
  return { lines, errors };
}

/** The template quick order offers for download: the columns the upload reads, with two example rows. */
export const QUICK_ORDER_TEMPLATE_CSV = '型号,数量,客户型号\r\nSFJ6-200,10,A-001\r\nCB6-20,100,\r\n';
