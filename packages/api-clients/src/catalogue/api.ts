import { shopApi } from '../shopApi';
import { FULL_TEXT_LANG } from '../config';
import type {
  CategorySearchResult,
  Brand,
  SeriesSearchResult,
  SeriesDetail,
  PartNumberSearchResult,
  SuggestResult,
  FullTextSearchResult,
  SeriesSearchQuery,
  PartNumberSearchQuery,
} from './types';

export const catalogueApi = shopApi.injectEndpoints({
  endpoints: (b) => ({
    categorySearch: b.query<CategorySearchResult, { categoryCode?: string } | void>({
      query: (p) => ({ url: '/api/v1/category/search', params: p ?? {} }),
    }),
    brandSearch: b.query<Brand[], void>({ query: () => ({ url: '/api/v1/brand/search' }) }),
    seriesSearch: b.query<SeriesSearchResult, SeriesSearchQuery>({
      query: (p) => ({ url: '/api/v1/series/search', params: p }),
    }),
    seriesDetail: b.query<SeriesDetail, { seriesCode: string }>({
      query: (p) => ({ url: '/api/v1/series/search', params: p }),
    }),
    partNumberSearch: b.query<PartNumberSearchResult, PartNumberSearchQuery>({
      query: (p) => ({ url: '/api/v1/partNumber/search', params: p }),
    }),
    partNumberSuggest: b.query<SuggestResult, { keyword: string }>({
      query: (p) => ({ url: '/api/v1/partNumber/suggest', params: p }),
    }),
    fullTextSearch: b.query<FullTextSearchResult, { keyword: string; pageNo?: number; pageSize?: number }>({
      // SPEC §7: full-text search language is fixed to CHN
      query: (p) => ({ url: '/api/v1/fullText/search', params: p, lang: FULL_TEXT_LANG }),
    }),
  }),
});

export const {
  useCategorySearchQuery,
  useBrandSearchQuery,
  useSeriesSearchQuery,
  useSeriesDetailQuery,
  usePartNumberSearchQuery,
  usePartNumberSuggestQuery,
  useFullTextSearchQuery,
} = catalogueApi;
