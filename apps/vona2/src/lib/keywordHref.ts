import { href, withQuery } from '@shop/routes';

/** The search result page for a keyword (its own module: pages that only link to a search need not load SearchTips). */
export const keywordHref = (kw: string) => withQuery(href('SearchResult'), { keyword: kw });
