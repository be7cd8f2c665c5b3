import { DownloadPaths } from '@shop/api-clients/download/types';
import {
  CANCELLABLE_STATUSES,
  ORDER_STATUS_LABELS,
  OrderPaths,
  type OrderItem,
  type OrderSlipDetail,
  type OrderStatus,
} from '@shop/api-clients/order/types';
import { fail, ok, type FakeCall, type Routes } from '@shop/test-support';
import { COMPANY_INVOICE } from './checkoutApi';

/** 李娜's shipped order: two lines, one parcel, delivered. */
export const SHIPPED_ORDER = 'SO2026010003';
/** 李娜's order on the account period, still to be confirmed: cancellable. */
export const OPEN_ORDER = 'SO2026030009';
/** A colleague's order: 403 without ORDER_HISTORY (the engineer). */
export const COLLEAGUE_ORDER = 'SO2026010002';

const order = (patch: Partial<OrderSlipDetail> & Pick<OrderSlipDetail, 'orderSlipNumber' | 'status'>): OrderSlipDetail => ({
  customerCode: 'C0012345',
  orderUserCode: 'U0012345002',
  orderUserName: '李娜',
  orderDate: '2026-01-22',
  statusDisp: ORDER_STATUS_LABELS[patch.status],
  paymentMethod: 'ACCOUNT_PERIOD',
  paymentMethodDisp: '账期支付（月结）',
  totalAmount: 158,
  subtotalAmount: 139.82,
  taxAmount: 18.18,
  customerOrderNumber: 'PO-2026-0122',
  quoteSlipNumber: null,
  cancellable: CANCELLABLE_STATUSES.includes(patch.status),
  lineList: [
    {
      soLineNumber: '1',
      partNumber: 'SFJ6-200',
      productName: '直线光轴 一端螺纹',
      brandName: '工品汇',
      quantity: 10,
      unitPrice: 12.5,
      amount: 125,
      shippedQty: patch.status === 'COMPLETED' ? 10 : 0,
      seriesCode: 'SFJ',
      customerPartNumber: 'A-001',
      branchNumber: '10',
      daysToShip: 3,
      shipDate: '2026-01-25',
    },
    {
      soLineNumber: '2',
      partNumber: 'CB6-20',
      productName: '内六角螺钉',
      brandName: '工品汇',
      quantity: 100,
      unitPrice: 0.33,
      amount: 33,
      shippedQty: patch.status === 'COMPLETED' ? 100 : 0,
      seriesCode: 'CB',
      customerPartNumber: '',
      branchNumber: '',
      daysToShip: 3,
      shipDate: '2026-01-25',
    },
  ],
  shipmentList: [],
  statusHistoryList: [
    { status: 'PENDING_CONFIRM', statusDisp: '待确认', actorDisp: '李娜', note: '提交订单', at: '2026-01-22T02:00:00.000Z' },
  ],
  shipTo: {
    receiverName: '周强',
    companyName: '苏州精工自动化设备有限公司',
    department: '采购部',
    zipCode: '215300',
    province: '江苏省',
    city: '苏州市',
    district: '昆山市',
    address: '花桥镇绿地大道 88 号',
    tel: '0512-6288-7788',
    mobile: '13812345678',
  },
  invoice: COMPANY_INVOICE,
  requestedDeliveryDate: null,
  remark: '',
  ...patch,
});

export const ORDERS: OrderSlipDetail[] = [
  order({
    orderSlipNumber: OPEN_ORDER,
    status: 'PENDING_CONFIRM',
    orderDate: '2026-03-02',
  }),
  order({
    orderSlipNumber: SHIPPED_ORDER,
    status: 'COMPLETED',
    shipmentList: [
      {
        shipmentNumber: 'SH2026010001',
        carrier: '顺丰速运',
        trackingNumber: 'SF1234567890',
        shippedAt: '2026-01-25T01:00:00.000Z',
        deliveredAt: '2026-01-26T07:30:00.000Z',
        lineList: [
          { soLineNumber: '1', partNumber: 'SFJ6-200', quantity: 10 },
          { soLineNumber: '2', partNumber: 'CB6-20', quantity: 100 },
        ],
      },
    ],
    statusHistoryList: [
      { status: 'PENDING_CONFIRM', statusDisp: '待确认', actorDisp: '李娜', note: '提交订单', at: '2026-01-22T02:00:00.000Z' },
      { status: 'CONFIRMED', statusDisp: '备货中', actorDisp: '系统', note: '账期订单已确认', at: '2026-01-22T03:00:00.000Z' },
      { status: 'SHIPPED', statusDisp: '已发货', actorDisp: '仓库', note: '顺丰速运 SF1234567890', at: '2026-01-25T01:00:00.000Z' },
      { status: 'COMPLETED', statusDisp: '已完成', actorDisp: '仓库', note: '已签收', at: '2026-01-26T07:30:00.000Z' },
    ],
  }),
];

const summary = (o: OrderSlipDetail) => {
  const {
    shipmentList: _s,
    statusHistoryList: _h,
    shipTo: _t,
    invoice: _i,
    requestedDeliveryDate: _r,
    remark: _m,
    cancelDisabledReason: _c,
    ...rest
  } = o;
  return rest;
};

function matches(o: OrderSlipDetail, q: URLSearchParams): boolean {
  const no = q.get('orderSlipNumber');
  const part = q.get('partNumber');
  return (
    (!no || o.orderSlipNumber.startsWith(no.toUpperCase())) && (!part || o.lineList.some((l) => l.partNumber.includes(part.toUpperCase())))
  );
}

const items = (list: OrderSlipDetail[]): OrderItem[] =>
  list.flatMap((o) =>
    o.lineList.map((l) => ({
      ...l,
      orderSlipNumber: o.orderSlipNumber,
      orderDate: o.orderDate,
      orderUserName: o.orderUserName,
      status: o.status,
      statusDisp: o.statusDisp,
    })),
  );

function detailOf(call: FakeCall) {
  const no = (call.query.get('orderSlipNumber') ?? '').toUpperCase();
  if (no === COLLEAGUE_ORDER) return fail(403, '无权查看该订单', 'ORDER_FORBIDDEN');
  const o = ORDERS.find((x) => x.orderSlipNumber === no);
  return o ? ok(o) : fail(404, '订单不存在', 'ORDER_NOT_FOUND');
}

/** A fresh order server: search (filters, status, paging), count, detail, line search, cancel, reorder, PDF links. */
export function ordersRoutes(): Routes {
  const orders = ORDERS.map((o) => ({ ...o }));
  return {
    [OrderPaths.orderSlipSearch]: ({ query }) => {
      const status = query.get('status');
      const list = orders.filter((o) => matches(o, query) && (!status || o.status === status));
      return ok({ totalCount: list.length, pageNo: Number(query.get('pageNo') ?? 1), pageSize: 20, orderSlipList: list.map(summary) });
    },
    [OrderPaths.orderSlipCount]: ({ query }) => {
      const list = orders.filter((o) => matches(o, query));
      return ok({
        totalCount: list.length,
        statusCountList: (Object.keys(ORDER_STATUS_LABELS) as OrderStatus[]).map((s) => ({
          status: s,
          statusDisp: ORDER_STATUS_LABELS[s],
          count: list.filter((o) => o.status === s).length,
        })),
      });
    },
    [OrderPaths.orderSlipDetail]: (call) => {
      const no = (call.query.get('orderSlipNumber') ?? '').toUpperCase();
      const o = orders.find((x) => x.orderSlipNumber === no);
      return o ? ok(o) : detailOf(call);
    },
    [OrderPaths.orderItemSearch]: ({ query }) => {
      const list = items(orders.filter((o) => matches(o, query))).filter(
        (i) => !query.get('partNumber') || i.partNumber.includes(query.get('partNumber')!),
      );
      return ok({ totalCount: list.length, pageNo: 1, pageSize: 20, orderItemList: list });
    },
    [`POST ${OrderPaths.orderSlipCancel}`]: ({ body }) => {
      const o = orders.find((x) => x.orderSlipNumber === body?.orderSlipNumber);
      if (!o) return fail(404, '订单不存在', 'ORDER_NOT_FOUND');
      if (!o.cancellable) return fail(409, `订单状态为「${o.statusDisp}」，不能取消`, 'ORDER_NOT_CANCELLABLE');
      Object.assign(o, { status: 'CANCELLED', statusDisp: '已取消', cancellable: false });
      return ok({ orderSlipNumber: o.orderSlipNumber, status: 'CANCELLED', statusDisp: '已取消' });
    },
    [`POST ${OrderPaths.orderSlipReorder}`]: () => ok({ addedCount: 2, skippedPartNumberList: [] }),
    [DownloadPaths.orderSlipSearchPdfUrl]: ({ query }) =>
      ok({ pdfUrl: `/api/order/v1/download/tok-${query.get('orderSlipNumber')}`, expiresAt: '2026-03-02T02:05:00.000Z' }),
  };
}
