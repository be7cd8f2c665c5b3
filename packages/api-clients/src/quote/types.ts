/**
 * Quote contract (SPEC §7 orders, quoteSlip; docs/buying.md). Schemas in ./schemas.ts (TypeBox, server and tests
 * only); the types are re-exported type-only so no TypeBox reaches a browser bundle.
 */
import type { QuoteStatus } from './schemas';

export type {
  QuoteConfirmRequest,
  QuoteConfirmResult,
  QuoteConfirmResultQuery,
  QuoteConfirmTicket,
  QuoteLine,
  QuoteRequestLine,
  QuoteSlip,
  QuoteSlipCountQuery,
  QuoteSlipCountResult,
  QuoteSlipDetailQuery,
  QuoteSlipSearchQuery,
  QuoteSlipSearchResult,
  QuoteSource,
  QuoteStatus,
} from './schemas';

export const QuotePaths = {
  quoteSlipConfirm: '/api/order/v1/quoteSlip/confirm',
  quoteSlipConfirmResult: '/api/order/v1/quoteSlip/confirmResult',
  quoteSlipSearch: '/api/order/v1/quoteSlip/search',
  quoteSlipCount: '/api/order/v1/quoteSlip/count',
  quoteSlipDetail: '/api/order/v1/quoteSlip/detail',
} as const;

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  REQUESTED: '待报价',
  ANSWERED: '已报价',
  ORDERED: '已下单',
  EXPIRED: '已过期',
};

/** Lifecycle order, for status tabs and counts. */
export const QUOTE_STATUSES: readonly QuoteStatus[] = ['REQUESTED', 'ANSWERED', 'ORDERED', 'EXPIRED'];

/** Limits both sides check. */
export const QUOTE_LIMITS = {
  /** lines of one custom quote request */
  maxCustomLines: 200,
  /** quantity of one line */
  maxQuantity: 99_999,
  /** days an answered quote's prices hold */
  validDays: 30,
  remarkMax: 500,
} as const;

/** Pattern of a quote number: QT + year + six digits (QT2026100001). */
export const QUOTE_SLIP_NUMBER_PATTERN = /^QT\d{10}$/;

/** Chinese texts the server answers and the pages show. */
export const QuoteMessages = {
  /** 403: the quote belongs to the caller's company, but the caller may not see it (no QUOTE_HISTORY) */
  FORBIDDEN: '无权查看该报价单',
  /** 404: no such quote, or another customer's */
  NOT_FOUND: '报价单不存在',
  /** 403 on confirm without the QUOTE permission */
  NO_QUOTE_PERMISSION: '您没有询价权限，请联系公司主账号开通',
  /** 403: an individual customer (no company) cannot request quotes: the page shows the company nudge */
  COMPANY_REQUIRED: '请先完善公司信息',
  /** 400: CART source without selected cart lines */
  CART_EMPTY: '请先在购物车中勾选要询价的商品',
  /** 400: CUSTOM source without lines */
  LINES_EMPTY: '请至少填写一行型号和数量',
  /** 400 */
  TOO_MANY_LINES: `一次询价最多 200 行，请分批提交`,
  /** 400, prefixed by the line list: 第 2 行（ABC-1）：型号不存在 */
  LINES_INVALID: '以下行无法询价，请修改后重新提交：',
  UNKNOWN_PART: '型号不存在，请检查后重新输入',
  BAD_QUANTITY: '数量须为 1–99999 的整数',
  DUPLICATE_PART: '型号重复，请合并为一行',
  /** 400: a date filter that does not exist */
  BAD_DATE: '日期格式不正确，请按 YYYY-MM-DD 填写',
  /** acceptQuoteForOrder refusals (409) */
  NOT_ANSWERED: '该报价单尚未报价，暂不能下单',
  EXPIRED: '该报价单已过期，请重新询价',
  ALREADY_ORDERED: '该报价单已下单，不能重复下单',
  NOTHING_PRICED: '该报价单没有可下单的明细',
  /** decline reason of a line whose part is discontinued without a replacement */
  DECLINED_DISCONTINUED: '该型号已停产且无替代品，无法报价',
} as const;

export const QuoteErrorCode = {
  QUOTE_FORBIDDEN: 'QUOTE_FORBIDDEN',
  QUOTE_NOT_FOUND: 'QUOTE_NOT_FOUND',
  COMPANY_REQUIRED: 'COMPANY_REQUIRED',
  QUOTE_LINES_INVALID: 'QUOTE_LINES_INVALID',
  QUOTE_NOT_ORDERABLE: 'QUOTE_NOT_ORDERABLE',
} as const;
