/**
 * Download links of order and quote PDFs (docs/buying.md). Schemas in ./schemas.ts (server and tests only); the
 * types are re-exported type-only.
 */
export type { DownloadParams, OrderPdfUrlQuery, PdfUrlResult, QuotePdfUrlQuery } from './schemas';

export const DownloadPaths = {
  orderSlipSearchPdfUrl: '/api/order/v1/orderSlip/searchPdfUrl',
  quoteSlipSearchPdfUrl: '/api/order/v1/quoteSlip/searchPdfUrl',
  /** the link itself: GET with the token, no session */
  download: '/api/order/v1/download/:token',
} as const;

/** How long a download link holds, in seconds. */
export const DOWNLOAD_LINK_TTL_SECONDS = 300;

export const DownloadMessages = {
  /** 404: a link used already, expired, unknown, or asked for by another user */
  LINK_GONE: '链接已失效，请重新下载',
} as const;

export const DownloadErrorCode = {
  DOWNLOAD_LINK_GONE: 'DOWNLOAD_LINK_GONE',
} as const;
