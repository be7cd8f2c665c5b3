import type { PartNumberSearchQuery } from '@shop/api-clients';
import { CATEGORY_SPEC_PARAM, formatCategorySpec, parseCategorySpec } from '../../lib/categorySpec';
import { readPageNo } from '../../lib/pageParams';

export const PART_PAGE_SIZE = 20;

/**
 * The partNumber/search arguments of the detail page's part table. One function for both callers: the page asks
 * before the series has answered (only the URL is known then) and the table asks again once it renders; the same
 * arguments make the second a cache hit of the first instead of a call that waits for series/search.
 */
export function partSearchArgs(seriesCode: string, params: URLSearchParams, specFilter: string): PartNumberSearchQuery {
  return {
    seriesCode,
    partNumber: params.get('partNumber') ?? undefined,
    specFilter: specFilter || undefined,
    pageNo: readPageNo(params),
    pageSize: PART_PAGE_SIZE,
  };
}

/**
 * The spec filter as the URL writes it, before the series' spec list can clean and order it. The page's own links
 * write it cleaned and in the series' order, so it is what the table will ask for; an edited URL costs one call more.
 */
export const specFilterOfUrl = (params: URLSearchParams): string => formatCategorySpec(parseCategorySpec(params.get(CATEGORY_SPEC_PARAM)));
