import { APPLY_STATUS_LABELS, CimPaths, type AfterSalesApply, type ApplyReason } from '@shop/api-clients/cim/types';
import { OrderPaths, type OrderAuthCheckResult, type OrderSlip } from '@shop/api-clients/order/types';
import { createFakeApi, fail, ok, type Reply, type Routes } from '@shop/test-support';

/** The engineer's own order (two lines), as authCheck answers it. */
export const OWN_ORDER = 'SO2026010003';
/** A colleague's order: 403 for a sub-user without ORDER_HISTORY. */
export const COLLEAGUE_ORDER = 'SO2026010002';
/** Nothing shipped yet. */
export const UNSHIPPED_ORDER = 'SO2026030009';

const ownLines = [
  { soLineNumber: '1', partNumber: 'SFJ6-50', productName: '直线光轴 一端螺纹', quantity: 8, shippedQty: 8, applicableQty: 7 },
  { soLineNumber: '2', partNumber: 'LX20-B2-300', productName: '直线导轨 标准型', quantity: 2, shippedQty: 2, applicableQty: 2 },
];

const reasons: ApplyReason[] = [
  { reasonCode: '01', reasonName: '产品质量问题', descriptionRequired: false },
  { reasonCode: '03', reasonName: '运输途中破损', descriptionRequired: false },
  { reasonCode: '99', reasonName: '其他', descriptionRequired: true },
];

const apply = (patch: Partial<AfterSalesApply> & Pick<AfterSalesApply, 'applyNum' | 'status'>): AfterSalesApply => ({
  soSlipNumber: OWN_ORDER,
  soLineNumber: '1',
  partNumber: 'SFJ6-50',
  productName: '直线光轴 一端螺纹',
  reasonCode: '01',
  reasonName: '产品质量问题',
  quantity: 1,
  description: '表面有划痕',
  statusDisp: APPLY_STATUS_LABELS[patch.status],
  applyUserName: '陈晓明',
  applyDate: '2026-01-28',
  satisfaction: null,
  canRate: patch.status === 'COMPLETED' && !patch.satisfaction,
  ...patch,
});

const applies: AfterSalesApply[] = [
  apply({ applyNum: 'AS2026000005', status: 'PENDING', applyDate: '2026-03-03', soSlipNumber: 'SO2026020006', soLineNumber: '2' }),
  apply({ applyNum: 'AS2026000003', status: 'COMPLETED', reasonCode: '02', reasonName: '发错货（型号或规格不符）' }),
  apply({
    applyNum: 'AS2026000009',
    status: 'COMPLETED',
    applyDate: '2026-01-20',
    satisfaction: { rating: 5, comment: '客服响应很快', ratedUserName: '陈晓明', ratedAt: '2026-01-27T06:00:00.000Z' },
  }),
];

const orders: OrderSlip[] = [
  {
    orderSlipNumber: OWN_ORDER,
    customerCode: 'C0012345',
    orderUserCode: 'U0012345003',
    orderUserName: '陈晓明',
    orderDate: '2026-01-22',
    status: 'COMPLETED',
    statusDisp: '已完成',
    totalAmount: 1234.5,
    lineList: ownLines.map((l) => ({ ...l, brandName: '工品汇', unitPrice: 10, amount: l.quantity * 10 })),
  },
  {
    orderSlipNumber: UNSHIPPED_ORDER,
    customerCode: 'C0012345',
    orderUserCode: 'U0012345003',
    orderUserName: '陈晓明',
    orderDate: '2026-03-02',
    status: 'CONFIRMED',
    statusDisp: '已确认',
    totalAmount: 99,
    lineList: [
      {
        soLineNumber: '1',
        partNumber: 'CB6-20',
        productName: '内六角螺钉',
        brandName: '工品汇',
        quantity: 30,
        unitPrice: 3.3,
        amount: 99,
        shippedQty: 0,
      },
    ],
  },
];

function authCheck(q: URLSearchParams): Reply {
  const so = (q.get('soSlipNumber') ?? '').toUpperCase();
  const line = q.get('soLineNumber') ?? undefined;
  if (so === COLLEAGUE_ORDER) return fail(403, '无权查看该订单', 'ORDER_FORBIDDEN');
  if (so === UNSHIPPED_ORDER) {
    const result: OrderAuthCheckResult = {
      soSlipNumber: so,
      canApply: false,
      cannotApplyReason: '订单尚未发货，发货后才能申请售后',
      orderDate: '2026-03-02',
      status: 'CONFIRMED',
      statusDisp: '已确认',
      lineList: [{ soLineNumber: '1', partNumber: 'CB6-20', productName: '内六角螺钉', quantity: 30, shippedQty: 0, applicableQty: 0 }],
    };
    return ok(result);
  }
  if (so !== OWN_ORDER) return fail(404, '订单不存在', 'ORDER_NOT_FOUND');
  const lines = line ? ownLines.filter((l) => l.soLineNumber === line) : ownLines;
  if (line && lines.length === 0) return fail(404, '订单明细不存在', 'ORDER_NOT_FOUND');
  const result: OrderAuthCheckResult = {
    soSlipNumber: so,
    ...(line ? { soLineNumber: line } : {}),
    canApply: true,
    orderDate: '2026-01-22',
    status: 'COMPLETED',
    statusDisp: '已完成',
    lineList: lines,
  };
  return ok(result);
}

function detailOf(num: string): Reply {
  if (num === 'AS2026000002') return fail(403, '无权查看该订单', 'ORDER_FORBIDDEN');
  const a = applies.find((x) => x.applyNum === num);
  return a ? ok(a) : fail(404, '售后申请不存在', 'APPLY_NOT_FOUND');
}

/** The order and after-sales answers of a fresh fake server, one handler per path. */
function afterSalesRoutes(): Routes {
  return {
    [OrderPaths.orderSlipAuthCheck]: ({ query }) => authCheck(query),
    [OrderPaths.orderSlipSearch]: () => ok({ totalCount: orders.length, pageNo: 1, pageSize: 5, orderSlipList: orders }),
    [CimPaths.reasons]: () => ok(reasons),
    [CimPaths.applyCreate]: ({ body }) => {
      const line = ownLines.find((l) => l.soLineNumber === body?.soLineNumber);
      if (!line) return fail(404, '订单明细不存在', 'ORDER_NOT_FOUND');
      if (Number(body?.quantity) > line.applicableQty)
        return fail(400, `申请数量不能超过可申请数量 ${line.applicableQty}`, 'INVALID_PARAM');
      return ok(
        apply({
          applyNum: 'AS2026000123',
          status: 'PENDING',
          soSlipNumber: String(body?.soSlipNumber),
          soLineNumber: line.soLineNumber,
          quantity: Number(body?.quantity),
          reasonCode: String(body?.reasonCode),
          description: String(body?.description ?? ''),
        }),
      );
    },
    [CimPaths.applySearch]: ({ query: q }) => {
      const status = q.get('status');
      const list = applies.filter((a) => !status || a.status === status);
      const pageNo = Number(q.get('pageNo') ?? 1);
      const pageSize = Number(q.get('pageSize') ?? 10);
      return ok({ totalCount: list.length, pageNo, pageSize, applyList: list.slice((pageNo - 1) * pageSize, pageNo * pageSize) });
    },
    [CimPaths.applyDetail]: ({ query: q }) => detailOf((q.get('applyNum') ?? '').toUpperCase()),
    [CimPaths.satisfaction]: ({ body }) => {
      const a = applies.find((x) => x.applyNum === body?.applyNum);
      if (!a) return fail(404, '售后申请不存在', 'APPLY_NOT_FOUND');
      return ok({
        ...a,
        canRate: false,
        satisfaction: {
          rating: Number(body?.rating),
          comment: String(body?.comment ?? ''),
          ratedUserName: '陈晓明',
          ratedAt: '2026-03-04T02:00:00.000Z',
        },
      });
    },
  };
}

/**
 * A fake API for the order and after-sales calls (@shop/test-support's createFakeApi over these answers), one per
 * test file; answer(path, status, body) replaces one path's answer for a test.
 */
export const createAfterSalesApi = () => createFakeApi(afterSalesRoutes);
export type AfterSalesApi = ReturnType<typeof createAfterSalesApi>;
