import { shopApi } from '../shopApi';
import { DownloadPaths, type OrderPdfUrlQuery, type PdfUrlResult, type QuotePdfUrlQuery } from './types';

/**
 * One-use PDF links. Lazy queries, never cached: each click asks for a fresh link (a link works once), then the page
 * opens `pdfUrl` (same origin) with window.open or an <a download>.
 */
export const downloadApi = shopApi.injectEndpoints({
  endpoints: (b) => ({
    orderSlipPdfUrl: b.query<PdfUrlResult, OrderPdfUrlQuery>({
      query: (p) => ({ url: DownloadPaths.orderSlipSearchPdfUrl, params: p }),
      keepUnusedDataFor: 0,
    }),
    quoteSlipPdfUrl: b.query<PdfUrlResult, QuotePdfUrlQuery>({
      query: (p) => ({ url: DownloadPaths.quoteSlipSearchPdfUrl, params: p }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyOrderSlipPdfUrlQuery, useLazyQuoteSlipPdfUrlQuery } = downloadApi;
