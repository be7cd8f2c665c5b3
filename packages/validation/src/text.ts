/**
 * Lengths are counted in Unicode code points, so a character outside the BMP (e.g. 𠮷 or an emoji)
 * counts once, as a user would count it, and never gets cut in half.
 */
export function codePointLength(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

/** Keeps at most `maxLength` code points; `undefined` keeps the value as is. */
export function truncateToMaxLength(value: string, maxLength?: number): string {
  if (maxLength === undefined || value.length <= maxLength) return value;
  const limit = Math.max(0, Math.floor(maxLength));
  let out = '';
  let count = 0;
  for (const ch of value) {
    if (count >= limit) break;
    out += ch;
    count += 1;
  }
  return out;
}

/** Blank for "required" purposes: empty or only whitespace (including the full-width space U+3000). */
export function isBlank(value: string): boolean {
  return value.trim() === '';
}

/**
 * Turns a form or request value into the text the rules check. Scalars become text, null/undefined
 * become ''. Objects and arrays give `undefined`: they can never be a valid text field.
 */
export function toText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  return undefined;
}
