import { scrollToTop } from './scroll';

/** Reading list state from the URL, which is the source of truth for every list page. */
export const MAX_KEYWORD_LENGTH = 100;
export const PAGE_SIZE_OPTIONS = [20, 50, 100];
/** rows per page of the series lists when the URL names none (the URL then leaves pageSize out) */
const DEFAULT_PAGE_SIZE = 20;

export function readPageNo(params: URLSearchParams): number {
  const n = Number(params.get('pageNo'));
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

export function readPageSize(params: URLSearchParams, fallback = DEFAULT_PAGE_SIZE): number {
  const n = Number(params.get('pageSize'));
  return Number.isInteger(n) && n >= 1 && n <= 100 ? n : fallback;
}

/** Keyword as typed, trimmed, cut to 100 characters (whole characters, never half a surrogate pair). */
export function normaliseKeyword(raw: string | null): { keyword: string; truncated: boolean } {
  const chars = Array.from((raw ?? '').trim());
  return { keyword: chars.slice(0, MAX_KEYWORD_LENGTH).join('').trim(), truncated: chars.length > MAX_KEYWORD_LENGTH };
}

/** A copy of params with the given keys set (undefined / '' / default removes them). */
export function withParams(params: URLSearchParams, changes: Record<string, string | number | undefined | null>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [k, v] of Object.entries(changes)) {
    if (v === undefined || v === null || v === '') next.delete(k);
    else next.set(k, String(v));
  }
  return next;
}

/**
 * The pager's onChange for a list whose page and size live in the URL: a new page size starts again at page 1, and
 * page 1 and the default size leave the URL; the list scrolls back to its top.
 */
export function pageChanger(params: URLSearchParams, setParams: (next: URLSearchParams) => void, pageSize: number) {
  return (n: number, size: number) => {
    setParams(
      withParams(params, { pageNo: size !== pageSize || n <= 1 ? undefined : n, pageSize: size === DEFAULT_PAGE_SIZE ? undefined : size }),
    );
    scrollToTop();
  };
}
