import Descriptions from 'antd/es/descriptions';
import Steps from 'antd/es/steps';
import Table from 'antd/es/table';
import { Link } from 'react-router';
import type { OrderLineDetail, OrderShipment, OrderSlipDetail, OrderStatusChange } from '@shop/api-clients/order/types';
import { chinaDateTime, formatYuan } from '@shop/format';
import { href } from '@shop/routes';
import { INVOICE_TYPE_LABELS } from '../checkout/InvoiceFields';
import { PartNumber } from '../PartNumber';
import { OrderStatusTag } from '../StatusTag';

const MUTED = { fontSize: 12, color: 'rgba(0,0,0,0.45)' } as const;

/** The order's header facts: state, dates, payment, the buyer's numbers, and the ship-to and invoice as copied at confirmation. */
export function OrderSummary({ order }: { order: OrderSlipDetail }) {
  const s = order.shipTo;
  const inv = order.invoice;
  return (
    <Descriptions
      size="small"
      bordered
      column={3}
      data-testid="order-facts"
      items={[
        { key: 'no', label: '订单号', children: <PartNumber value={order.orderSlipNumber} /> },
        { key: 'status', label: '订单状态', children: <OrderStatusTag status={order.status} /> },
        { key: 'date', label: '下单日期', children: order.orderDate },
        { key: 'user', label: '下单人', children: order.orderUserName },
        { key: 'payment', label: '付款方式', children: order.paymentMethodDisp },
        { key: 'customerOrderNumber', label: '客户订单号', children: order.customerOrderNumber || '—' },
        { key: 'delivery', label: '希望交货日期', children: order.requestedDeliveryDate ?? '按预计发货日' },
        {
          key: 'quote',
          label: '报价单号',
          children: order.quoteSlipNumber ? (
            <Link to={href('QuoteDetail', { quoteSlipNumber: order.quoteSlipNumber })}>{order.quoteSlipNumber}</Link>
          ) : (
            '—'
          ),
        },
        { key: 'remark', label: '备注', children: order.remark || '—' },
        {
          key: 'shipTo',
          label: '收货地址',
          span: 'filled',
          children: s ? (
            <span data-testid="order-ship-to">
              {s.receiverName} {[s.mobile, s.tel].filter(Boolean).join(' / ')}，
              {[s.province, s.city, s.district, s.address].filter(Boolean).join(' ')}
              {s.zipCode ? `（${s.zipCode}）` : ''}
              {s.companyName ? `，${s.companyName}${s.department ? ` ${s.department}` : ''}` : ''}
            </span>
          ) : (
            '—'
          ),
        },
        {
          key: 'invoice',
          label: '发票信息',
          span: 'filled',
          children: inv ? (
            <span data-testid="order-invoice">
              {INVOICE_TYPE_LABELS[inv.invoiceType]}：{inv.invoiceTitle}，税号 {inv.taxNo}
              {inv.openingBank ? `，${inv.openingBank} ${inv.bankAccount}` : ''}
            </span>
          ) : (
            '—'
          ),
        },
      ]}
    />
  );
}

/** The order's lines with branch numbers, prices, shipped quantity and ship date; 申请售后 once something of a line shipped. */
export function OrderLines({ order }: { order: OrderSlipDetail }) {
  const afterSales = order.status !== 'CANCELLED';
  return (
    <Table<OrderLineDetail>
      size="small"
      rowKey="soLineNumber"
      pagination={false}
      dataSource={order.lineList}
      scroll={{ x: 1100 }}
      data-testid="order-lines"
      columns={[
        { title: '行', dataIndex: 'soLineNumber', width: 44 },
        {
          title: '型号',
          dataIndex: 'partNumber',
          render: (v: string, l) => (
            <>
              <PartNumber value={v} />
              {l.customerPartNumber ? <div style={MUTED}>客户型号 {l.customerPartNumber}</div> : null}
            </>
          ),
        },
        {
          title: '商品名称',
          dataIndex: 'productName',
          render: (v: string, l) => (
            <>
              {v}
              <div style={MUTED}>{l.brandName}</div>
            </>
          ),
        },
        { title: '分支号', dataIndex: 'branchNumber', render: (v: string) => v || '—' },
        { title: '单价（含税）', dataIndex: 'unitPrice', align: 'right', render: (v: number) => formatYuan(v) },
        { title: '数量', dataIndex: 'quantity', align: 'right' },
        { title: '金额（含税）', dataIndex: 'amount', align: 'right', render: (v: number) => formatYuan(v) },
        { title: '已发货', dataIndex: 'shippedQty', align: 'right' },
        {
          title: '预计发货日',
          dataIndex: 'shipDate',
          render: (v: string | null, l) => (v ? `${v}${l.daysToShip !== null ? `（${l.daysToShip} 天）` : ''}` : '—'),
        },
        {
          title: '售后',
          key: 'afterSales',
          width: 80,
          render: (_: unknown, l) =>
            afterSales && l.shippedQty > 0 ? (
              <Link to={href('ReturnApplication', { soSlipNumber: order.orderSlipNumber, soLineNumber: l.soLineNumber })}>申请售后</Link>
            ) : (
              <span style={{ color: 'rgba(0,0,0,0.25)' }}>—</span>
            ),
        },
      ]}
    />
  );
}

/** The parcels that left the warehouse: carrier, tracking number, when, and which lines. */
export function OrderShipments({ shipments }: { shipments: readonly OrderShipment[] }) {
  return (
    <Table<OrderShipment>
      size="small"
      rowKey="shipmentNumber"
      pagination={false}
      dataSource={[...shipments]}
      locale={{ emptyText: '尚未发货' }}
      data-testid="order-shipments"
      columns={[
        { title: '发货单号', dataIndex: 'shipmentNumber', render: (v: string) => <PartNumber value={v} /> },
        { title: '承运商', dataIndex: 'carrier' },
        { title: '运单号', dataIndex: 'trackingNumber', render: (v: string) => <PartNumber value={v} /> },
        { title: '发货时间', dataIndex: 'shippedAt', render: (v: string) => chinaDateTime(v) },
        { title: '签收时间', dataIndex: 'deliveredAt', render: (v: string | null) => (v ? chinaDateTime(v) : '运输中') },
        {
          title: '商品',
          key: 'lines',
          render: (_: unknown, s) =>
            s.lineList.map((l) => (
              <div key={l.soLineNumber}>
                第 {l.soLineNumber} 行 <PartNumber value={l.partNumber} /> × {l.quantity}
              </div>
            )),
        },
      ]}
    />
  );
}

/** Every change of state, oldest first, with who made it (a user, 系统 or 仓库). */
export function StatusHistory({ history }: { history: readonly OrderStatusChange[] }) {
  return (
    <Steps
      orientation="vertical"
      size="small"
      current={history.length - 1}
      data-testid="status-history"
      items={history.map((h) => ({
        title: h.statusDisp,
        content: (
          <span style={{ fontSize: 12 }}>
            {chinaDateTime(h.at)} · {h.actorDisp}
            {h.note ? ` · ${h.note}` : ''}
          </span>
        ),
      }))}
    />
  );
}
