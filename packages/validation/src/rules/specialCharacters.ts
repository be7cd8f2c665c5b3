/**
 * Characters the order systems downstream cannot store or print reliably: the NEC special
 * characters (row 13 of the CP932 extension) and the Unicode blocks they belong to, plus
 * control, surrogate and private-use code points.
 */

/** Whole blocks (inclusive code-point ranges). */
const FORBIDDEN_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x2160, 0x2188], // Roman numerals Ⅰ-Ⅻ, ⅰ-ⅻ and archaic forms
  [0x2460, 0x24ff], // Enclosed alphanumerics ①-⑳, ⑴, ⒈, Ⓐ …
  [0x2776, 0x2793], // Dingbat circled digits ❶ ➀ ➊ …
  [0x3200, 0x32ff], // Enclosed CJK letters and months ㈱ ㈲ ㊤ ㉑ …
  [0x3300, 0x33ff], // CJK compatibility: ㍉ ㌔ ㎜ ㎏ ㏄ ㎡ ㍻ ㏍ …
  [0x1f100, 0x1f2ff], // Enclosed alphanumeric / ideographic supplements
];

/** Single NEC row-13 symbols outside those blocks. */
const FORBIDDEN_SINGLES: ReadonlySet<number> = new Set(Array.from('№℡∑√∟∠∩∪∫∮∵≒≡⊥⊿〝〞〟', (ch) => ch.codePointAt(0) as number));

export function isNecSpecialCharacter(codePoint: number): boolean {
  if (FORBIDDEN_SINGLES.has(codePoint)) return true;
  return FORBIDDEN_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to);
}

/** Control characters other than tab, lone surrogates and private-use (user-defined) characters. */
export function isUnstorableCodePoint(codePoint: number): boolean {
  if (codePoint === 0x09) return false;
  if (codePoint < 0x20 || (codePoint >= 0x7f && codePoint <= 0x9f)) return true;
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return true;
  if (codePoint >= 0xe000 && codePoint <= 0xf8ff) return true;
  return codePoint >= 0xf0000;
}
