/**
 * Catalogue family contract (SPEC §7, `/api/v1/...`). The request and response schemas are written once in
 * ./schemas.ts (TypeBox); these are the types derived from them, for the server and the RTK Query endpoints alike,
 * so a schema and its type cannot drift. Type-only: nothing of TypeBox reaches a browser bundle through this module.
 */
export type {
  Brand,
  CategoryNode,
  CategorySearchResult,
  FullTextSearchQuery,
  FullTextSearchResult,
  PartCampaign,
  PartNumber,
  PartNumberSearchQuery,
  PartNumberSearchResult,
  PriceBreak,
  PriceCheckLine,
  PriceCheckRequest,
  PriceCheckResult,
  SeriesDetail,
  SeriesSearchQuery,
  SeriesSearchResult,
  SeriesSummary,
  SpecItem,
  SpecValue,
  SuggestResult,
} from './schemas';
export type { CommonQuery } from '../common/schemas';
