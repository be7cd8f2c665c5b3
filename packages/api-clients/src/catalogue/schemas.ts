/**
 * Catalogue family contract schemas (SPEC §7, `/api/v1/...`): written once here, the types derived from them
 * (re-exported as types by ./types.ts). Server and tests only at run time — see ../common/schemas.ts.
 * Every list call takes pageNo (1-based) and pageSize (1..100) and answers with totalCount.
 */
import { Answers, Body, Nullable, PagingProperties, Query, Text, Type, type Static } from '../common/schemas';

const Code = Text(64);
const Keyword = Text(100, 1);

const categoryFields = {
  categoryCode: Type.String(),
  categoryName: Type.String(),
  parentCode: Nullable(Type.String()),
  level: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]),
  sort: Type.Integer(),
  seriesCount: Type.Integer(),
};
// The tree is three levels deep (level 1 > 2 > 3), so its schema nests three times instead of referring to itself.
const CategoryLeaf = Type.Object(categoryFields);
const CategoryMiddle = Type.Object({ ...categoryFields, children: Type.Optional(Type.Array(CategoryLeaf)) });
/** GET /api/v1/category/search?categoryCode= (omit categoryCode for the whole tree) */
export const CategoryNode = Type.Object({ ...categoryFields, children: Type.Optional(Type.Array(CategoryMiddle)) });
export type CategoryNode = Static<typeof CategoryNode>;

const CategoryRef = Type.Object({ categoryCode: Type.String(), categoryName: Type.String() });

export const CategorySearchResult = Type.Object({
  /** the requested category (null for the root listing) */
  category: Nullable(CategoryNode),
  /** ancestors from level 1 down to the requested category, inclusive */
  breadcrumbs: Type.Array(CategoryRef),
  /** direct children (or the level-1 tree with children when no categoryCode was given) */
  children: Type.Array(CategoryNode),
});
export type CategorySearchResult = Static<typeof CategorySearchResult>;

/** GET /api/v1/brand/search */
export const Brand = Type.Object({
  brandCode: Type.String(),
  brandName: Type.String(),
  /** true for the shop's own brand */
  ownBrand: Type.Boolean(),
  sort: Type.Integer(),
  seriesCount: Type.Optional(Type.Integer()),
});
export type Brand = Static<typeof Brand>;

export const PriceBreak = Type.Object({
  /** inclusive lower bound of the quantity range */
  minQty: Type.Integer(),
  /** inclusive upper bound, null for "and above" */
  maxQty: Nullable(Type.Integer()),
  /** unit price in CNY (yuan, 2 decimals), tax included */
  unitPrice: Type.Number(),
});
export type PriceBreak = Static<typeof PriceBreak>;

export const SpecValue = Type.Object({ specValue: Type.String(), specValueDisp: Type.String() });
export type SpecValue = Static<typeof SpecValue>;
export const SpecItem = Type.Object({
  specCode: Type.String(),
  specName: Type.String(),
  specUnit: Type.String(),
  specValueList: Type.Array(SpecValue),
  sort: Type.Integer(),
});
export type SpecItem = Static<typeof SpecItem>;

const seriesSummaryFields = {
  seriesCode: Type.String(),
  seriesName: Type.String(),
  brandCode: Type.String(),
  brandName: Type.String(),
  categoryCode: Type.String(),
  categoryName: Type.String(),
  /** lowest unit price over all its parts (first price break) */
  minPrice: Type.Number(),
  /** fewest days to ship over all its parts */
  minDaysToShip: Type.Integer(),
  partCount: Type.Integer(),
  /** short spec summary, e.g. "轴径 6~30mm / 长度 50~500mm" */
  specSummary: Type.String(),
};
/** a series as listed on a category page or in results */
export const SeriesSummary = Type.Object(seriesSummaryFields);
export type SeriesSummary = Static<typeof SeriesSummary>;

/** GET /api/v1/series/search?categoryCode=&brandCode=&pageNo=&pageSize=  (list) */
export const SeriesSearchResult = Type.Object({
  totalCount: Type.Integer(),
  pageNo: Type.Integer(),
  pageSize: Type.Integer(),
  seriesList: Type.Array(SeriesSummary),
  /** brand filter items for the listed category (SPEC §3 filters) */
  brandList: Type.Array(Brand),
  /**
   * Optional (added for the brand pages): the leaf categories the series of `brandCode` fall in, with how many
   * series each holds, before the categoryCode filter is applied; the "related category" filter of SPEC §3.
   */
  categoryList: Type.Optional(
    Type.Array(Type.Object({ categoryCode: Type.String(), categoryName: Type.String(), sort: Type.Integer(), count: Type.Integer() })),
  ),
});
export type SeriesSearchResult = Static<typeof SeriesSearchResult>;

/** GET /api/v1/series/search?seriesCode=  (detail) */
export const SeriesDetail = Type.Object({
  ...seriesSummaryFields,
  description: Type.String(),
  /** material, surface treatment and other fixed attributes */
  attributes: Type.Array(Type.Object({ name: Type.String(), value: Type.String() })),
  specList: Type.Array(SpecItem),
  breadcrumbs: Type.Array(CategoryRef),
  cadAvailable: Type.Boolean(),
});
export type SeriesDetail = Static<typeof SeriesDetail>;

/** One path, two answers (SPEC keeps a single series/search call): a seriesCode asks for the detail. */
export const SeriesSearchAnswer = Type.Union([SeriesDetail, SeriesSearchResult]);

/** A limited-quantity campaign running on a part (SPEC §1 限量折扣): its price holds while units remain. */
export const PartCampaign = Type.Object({
  code: Type.String(),
  name: Type.String(),
  /** campaign unit price, yuan, tax included */
  price: Type.Number(),
  /** units left in the whole campaign */
  remainingQty: Type.Integer(),
  /** most units one order may take at the campaign price; null: no cap */
  perOrderMax: Nullable(Type.Integer()),
  /** ISO timestamp */
  endsAt: Type.String(),
});
export type PartCampaign = Static<typeof PartCampaign>;

export const PartNumber = Type.Object({
  partNumber: Type.String(),
  seriesCode: Type.String(),
  seriesName: Type.String(),
  brandCode: Type.String(),
  brandName: Type.String(),
  categoryCode: Type.String(),
  categoryName: Type.String(),
  /** specCode -> specValueDisp */
  specValues: Type.Record(Type.String(), Type.String()),
  priceBreaks: Type.Array(PriceBreak),
  daysToShip: Type.Integer(),
  stockQty: Type.Integer(),
  // Whether the part can simply be bought (issue 10). Always answered by the API; optional only so that fixtures
  // written before them stay valid.
  /** SPEC §4 unfit-type code ('1'..'9', 's'); null = fit. Texts: UNFIT_TYPE_INFO in @shop/api-clients/cart/types */
  unfitType: Type.Optional(Nullable(Type.String())),
  /** unfit '6': a delegate exists ("multiple non-own-brand") */
  hasDelegate: Type.Optional(Type.Boolean()),
  /** '1' permanently discontinued, else '0' */
  discontinueFlag: Type.Optional(Type.String()),
  /** temporarily not sold (CE7062) */
  saleSuspended: Type.Optional(Type.Boolean()),
  /** what to buy instead of a discontinued or suspended part */
  replacementPartNumber: Type.Optional(Nullable(Type.String())),
  /** the limited-quantity campaign running on the part now */
  campaign: Type.Optional(Nullable(PartCampaign)),
});
export type PartNumber = Static<typeof PartNumber>;

/** GET /api/v1/partNumber/search?seriesCode=&partNumber=&specFilter=&pageNo=&pageSize= */
export const PartNumberSearchResult = Type.Object({
  totalCount: Type.Integer(),
  pageNo: Type.Integer(),
  pageSize: Type.Integer(),
  partNumberList: Type.Array(PartNumber),
});
export type PartNumberSearchResult = Static<typeof PartNumberSearchResult>;

/** GET /api/v1/partNumber/suggest?keyword=  (at most 10 of each) */
export const SuggestResult = Type.Object({
  partNumberList: Type.Array(
    Type.Object({ partNumber: Type.String(), seriesCode: Type.String(), seriesName: Type.String(), brandName: Type.String() }),
  ),
  seriesList: Type.Array(Type.Object({ seriesCode: Type.String(), seriesName: Type.String(), brandName: Type.String() })),
  categoryList: Type.Array(CategoryRef),
});
export type SuggestResult = Static<typeof SuggestResult>;

/** GET /api/v1/fullText/search?keyword=&pageNo=&pageSize=  (language fixed to CHN) */
export const FullTextSearchResult = Type.Object({
  keyword: Type.String(),
  totalCount: Type.Integer(),
  pageNo: Type.Integer(),
  pageSize: Type.Integer(),
  /** matching series (first page of them), best first */
  seriesList: Type.Array(SeriesSummary),
  seriesTotalCount: Type.Integer(),
  /** matching part numbers, best first (exact part-number prefix matches rank first) */
  partNumberList: Type.Array(PartNumber),
  /** categories where the hits concentrate */
  categoryList: Type.Array(Type.Object({ categoryCode: Type.String(), categoryName: Type.String(), count: Type.Integer() })),
});
export type FullTextSearchResult = Static<typeof FullTextSearchResult>;

export const PriceCheckLine = Type.Object({
  /** the stored spelling when found (the lookup ignores case), else as sent */
  partNumber: Type.String(),
  quantity: Type.Integer(),
  found: Type.Boolean(),
  seriesCode: Nullable(Type.String()),
  seriesName: Nullable(Type.String()),
  brandCode: Nullable(Type.String()),
  brandName: Nullable(Type.String()),
  /** unit price of the quantity break the quantity falls in */
  unitPrice: Nullable(Type.Number()),
  /** unitPrice x quantity, 2 decimals */
  totalPrice: Nullable(Type.Number()),
  daysToShip: Nullable(Type.Integer()),
  stockQty: Nullable(Type.Integer()),
  priceBreaks: Type.Array(PriceBreak),
  /** why there is no price ('型号不存在'); '' when priced */
  errorMessage: Type.String(),
});
export type PriceCheckLine = Static<typeof PriceCheckLine>;
export const PriceCheckResult = Type.Object({
  priceList: Type.Array(PriceCheckLine),
  /** sum of the priced lines */
  totalPrice: Type.Number(),
});
export type PriceCheckResult = Static<typeof PriceCheckResult>;

// ---- requests

export const CategorySearchQuery = Query({ categoryCode: Type.Optional(Code) });
export type CategorySearchQuery = Static<typeof CategorySearchQuery>;

export const BrandSearchQuery = Query({});

/** GET /api/v1/series/search: list (categoryCode, brandCode) or, with seriesCode, the detail */
export const SeriesSearchQuery = Query({
  seriesCode: Type.Optional(Code),
  /** series of this category and of every category below it */
  categoryCode: Type.Optional(Code),
  /**
   * one brand code, or several joined by ',' (the value list of a SPEC §3 CategorySpec item): series of any of them.
   * brandList still lists every brand of the category, so more can be ticked.
   */
  brandCode: Type.Optional(Text(1000)),
  ...PagingProperties,
});
export type SeriesSearchQuery = Static<typeof SeriesSearchQuery>;

export const PartNumberSearchQuery = Query({
  seriesCode: Type.Optional(Code),
  partNumber: Type.Optional(Text(100)),
  /**
   * Spec filter in the SPEC §3 CategorySpec form: items `specCode::value1,value2` joined by a tab; values are
   * SpecValue.specValue, with a ',' inside a value percent-encoded. A part matches when, for every listed spec, its
   * value is one of the listed ones; totalCount counts the matching parts. Unknown spec codes match nothing.
   */
  specFilter: Type.Optional(Text(4000)),
  ...PagingProperties,
});
export type PartNumberSearchQuery = Static<typeof PartNumberSearchQuery>;

export const SuggestQuery = Query({ keyword: Keyword });
export type SuggestQuery = Static<typeof SuggestQuery>;

export const FullTextSearchQuery = Query({ keyword: Keyword, ...PagingProperties });
export type FullTextSearchQuery = Static<typeof FullTextSearchQuery>;

/** POST /api/v1/price/check body (sessionId may also go in the body, SPEC §7) */
export const PriceCheckRequest = Body({
  /** 1 to 200 lines; quantity 1 to 999999 */
  partNumberList: Type.Array(Type.Object({ partNumber: Text(100, 1), quantity: Type.Integer({ minimum: 1, maximum: 999999 }) }), {
    minItems: 1,
    maxItems: 200,
  }),
});
export type PriceCheckRequest = Static<typeof PriceCheckRequest>;

/** Request and response schemas of each catalogue route, as the server declares them. */
export const CatalogueRoutes = {
  categorySearch: { querystring: CategorySearchQuery, response: Answers(CategorySearchResult) },
  brandSearch: { querystring: BrandSearchQuery, response: Answers(Type.Array(Brand)) },
  seriesSearch: { querystring: SeriesSearchQuery, response: Answers(SeriesSearchAnswer) },
  partNumberSearch: { querystring: PartNumberSearchQuery, response: Answers(PartNumberSearchResult) },
  suggest: { querystring: SuggestQuery, response: Answers(SuggestResult) },
  fullTextSearch: { querystring: FullTextSearchQuery, response: Answers(FullTextSearchResult) },
  priceCheck: { querystring: Query({}), body: PriceCheckRequest, response: Answers(PriceCheckResult) },
};
