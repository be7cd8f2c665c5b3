import { CartPaths, type CartLine } from '@shop/api-clients/cart/types';
import { DownloadPaths } from '@shop/api-clients/download/types';
import { QUOTE_STATUS_LABELS, QUOTE_STATUSES, QuotePaths, type QuoteLine, type QuoteSlip } from '@shop/api-clients/quote/types';
import { fail, ok, type Routes } from '@shop/test-support';

/** The quote a request makes in these fakes (with a special-order line: priced by the shop). */
export const NEW_QUOTE = 'QT2026100031';
/** Answered, valid: 按报价下单. */
export const ANSWERED_QUOTE_NO = 'QT2026100007';
/** Still being priced. */
export const REQUESTED_QUOTE = 'QT2026100012';
/** A colleague's quote: 403 without QUOTE_HISTORY. */
export const COLLEAGUE_QUOTE = 'QT2026100002';

const quoteLine = (patch: Partial<QuoteLine> & Pick<QuoteLine, 'lineNumber' | 'partNumber'>): QuoteLine => ({
  productName: '直线光轴 一端螺纹',
  brandName: '工品汇',
  quantity: 10,
  customerPartNumber: '',
  unfitType: null,
  unitPrice: 12.5,
  amount: 125,
  daysToShip: 3,
  declineReason: null,
  ...patch,
});

const quote = (patch: Partial<QuoteSlip> & Pick<QuoteSlip, 'quoteSlipNumber' | 'status'>): QuoteSlip => ({
  customerCode: 'C0012345',
  userCode: 'U0012345002',
  userName: '李娜',
  statusDisp: QUOTE_STATUS_LABELS[patch.status],
  source: 'CART',
  remark: '',
  requestedAt: '2026-03-01T02:00:00.000Z',
  requestDate: '2026-03-01',
  answeredAt: '2026-03-01T02:00:00.000Z',
  validUntil: '2026-03-31',
  totalAmount: 1885,
  subtotalAmount: 1668.14,
  taxAmount: 216.86,
  orderSlipNumber: null,
  orderable: patch.status === 'ANSWERED',
  lineList: [
    quoteLine({ lineNumber: 1, partNumber: 'SFJ6-200', customerPartNumber: 'A-001' }),
    quoteLine({
      lineNumber: 2,
      partNumber: 'LX20-SP-999',
      productName: '直线导轨 特注',
      quantity: 2,
      unfitType: '3',
      unitPrice: 880,
      amount: 1760,
      daysToShip: 15,
    }),
  ],
  ...patch,
});

export const QUOTES: QuoteSlip[] = [
  quote({
    quoteSlipNumber: REQUESTED_QUOTE,
    status: 'REQUESTED',
    requestDate: '2026-03-02',
    requestedAt: '2026-03-02T02:00:00.000Z',
    answeredAt: null,
    validUntil: null,
    totalAmount: null,
    subtotalAmount: null,
    taxAmount: null,
    lineList: [
      quoteLine({ lineNumber: 1, partNumber: 'SFJ6-200' }),
      quoteLine({ lineNumber: 2, partNumber: 'LX20-SP-999', quantity: 2, unfitType: '3', unitPrice: null, amount: null, daysToShip: null }),
      quoteLine({
        lineNumber: 3,
        partNumber: 'SFJ6-150-OLD',
        unitPrice: null,
        amount: null,
        daysToShip: null,
        declineReason: '该型号已停产且无替代品，无法报价',
      }),
    ],
  }),
  quote({ quoteSlipNumber: ANSWERED_QUOTE_NO, status: 'ANSWERED' }),
  quote({ quoteSlipNumber: 'QT2026100001', status: 'EXPIRED', requestDate: '2026-01-05', validUntil: '2026-02-04' }),
];

/** The new quote, as its detail answers right after the request: one line priced, the special-order one waiting. */
export const NEW_QUOTE_DETAIL: QuoteSlip = { ...QUOTES[0]!, quoteSlipNumber: NEW_QUOTE, lineList: QUOTES[0]!.lineList.slice(0, 2) };

const cartLine = (patch: Partial<CartLine> & Pick<CartLine, 'id' | 'partNumber'>): CartLine => ({
  quantity: 10,
  found: true,
  seriesCode: 'SFJ',
  productName: '直线光轴 一端螺纹',
  brandCode: 'GPH',
  brandName: '工品汇',
  ownBrand: true,
  unitPrice: 12.5,
  amount: 125,
  listUnitPrice: 12.5,
  nextBreak: null,
  campaign: null,
  daysToShip: 3,
  stockQty: 500,
  unfitType: null,
  hasDelegate: false,
  discontinueFlag: '0',
  saleSuspended: false,
  replacementPartNumber: null,
  errorList: [],
  orderable: true,
  quotable: true,
  customerPartNumber: '',
  selected: true,
  createdAt: '2026-03-01T02:00:00.000Z',
  ...patch,
});

/** The buyer's cart for a 'cart' quote: a fit line and a special-order line selected, one line not selected. */
export const QUOTE_CART: CartLine[] = [
  cartLine({ id: 1, partNumber: 'SFJ6-200', customerPartNumber: 'A-001' }),
  cartLine({
    id: 3,
    partNumber: 'LX20-SP-999',
    productName: '直线导轨 特注',
    quantity: 2,
    unitPrice: null,
    amount: null,
    listUnitPrice: null,
    unfitType: '3',
    orderable: false,
  }),
  cartLine({ id: 2, partNumber: 'CB6-20', productName: '内六角螺钉', selected: false }),
];

/** A discontinued part without a replacement: cannot be quoted. */
export const DISCONTINUED_LINE = cartLine({
  id: 5,
  partNumber: 'SFJ6-150-OLD',
  discontinueFlag: '1',
  orderable: false,
  quotable: false,
  errorList: [{ errorCode: 'CE6001', errorMessage: '该型号已停产' }],
});

const cartAnswer = (lines: CartLine[]) =>
  ok({
    lineList: lines,
    priceVisible: true,
    totals: {
      lineCount: lines.length,
      selectedCount: lines.filter((l) => l.selected).length,
      orderableCount: 1,
      subtotal: 110.62,
      tax: 14.38,
      total: 125,
    },
  });

/**
 * A fresh quote server: the cart a 'cart' request reads, confirm answering a ticket, the poll answering DONE with
 * NEW_QUOTE, search / count / detail over QUOTES, PDF links.
 */
export function quoteRoutes(): Routes {
  return {
    [CartPaths.search]: () => cartAnswer(QUOTE_CART),
    [`POST ${QuotePaths.quoteSlipConfirm}`]: () => ok({ requestId: 'qreq-1' }),
    [QuotePaths.quoteSlipConfirmResult]: () => ok({ state: 'DONE', quoteSlipNumber: NEW_QUOTE }),
    [QuotePaths.quoteSlipSearch]: ({ query }) => {
      const status = query.get('status');
      const no = query.get('quoteSlipNumber');
      const list = QUOTES.filter((q) => (!status || q.status === status) && (!no || q.quoteSlipNumber === no.toUpperCase()));
      return ok({ totalCount: list.length, pageNo: Number(query.get('pageNo') ?? 1), pageSize: 20, quoteSlipList: list });
    },
    [QuotePaths.quoteSlipCount]: () =>
      ok({
        totalCount: QUOTES.length,
        statusCountList: QUOTE_STATUSES.map((s) => ({
          status: s,
          statusDisp: QUOTE_STATUS_LABELS[s],
          count: QUOTES.filter((q) => q.status === s).length,
        })),
      }),
    [QuotePaths.quoteSlipDetail]: ({ query }) => {
      const no = (query.get('quoteSlipNumber') ?? '').toUpperCase();
      if (no === COLLEAGUE_QUOTE) return fail(403, '无权查看该报价单', 'QUOTE_FORBIDDEN');
      if (no === NEW_QUOTE) return ok(NEW_QUOTE_DETAIL);
      const q = QUOTES.find((x) => x.quoteSlipNumber === no);
      return q ? ok(q) : fail(404, '报价单不存在', 'QUOTE_NOT_FOUND');
    },
    [DownloadPaths.quoteSlipSearchPdfUrl]: ({ query }) =>
      ok({ pdfUrl: `/api/order/v1/download/tok-${query.get('quoteSlipNumber')}`, expiresAt: '2026-03-02T02:05:00.000Z' }),
  };
}

/** The cart answer with other lines (e.g. a selected line that cannot be quoted). */
export const cartWith = (lines: CartLine[]) => () => cartAnswer(lines);
