import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Segmented from 'antd/es/segmented';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import { Link } from 'react-router';
import { useOrderItemSearchQuery, useOrderSlipCountQuery, useOrderSlipSearchQuery } from '@shop/api-clients/order/api';
import { ORDER_STATUS_LABELS, type OrderItem, type OrderSlipSummary, type OrderStatus } from '@shop/api-clients/order/types';
import { formatYuan } from '@shop/format';
import { href } from '@shop/routes';
import { usePermission, useSession } from '@shop/session';
import { LoadFailure, SignInNotice } from '../../components/PageState';
import { PartNumber } from '../../components/PartNumber';
import { PdfButton } from '../../components/PdfButton';
import { SlipFilterForm, StatusTabs, useSlipListParams, type SlipFilterValues } from '../../components/SlipFilters';
import { OrderStatusTag } from '../../components/StatusTag';
import { useOrderActions } from '../../components/orders/useOrderActions';

const PAGE_SIZE = 20;
const STATUSES = Object.keys(ORDER_STATUS_LABELS) as OrderStatus[];

/** The list filters as the order API names them. */
const queryOf = (f: SlipFilterValues) => ({
  orderSlipNumber: f.number,
  partNumber: f.partNumber,
  dateFrom: f.dateFrom,
  dateTo: f.dateTo,
});

/** '型号A 等 3 种，共 12 件' */
function linesSummary(o: OrderSlipSummary) {
  const first = o.lineList[0];
  const pieces = o.lineList.reduce((n, l) => n + l.quantity, 0);
  return (
    <>
      {first ? <PartNumber value={first.partNumber} /> : null}
      <span style={{ color: 'rgba(0,0,0,0.55)' }}>
        {o.lineList.length > 1 ? ` 等 ${o.lineList.length} 种` : ''}，共 {pieces} 件
      </span>
    </>
  );
}

function OrderTable({ filters, status, pageNo, setPage }: ListProps) {
  const canCart = usePermission('CART');
  const { askCancel, reorderIntoCart, reordering } = useOrderActions();
  const list = useOrderSlipSearchQuery({ ...queryOf(filters), status, pageNo, pageSize: PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  if (list.error) return <LoadFailure error={list.error} kind="order" onRetry={() => void list.refetch()} />;
  return (
    <Table<OrderSlipSummary>
      size="small"
      rowKey="orderSlipNumber"
      loading={list.isFetching}
      dataSource={list.data?.orderSlipList ?? []}
      locale={{ emptyText: '没有符合条件的订单' }}
      scroll={{ x: 1000 }}
      data-testid="order-table"
      pagination={{
        current: pageNo,
        pageSize: PAGE_SIZE,
        total: list.data?.totalCount ?? 0,
        showSizeChanger: false,
        showTotal: (total) => `共 ${total} 个订单`,
        onChange: setPage,
      }}
      columns={[
        {
          title: '订单号',
          dataIndex: 'orderSlipNumber',
          render: (v: string) => (
            <Link to={href('OrderDetail', { orderSlipNumber: v })}>
              <PartNumber value={v} />
            </Link>
          ),
        },
        { title: '下单日期', dataIndex: 'orderDate', width: 100 },
        { title: '下单人', dataIndex: 'orderUserName', width: 80 },
        { title: '商品', key: 'lines', render: (_: unknown, o) => linesSummary(o) },
        {
          title: '金额（含税）',
          dataIndex: 'totalAmount',
          align: 'right',
          render: (v: number) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatYuan(v)}</span>,
        },
        {
          title: '付款方式',
          dataIndex: 'paymentMethodDisp',
          width: 140,
          render: (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{v}</span>,
        },
        { title: '状态', dataIndex: 'status', width: 90, render: (s: OrderStatus) => <OrderStatusTag status={s} /> },
        {
          title: '操作',
          key: 'actions',
          width: 230,
          render: (_: unknown, o) => (
            <Space size={0} wrap>
              <Link to={href('OrderDetail', { orderSlipNumber: o.orderSlipNumber })} style={{ padding: '0 7px' }}>
                详情
              </Link>
              <PdfButton type="link" size="small" slip={{ orderSlipNumber: o.orderSlipNumber }}>
                PDF
              </PdfButton>
              {canCart ? (
                <Button type="link" size="small" disabled={reordering} onClick={() => void reorderIntoCart(o.orderSlipNumber)}>
                  再次购买
                </Button>
              ) : null}
              {o.cancellable ? (
                <Button type="link" size="small" danger onClick={() => void askCancel(o.orderSlipNumber)}>
                  取消
                </Button>
              ) : null}
            </Space>
          ),
        },
      ]}
    />
  );
}

function ItemTable({ filters, status, pageNo, setPage }: ListProps) {
  const list = useOrderItemSearchQuery({ ...queryOf(filters), status, pageNo, pageSize: PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  if (list.error) return <LoadFailure error={list.error} kind="order" onRetry={() => void list.refetch()} />;
  return (
    <Table<OrderItem>
      size="small"
      rowKey={(i) => `${i.orderSlipNumber}-${i.soLineNumber}`}
      loading={list.isFetching}
      dataSource={list.data?.orderItemList ?? []}
      locale={{ emptyText: '没有符合条件的订单明细' }}
      scroll={{ x: 1100 }}
      data-testid="item-table"
      pagination={{
        current: pageNo,
        pageSize: PAGE_SIZE,
        total: list.data?.totalCount ?? 0,
        showSizeChanger: false,
        showTotal: (total) => `共 ${total} 条明细`,
        onChange: setPage,
      }}
      columns={[
        {
          title: '订单号',
          dataIndex: 'orderSlipNumber',
          render: (v: string, i) => (
            <Link to={href('OrderDetail', { orderSlipNumber: v })}>
              <PartNumber value={`${v}-${i.soLineNumber}`} />
            </Link>
          ),
        },
        { title: '下单日期', dataIndex: 'orderDate', width: 100 },
        { title: '型号', dataIndex: 'partNumber', render: (v: string) => <PartNumber value={v} /> },
        { title: '商品名称', dataIndex: 'productName' },
        { title: '分支号', dataIndex: 'branchNumber', render: (v: string) => v || '—' },
        { title: '数量', dataIndex: 'quantity', align: 'right' },
        { title: '单价（含税）', dataIndex: 'unitPrice', align: 'right', render: (v: number) => formatYuan(v) },
        { title: '金额（含税）', dataIndex: 'amount', align: 'right', render: (v: number) => formatYuan(v) },
        { title: '已发货', dataIndex: 'shippedQty', align: 'right' },
        { title: '预计发货日', dataIndex: 'shipDate', render: (v: string | null) => v ?? '—' },
        { title: '状态', dataIndex: 'status', render: (s: OrderStatus) => <OrderStatusTag status={s} /> },
      ]}
    />
  );
}

interface ListProps {
  filters: SlipFilterValues;
  status: OrderStatus | undefined;
  pageNo: number;
  setPage: (n: number) => void;
}

/**
 * /order/list: the orders the caller may see (their own, or the company's with ORDER_HISTORY), searched by number,
 * part number, order date and status with a count per status; 按明细查询 searches the same orders line by line.
 * Filters, tab, view and page live in the URL.
 */
export default function OrderList() {
  const { isLoggedIn } = useSession();
  const { filters, status, pageNo, view, search, setStatus, setPage, setView } = useSlipListParams(STATUSES);
  const counts = useOrderSlipCountQuery(queryOf(filters), { skip: !isLoggedIn, refetchOnMountOrArgChange: true });
  if (!isLoggedIn) {
    return (
      <Card title="订单查询" data-testid="order-list">
        <SignInNotice />
      </Card>
    );
  }
  const byItem = view === 'item';
  const byStatus: Partial<Record<OrderStatus, number>> = {};
  for (const c of counts.data?.statusCountList ?? []) byStatus[c.status] = c.count;
  return (
    <Card
      title="订单查询"
      size="small"
      data-testid="order-list"
      extra={
        <Segmented
          size="small"
          value={byItem ? 'item' : 'slip'}
          onChange={(v) => setView(v === 'item' ? 'item' : null)}
          options={[
            { value: 'slip', label: '按订单查询' },
            { value: 'item', label: '按明细查询' },
          ]}
        />
      }
    >
      <SlipFilterForm
        numberLabel="订单号"
        numberPlaceholder="如 SO2026（可填开头）"
        dateLabel="下单日期"
        values={filters}
        onSearch={search}
      />
      <StatusTabs
        active={status}
        labels={ORDER_STATUS_LABELS}
        counts={counts.data ? { totalCount: counts.data.totalCount, byStatus } : undefined}
        onChange={setStatus}
      />
      {byItem ? (
        <ItemTable filters={filters} status={status} pageNo={pageNo} setPage={setPage} />
      ) : (
        <OrderTable filters={filters} status={status} pageNo={pageNo} setPage={setPage} />
      )}
    </Card>
  );
}
