import { shopApi } from '../shopApi';
import {
  QuotePaths,
  type QuoteConfirmRequest,
  type QuoteConfirmResult,
  type QuoteConfirmResultQuery,
  type QuoteConfirmTicket,
  type QuoteSlip,
  type QuoteSlipCountQuery,
  type QuoteSlipCountResult,
  type QuoteSlipDetailQuery,
  type QuoteSlipSearchQuery,
  type QuoteSlipSearchResult,
} from './types';

/** Quotes (SPEC §7 quoteSlip; docs/buying.md). The 'Quote' tag is added here so shopApi.ts need not know it. */
export const quoteApi = shopApi.enhanceEndpoints({ addTagTypes: ['Quote'] }).injectEndpoints({
  endpoints: (b) => ({
    /**
     * Step 1 of SPEC §4's confirmation: pass the Idempotency-Key of createConfirmAction (@shop/api-clients/confirm)
     * as `headers`; poll quoteSlipConfirmResult with the requestId until DONE.
     */
    quoteSlipConfirm: b.mutation<QuoteConfirmTicket, { body: QuoteConfirmRequest; headers: Record<string, string> }>({
      query: ({ body, headers }) => ({ url: QuotePaths.quoteSlipConfirm, method: 'POST', body, headers }),
      // the quote is committed before the ticket is answered: lists and counts refetch
      invalidatesTags: [{ type: 'Quote', id: 'LIST' }],
    }),
    quoteSlipConfirmResult: b.query<QuoteConfirmResult, QuoteConfirmResultQuery>({
      query: (p) => ({ url: QuotePaths.quoteSlipConfirmResult, params: p }),
      // every poll asks the server again
      keepUnusedDataFor: 0,
    }),
    quoteSlipSearch: b.query<QuoteSlipSearchResult, QuoteSlipSearchQuery | void>({
      query: (p) => ({ url: QuotePaths.quoteSlipSearch, params: p ?? {} }),
      providesTags: (r) => [
        { type: 'Quote', id: 'LIST' },
        ...(r?.quoteSlipList ?? []).map((q) => ({ type: 'Quote' as const, id: q.quoteSlipNumber })),
      ],
    }),
    quoteSlipCount: b.query<QuoteSlipCountResult, QuoteSlipCountQuery | void>({
      query: (p) => ({ url: QuotePaths.quoteSlipCount, params: p ?? {} }),
      providesTags: [{ type: 'Quote', id: 'LIST' }],
    }),
    /** 403 无权查看该报价单 / 404 报价单不存在 arrive as the query's error */
    quoteSlipDetail: b.query<QuoteSlip, QuoteSlipDetailQuery>({
      query: (p) => ({ url: QuotePaths.quoteSlipDetail, params: p }),
      providesTags: (_r, _e, p) => [{ type: 'Quote', id: p.quoteSlipNumber.toUpperCase() }],
    }),
  }),
});

/** After a quote is confirmed (or ordered by checkout), lists and counts are stale. */
export const invalidateQuotes = () => quoteApi.util.invalidateTags([{ type: 'Quote', id: 'LIST' }]);

export const {
  useQuoteSlipConfirmMutation,
  useLazyQuoteSlipConfirmResultQuery,
  useQuoteSlipSearchQuery,
  useQuoteSlipCountQuery,
  useQuoteSlipDetailQuery,
} = quoteApi;
