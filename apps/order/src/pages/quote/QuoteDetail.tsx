import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { Link, useNavigate, useParams } from 'react-router';
import { unfitLabel, type UnfitType } from '@shop/api-clients/cart/types';
import { useQuoteSlipDetailQuery } from '@shop/api-clients/quote/api';
import type { QuoteLine, QuoteSlip } from '@shop/api-clients/quote/types';
import { chinaDateTime, formatYuan } from '@shop/format';
import { href, withQuery } from '@shop/routes';
import { usePermission, useSession } from '@shop/session';
import { AmountSummary } from '../../components/AmountSummary';
import { loadGate } from '../../components/PageState';
import { PartNumber } from '../../components/PartNumber';
import { PdfButton } from '../../components/PdfButton';
import { QuoteStatusTag } from '../../components/StatusTag';

const MUTED = { fontSize: 12, color: 'rgba(0,0,0,0.45)' } as const;

/** The unit price cell: the fixed price, 报价中 while the shop prices it, or why it could not be quoted. */
function priceCell(l: QuoteLine) {
  if (l.unitPrice !== null) return <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatYuan(l.unitPrice)}</span>;
  if (l.declineReason) return <Tag color="red">无法报价</Tag>;
  return <Tag color="gold">报价中</Tag>;
}

function QuoteLines({ quote }: { quote: QuoteSlip }) {
  return (
    <Table<QuoteLine>
      size="small"
      rowKey="lineNumber"
      pagination={false}
      dataSource={quote.lineList}
      scroll={{ x: 960 }}
      data-testid="quote-lines"
      columns={[
        { title: '行', dataIndex: 'lineNumber', width: 44 },
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
              {v || '—'}
              <div style={MUTED}>
                {l.brandName}
                {l.unfitType ? ` · ${unfitLabel(l.unfitType as UnfitType, false)}` : ''}
              </div>
            </>
          ),
        },
        { title: '数量', dataIndex: 'quantity', align: 'right' },
        { title: '单价（含税）', key: 'unitPrice', align: 'right', render: (_: unknown, l) => priceCell(l) },
        {
          title: '金额（含税）',
          dataIndex: 'amount',
          align: 'right',
          render: (v: number | null) => (v !== null ? <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatYuan(v)}</span> : '—'),
        },
        { title: '发货天数', dataIndex: 'daysToShip', align: 'right', render: (v: number | null) => (v !== null ? `${v} 天` : '—') },
        {
          title: '说明',
          key: 'note',
          render: (_: unknown, l) =>
            l.declineReason ? <span style={{ color: '#cf1322' }}>{l.declineReason}</span> : l.unitPrice === null ? '报价员核价中' : '',
        },
      ]}
    />
  );
}

/** What the buyer can do with the quote now, in one sentence. */
function stateNote(q: QuoteSlip, canOrder: boolean): { type: 'info' | 'success' | 'warning'; text: string } | null {
  switch (q.status) {
    case 'REQUESTED':
      return { type: 'info', text: '部分商品由报价员人工核价，通常 1 个工作日内完成；完成后本页显示全部单价，即可按报价下单。' };
    case 'ANSWERED':
      if (!q.orderable) return { type: 'warning', text: '该报价单没有可下单的明细。' };
      return canOrder
        ? { type: 'success', text: `报价单价有效期至 ${q.validUntil ?? '—'}，有效期内可按报价下单（报价单中的全部可报价明细一并下单）。` }
        : {
            type: 'warning',
            text: `报价单价有效期至 ${q.validUntil ?? '—'}。您的账号没有下单权限，请将报价单转给有下单权限的同事或主账号下单。`,
          };
    case 'EXPIRED':
      return { type: 'warning', text: '该报价单已过期，价格不再有效，请重新询价。' };
    default:
      return null;
  }
}

/**
 * /order/quote/detail/:quoteSlipNumber: one quote the caller may see (403 a colleague's without QUOTE_HISTORY, 404
 * another company's or none): lines with unit prices fixed until the validity date, PDF, 按报价下单.
 */
export default function QuoteDetail() {
  const { quoteSlipNumber = '' } = useParams();
  const navigate = useNavigate();
  const { isLoggedIn } = useSession();
  const canOrder = usePermission('ORDER');
  const detail = useQuoteSlipDetailQuery({ quoteSlipNumber }, { skip: !isLoggedIn || !quoteSlipNumber, refetchOnMountOrArgChange: true });
  const back = (
    <Button type="link" onClick={() => navigate(href('QuoteList'))}>
      返回报价单查询
    </Button>
  );
  const gate = loadGate(detail, isLoggedIn, 'quote');
  if (gate || !detail.data) {
    return (
      <Card title="报价单详情" extra={back} data-testid="quote-detail">
        {gate}
      </Card>
    );
  }
  const q = detail.data;
  const note = stateNote(q, canOrder);
  return (
    <Card
      title={`报价单详情 ${q.quoteSlipNumber}`}
      size="small"
      data-testid="quote-detail"
      extra={
        <Space>
          <PdfButton size="small" slip={{ quoteSlipNumber: q.quoteSlipNumber }} />
          {q.orderable && canOrder ? (
            <Button
              type="primary"
              size="small"
              onClick={() => navigate(withQuery(href('OrderConfirm'), { quote: q.quoteSlipNumber }))}
              data-testid="order-from-quote"
            >
              按报价下单
            </Button>
          ) : null}
          {back}
        </Space>
      }
    >
      {note ? <Alert type={note.type} showIcon title={note.text} style={{ marginBottom: 12 }} data-testid="quote-state-note" /> : null}
      <Descriptions
        size="small"
        bordered
        column={3}
        data-testid="quote-facts"
        items={[
          { key: 'no', label: '报价单号', children: <PartNumber value={q.quoteSlipNumber} /> },
          { key: 'status', label: '状态', children: <QuoteStatusTag status={q.status} /> },
          { key: 'user', label: '询价人', children: q.userName },
          { key: 'requested', label: '询价时间', children: chinaDateTime(q.requestedAt) },
          { key: 'answered', label: '报价时间', children: q.answeredAt ? chinaDateTime(q.answeredAt) : '核价中' },
          { key: 'valid', label: '有效期至', children: q.validUntil ?? '—' },
          {
            key: 'order',
            label: '订单号',
            children: q.orderSlipNumber ? (
              <Link to={href('OrderDetail', { orderSlipNumber: q.orderSlipNumber })}>{q.orderSlipNumber}</Link>
            ) : (
              '—'
            ),
          },
          { key: 'source', label: '来源', children: q.source === 'CART' ? '购物车' : '手工填写' },
          { key: 'remark', label: '备注', children: q.remark || '—' },
        ]}
      />
      <Card type="inner" size="small" title={`报价明细（${q.lineList.length}）`} style={{ marginTop: 12 }}>
        <QuoteLines quote={q} />
        {q.totalAmount !== null && q.subtotalAmount !== null && q.taxAmount !== null ? (
          <div style={{ display: 'flex', marginTop: 12 }}>
            <AmountSummary
              subtotalAmount={q.subtotalAmount}
              taxAmount={q.taxAmount}
              totalAmount={q.totalAmount}
              totalLabel="报价总额（含税）"
            />
          </div>
        ) : null}
      </Card>
    </Card>
  );
}
