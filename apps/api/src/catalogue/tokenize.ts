/**
 * Search tokens for the catalogue. Chinese has no spaces and the words people type are often one or
 * two characters long (轴承, 导轨, 螺丝), which trigram indexes cannot serve. So text is segmented when
 * it is indexed: every run of CJK characters contributes its single characters and its character
 * pairs; every ASCII word (letters and digits) contributes itself and all its prefixes. A query then
 * asks for series whose token array contains all of the query's tokens (`search_tokens @> $1`, GIN).
 */

/** longer ASCII words are indexed and queried by their first MAX_WORD characters */
export const MAX_WORD = 24;

const CJK_CHAR = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
const SEGMENT = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+|[a-z0-9]+/g;

/** NFKC folds full-width letters and digits (ＳＦＪ１０ -> SFJ10) and compatibility forms (² -> 2) */
export function normalizeText(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

function segments(text: string): { cjk: string[]; words: string[] } {
  const cjk: string[] = [];
  const words: string[] = [];
  for (const m of normalizeText(text).matchAll(SEGMENT)) {
    const seg = m[0];
    if (CJK_CHAR.test(seg[0] ?? '')) cjk.push(seg);
    else words.push(seg.slice(0, MAX_WORD));
  }
  return { cjk, words };
}

/** Tokens stored for a document made of several fields (fields never run into each other). */
export function indexTokens(fields: readonly string[]): string[] {
  const out = new Set<string>();
  for (const field of fields) {
    const { cjk, words } = segments(field);
    for (const run of cjk) {
      const chars = Array.from(run);
      for (let i = 0; i < chars.length; i++) {
        out.add(chars[i]!);
        if (i + 1 < chars.length) out.add(chars[i]! + chars[i + 1]!);
      }
    }
    for (const w of words) for (let n = 1; n <= w.length; n++) out.add(w.slice(0, n));
  }
  return [...out].sort();
}

export interface QueryTokens {
  /** tokens from Chinese text: the character of a one-character run, else its character pairs */
  cjk: string[];
  /** lowercased ASCII words (matched as prefixes of indexed words) */
  words: string[];
  /** all of them, the array to ask `@>` for */
  all: string[];
}

export function queryTokens(keyword: string): QueryTokens {
  const { cjk: runs, words } = segments(keyword);
  const cjk = new Set<string>();
  for (const run of runs) {
    const chars = Array.from(run);
    if (chars.length === 1) cjk.add(chars[0]!);
    for (let i = 0; i + 1 < chars.length; i++) cjk.add(chars[i]! + chars[i + 1]!);
  }
  const w = [...new Set(words)];
  const c = [...cjk];
  return { cjk: c, words: w, all: [...c, ...w] };
}
