/**
 * Download-link contract schemas (SPEC §7 orderSlip/searchPdfUrl, quoteSlip/searchPdfUrl; docs/buying.md): the page
 * asks for a one-use link, then opens it in a new tab (where no sessionId travels; the token is the check).
 */
import { Answers, FailEnvelope, Query, Text, Type, type Static } from '../common/schemas';

/** GET /api/order/v1/orderSlip/searchPdfUrl */
export const OrderPdfUrlQuery = Query({ orderSlipNumber: Text(32, 1) });
export type OrderPdfUrlQuery = Static<typeof OrderPdfUrlQuery>;
/** GET /api/order/v1/quoteSlip/searchPdfUrl */
export const QuotePdfUrlQuery = Query({ quoteSlipNumber: Text(32, 1) });
export type QuotePdfUrlQuery = Static<typeof QuotePdfUrlQuery>;

export const PdfUrlResult = Type.Object({
  /** '/api/order/v1/download/<token>': good for one download by the caller, within DOWNLOAD_LINK_TTL_SECONDS */
  pdfUrl: Type.String(),
  /** ISO time after which the link answers 链接已失效，请重新下载 */
  expiresAt: Type.String(),
});
export type PdfUrlResult = Static<typeof PdfUrlResult>;

export const DownloadParams = Type.Object({ token: Text(128, 1) });
export type DownloadParams = Static<typeof DownloadParams>;

/** Request and response schemas of each download route, as the server declares them. */
export const DownloadRoutes = {
  orderSlipSearchPdfUrl: { querystring: OrderPdfUrlQuery, response: Answers(PdfUrlResult) },
  quoteSlipSearchPdfUrl: { querystring: QuotePdfUrlQuery, response: Answers(PdfUrlResult) },
  download: {
    params: DownloadParams,
    querystring: Query({}),
    response: {
      200: { description: 'the slip as a PDF (attachment)', content: { 'application/pdf': { schema: Type.String({ format: 'binary' }) } } },
      '4xx': FailEnvelope,
      '5xx': FailEnvelope,
    },
  },
};
