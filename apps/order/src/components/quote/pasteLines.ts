import { QUOTE_LIMITS } from '@shop/api-clients/quote/types';

export interface TypedLine {
  partNumber: string;
  quantity: number;
  customerPartNumber?: string;
}

/**
 * Lines pasted from a spreadsheet or a mail: one part per line, 型号 then 数量 (then an optional 客户型号), separated
 * by tabs, commas or spaces. Blank lines are skipped; a line without a whole quantity in range is reported with its
 * line number instead of being guessed.
 */
export function parsePastedLines(text: string): { lines: TypedLine[]; errors: string[]; rejected: string[] } {
  const lines: TypedLine[] = [];
  const errors: string[] = [];
  // the raw text of the refused lines, for the buyer to correct
  const rejected: string[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const cells = raw
      .trim()
      .split(/[\t,，;；\s]+/)
      .filter(Boolean);
    if (cells.length === 0) return;
    const [partNumber, qty, customerPartNumber] = cells as [string, string | undefined, string | undefined];
    if (qty === undefined) {
      errors.push(`第 ${i + 1} 行（${partNumber}）：缺少数量`);
      rejected.push(raw);
      return;
    }
    const quantity = Number(qty);
    if (!/^\d+$/.test(qty) || quantity < 1 || quantity > QUOTE_LIMITS.maxQuantity) {
      errors.push(`第 ${i + 1} 行（${partNumber}）：数量须为 1–${QUOTE_LIMITS.maxQuantity} 的整数`);
      rejected.push(raw);
      return;
    }
    lines.push({ partNumber, quantity, ...(customerPartNumber ? { customerPartNumber } : {}) });
  });
  return { lines, errors, rejected };
}
