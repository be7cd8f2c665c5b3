/**
 * Catalogue family contract (SPEC §7, `/api/v1/...`). Shared by apps/api (server) and the
 * RTK Query endpoints, so both sides compile against one definition.
 * Every list call takes pageNo (1-based) and pageSize (1..100) and answers with totalCount.
 */

/** GET /api/v1/category/search?categoryCode= (omit categoryCode for the whole tree) */
export interface CategoryNode {
  categoryCode: string;
  categoryName: string;
  parentCode: string | null;
  level: 1 | 2 | 3;
  sort: number;
  seriesCount: number;
  children?: CategoryNode[];
}
export interface CategorySearchResult {
  /** the requested category (null for the root listing) */
  category: CategoryNode | null;
  /** ancestors from level 1 down to the requested category, inclusive */
  breadcrumbs: Pick<CategoryNode, 'categoryCode' | 'categoryName'>[];
  /** direct children (or the level-1 tree with children when no categoryCode was given) */
  children: CategoryNode[];
}

/** GET /api/v1/brand/search */
export interface Brand {
  brandCode: string;
  brandName: string;
  /** true for the shop's own brand */
  ownBrand: boolean;
  sort: number;
  seriesCount?: number;
}

export interface PriceBreak {
  /** inclusive lower bound of the quantity range */
  minQty: number;
  /** inclusive upper bound, null for "and above" */
  maxQty: number | null;
  /** unit price in CNY (yuan, 2 decimals), tax included */
  unitPrice: number;
}

export interface SpecValue {
  specValue: string;
  specValueDisp: string;
}
export interface SpecItem {
  specCode: string;
  specName: string;
  specUnit: string;
  specValueList: SpecValue[];
  sort: number;
}

/** a series as listed on a category page or in results */
export interface SeriesSummary {
  seriesCode: string;
  seriesName: string;
  brandCode: string;
  brandName: string;
  categoryCode: string;
  categoryName: string;
  /** lowest unit price over all its parts (first price break) */
  minPrice: number;
  /** fewest days to ship over all its parts */
  minDaysToShip: number;
  partCount: number;
  /** short spec summary, e.g. "轴径 6~30mm / 长度 50~500mm" */
  specSummary: string;
}

/** GET /api/v1/series/search?categoryCode=&brandCode=&pageNo=&pageSize=  (list) */
export interface SeriesSearchResult {
  totalCount: number;
  pageNo: number;
  pageSize: number;
  seriesList: SeriesSummary[];
  /** brand filter items for the listed category (SPEC §3 filters) */
  brandList: Brand[];
  /**
   * Optional (added for the brand pages): the leaf categories the series of `brandCode` fall in, with how many
   * series each holds, before the categoryCode filter is applied; the "related category" filter of SPEC §3.
   */
  categoryList?: (Pick<CategoryNode, 'categoryCode' | 'categoryName' | 'sort'> & { count: number })[];
}

/** Query of GET /api/v1/series/search (list). */
export type SeriesSearchQuery = {
  /** series of this category and of every category below it */
  categoryCode?: string;
  /**
   * one brand code, or several joined by ',' (the value list of a SPEC §3 CategorySpec item): series of any of them.
   * brandList still lists every brand of the category, so more can be ticked.
   */
  brandCode?: string;
  pageNo?: number;
  pageSize?: number;
};

/** GET /api/v1/series/search?seriesCode=  (detail) */
export interface SeriesDetail extends SeriesSummary {
  description: string;
  /** material, surface treatment and other fixed attributes */
  attributes: { name: string; value: string }[];
  specList: SpecItem[];
  breadcrumbs: Pick<CategoryNode, 'categoryCode' | 'categoryName'>[];
  cadAvailable: boolean;
}

export interface PartNumber {
  partNumber: string;
  seriesCode: string;
  seriesName: string;
  brandCode: string;
  brandName: string;
  categoryCode: string;
  categoryName: string;
  /** specCode -> specValueDisp */
  specValues: Record<string, string>;
  priceBreaks: PriceBreak[];
  daysToShip: number;
  stockQty: number;
}

/** Query of GET /api/v1/partNumber/search */
export type PartNumberSearchQuery = {
  seriesCode?: string;
  partNumber?: string;
  /**
   * Spec filter in the SPEC §3 CategorySpec form: items `specCode::value1,value2` joined by a tab; values are
   * SpecValue.specValue, with a ',' inside a value percent-encoded. A part matches when, for every listed spec, its
   * value is one of the listed ones; totalCount counts the matching parts. Unknown spec codes match nothing.
   */
  specFilter?: string;
  pageNo?: number;
  pageSize?: number;
};

/** GET /api/v1/partNumber/search?seriesCode=&partNumber=&specFilter=&pageNo=&pageSize= */
export interface PartNumberSearchResult {
  totalCount: number;
  pageNo: number;
  pageSize: number;
  partNumberList: PartNumber[];
}

/** GET /api/v1/partNumber/suggest?keyword=  (at most 10 of each) */
export interface SuggestResult {
  partNumberList: Pick<PartNumber, 'partNumber' | 'seriesCode' | 'seriesName' | 'brandName'>[];
  seriesList: Pick<SeriesSummary, 'seriesCode' | 'seriesName' | 'brandName'>[];
  categoryList: Pick<CategoryNode, 'categoryCode' | 'categoryName'>[];
}

/** GET /api/v1/fullText/search?keyword=&pageNo=&pageSize=  (language fixed to CHN) */
export interface FullTextSearchResult {
  keyword: string;
  totalCount: number;
  pageNo: number;
  pageSize: number;
  /** matching series (first page of them), best first */
  seriesList: SeriesSummary[];
  seriesTotalCount: number;
  /** matching part numbers, best first (exact part-number prefix matches rank first) */
  partNumberList: PartNumber[];
  /** categories where the hits concentrate */
  categoryList: (Pick<CategoryNode, 'categoryCode' | 'categoryName'> & { count: number })[];
}

/** query parameters every call carries (SPEC §7) */
export interface CommonQuery {
  applicationId?: string;
  lang?: string;
  sessionId?: string;
}

/** POST /api/v1/price/check  body (sessionId may also go in the body, SPEC §7) */
export interface PriceCheckRequest {
  /** 1 to 200 lines; quantity 1 to 999999 */
  partNumberList: { partNumber: string; quantity: number }[];
  sessionId?: string;
}
export interface PriceCheckLine {
  /** the stored spelling when found (the lookup ignores case), else as sent */
  partNumber: string;
  quantity: number;
  found: boolean;
  seriesCode: string | null;
  seriesName: string | null;
  brandCode: string | null;
  brandName: string | null;
  /** unit price of the quantity break the quantity falls in */
  unitPrice: number | null;
  /** unitPrice x quantity, 2 decimals */
  totalPrice: number | null;
  daysToShip: number | null;
  stockQty: number | null;
  priceBreaks: PriceBreak[];
  /** why there is no price ('型号不存在'); '' when priced */
  errorMessage: string;
}
export interface PriceCheckResult {
  priceList: PriceCheckLine[];
  /** sum of the priced lines */
  totalPrice: number;
}
