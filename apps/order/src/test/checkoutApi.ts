import { OrderPaths, type ConfirmPreview, type InvoiceInfo, type OrderSlipDetail, type PreviewLine } from '@shop/api-clients/order/types';
import { ShipToPaths, type ShipTo } from '@shop/api-clients/shipTo/types';
import { fail, ok, type Routes } from '@shop/test-support';

/** The order a confirmation makes in these fakes. */
export const NEW_ORDER = 'SO2026100021';
/** The answered quote checkout orders at its prices. */
export const ANSWERED_QUOTE = 'QT2026100007';

export const COMPANY_INVOICE: InvoiceInfo = {
  invoiceType: '1',
  invoiceTitle: '苏州精工自动化设备有限公司',
  taxNo: '91320594MA1WXYZ12K',
  openingBank: '中国工商银行苏州工业园区支行',
  bankAccount: '1102020509000123456',
  registeredAddress: '江苏省苏州市工业园区星湖街 328 号 12 幢',
  registeredTel: '0512-6288-7788',
};

const shipTo = (patch: Partial<ShipTo> & Pick<ShipTo, 'shipToId' | 'receiverName'>): ShipTo => ({
  companyName: '苏州精工自动化设备有限公司',
  department: '采购部',
  zipCode: '215123',
  province: '江苏省',
  city: '苏州市',
  district: '工业园区',
  address: '星湖街 328 号 12 幢',
  tel: '0512-6288-7788',
  mobile: '13812345678',
  isDefault: false,
  updatedAt: '2026-03-01T02:00:00.000Z',
  ...patch,
});

/** The company's address book: the Kunshan plant is the default (and comes first, as the server sorts it). */
export const ADDRESS_BOOK: ShipTo[] = [
  shipTo({ shipToId: 12, receiverName: '周强', city: '苏州市', district: '昆山市', address: '花桥镇绿地大道 88 号', isDefault: true }),
  shipTo({ shipToId: 11, receiverName: '李娜' }),
];

const previewLine = (patch: Partial<PreviewLine> & Pick<PreviewLine, 'partNumber'>): PreviewLine => ({
  cartLineId: null,
  lineNumber: null,
  productName: '直线光轴 一端螺纹',
  brandName: '工品汇',
  quantity: 10,
  customerPartNumber: '',
  unitPrice: 12.5,
  amount: 125,
  daysToShip: 3,
  shipDate: '2026-03-05',
  ...patch,
});

/** Two orderable cart lines and one special-order line that stays behind. */
export const CART_PREVIEW: ConfirmPreview = {
  source: 'CART',
  quoteSlipNumber: null,
  quoteValidUntil: null,
  lineList: [
    previewLine({ cartLineId: 1, partNumber: 'SFJ6-200', customerPartNumber: 'A-001' }),
    previewLine({ cartLineId: 2, partNumber: 'CB6-20', productName: '内六角螺钉', quantity: 100, unitPrice: 0.33, amount: 33 }),
  ],
  blockedLineList: [
    {
      cartLineId: 3,
      lineNumber: null,
      partNumber: 'LX20-SP-999',
      quantity: 2,
      reason: '特注品：只能询价，提交询价后由报价员核价',
      quotable: true,
    },
  ],
  subtotalAmount: 139.82,
  taxAmount: 18.18,
  totalAmount: 158,
  paymentMethodList: [
    { paymentMethod: 'ONLINE', paymentMethodDisp: '在线支付' },
    { paymentMethod: 'ACCOUNT_PERIOD', paymentMethodDisp: '账期支付（月结）' },
  ],
  defaultInvoice: COMPANY_INVOICE,
  shipToChangeable: true,
  earliestDeliveryDate: '2026-03-05',
  latestDeliveryDate: '2026-08-28',
};

export const QUOTE_PREVIEW: ConfirmPreview = {
  ...CART_PREVIEW,
  source: 'QUOTE',
  quoteSlipNumber: ANSWERED_QUOTE,
  quoteValidUntil: '2026-03-31',
  lineList: [previewLine({ lineNumber: 1, partNumber: 'LX20-SP-999', quantity: 2, unitPrice: 880, amount: 1760 })],
  blockedLineList: [],
  subtotalAmount: 1557.52,
  taxAmount: 202.48,
  totalAmount: 1760,
};

/** The order as orderSlip/detail answers it once made. */
export const NEW_ORDER_DETAIL: OrderSlipDetail = {
  orderSlipNumber: NEW_ORDER,
  customerCode: 'C0012345',
  orderUserCode: 'U0012345002',
  orderUserName: '李娜',
  orderDate: '2026-03-02',
  status: 'PENDING_PAYMENT',
  statusDisp: '待付款',
  paymentMethod: 'ONLINE',
  paymentMethodDisp: '在线支付',
  totalAmount: 158,
  subtotalAmount: 139.82,
  taxAmount: 18.18,
  customerOrderNumber: '',
  quoteSlipNumber: null,
  cancellable: true,
  lineList: CART_PREVIEW.lineList.map((l, i) => ({
    soLineNumber: String(i + 1),
    partNumber: l.partNumber,
    productName: l.productName,
    brandName: l.brandName,
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    amount: l.amount,
    shippedQty: 0,
    seriesCode: null,
    customerPartNumber: l.customerPartNumber,
    branchNumber: '',
    daysToShip: l.daysToShip,
    shipDate: l.shipDate,
  })),
  shipmentList: [],
  statusHistoryList: [
    { status: 'PENDING_PAYMENT', statusDisp: '待付款', actorDisp: '李娜', note: '提交订单', at: '2026-03-02T02:00:00.000Z' },
  ],
  shipTo: null,
  invoice: COMPANY_INVOICE,
  requestedDeliveryDate: null,
  remark: '',
};

/**
 * A fresh checkout server: the preview (cart, or `?quote=`), the address book, confirm answering a ticket, the poll
 * answering DONE with NEW_ORDER, and the made order's detail for the completion page.
 */
export function checkoutRoutes(): Routes {
  return {
    [OrderPaths.orderSlipConfirmPreview]: ({ query }) =>
      query.get('source') === 'QUOTE'
        ? query.get('quoteSlipNumber') === ANSWERED_QUOTE
          ? ok(QUOTE_PREVIEW)
          : fail(409, '该报价单当前不能下单（仅已报价且在有效期内的报价单可以下单）', 'QUOTE_NOT_ORDERABLE')
        : ok(CART_PREVIEW),
    [ShipToPaths.search]: () =>
      ok({ totalCount: ADDRESS_BOOK.length, pageNo: 1, pageSize: 100, maxCount: 50, manageable: true, shipToList: ADDRESS_BOOK }),
    [`POST ${OrderPaths.orderSlipConfirm}`]: () => ok({ requestId: 'req-1' }),
    [OrderPaths.orderSlipConfirmResult]: () => ok({ state: 'DONE', orderSlipNumber: NEW_ORDER }),
    [OrderPaths.orderSlipDetail]: ({ query }) =>
      query.get('orderSlipNumber') === NEW_ORDER ? ok(NEW_ORDER_DETAIL) : fail(404, '订单不存在', 'ORDER_NOT_FOUND'),
  };
}
