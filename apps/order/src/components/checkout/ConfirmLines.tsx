import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Table from 'antd/es/table';
import { Link } from 'react-router';
import { ORDER_FIELD_RULES, ORDER_LIMITS, type BlockedLine, type PreviewLine } from '@shop/api-clients/order/types';
import { formatYuan } from '@shop/format';
import { href } from '@shop/routes';
import { toAntdRules } from '@shop/validation';
import { PartNumber } from '../PartNumber';

/** The form key of a line's branch number: cart lines by id, quote lines by number. */
export const lineKey = (l: Pick<PreviewLine, 'cartLineId' | 'lineNumber'>) =>
  l.cartLineId !== null ? `c${l.cartLineId}` : `q${l.lineNumber}`;

const shipText = (l: PreviewLine) => (l.shipDate ? `${l.shipDate}${l.daysToShip !== null ? `（${l.daysToShip} 天）` : ''}` : '交期待确认');

/**
 * The lines to order, at the price of the preview (now, or the quote's), each with the buyer's branch number (SPEC
 * §5 customerOrderItemBranchNumber: half-width ASCII) under `branchNumbers.<lineKey>`.
 */
export function ConfirmLines({ lines }: { lines: readonly PreviewLine[] }) {
  return (
    <Table<PreviewLine>
      size="small"
      rowKey={lineKey}
      pagination={false}
      dataSource={[...lines]}
      data-testid="confirm-lines"
      scroll={{ x: 960 }}
      columns={[
        { title: '#', key: 'no', width: 40, render: (_: unknown, __, i) => i + 1 },
        {
          title: '型号',
          dataIndex: 'partNumber',
          render: (v: string, l) => (
            <>
              <PartNumber value={v} />
              {l.customerPartNumber ? <div style={{ fontSize: 12, color: 'rgba(0,0,0,0.45)' }}>客户型号 {l.customerPartNumber}</div> : null}
            </>
          ),
        },
        {
          title: '商品名称',
          dataIndex: 'productName',
          render: (v: string, l) => (
            <>
              {v}
              <div style={{ fontSize: 12, color: 'rgba(0,0,0,0.45)' }}>{l.brandName}</div>
            </>
          ),
        },
        { title: '单价（含税）', dataIndex: 'unitPrice', align: 'right', render: (v: number) => formatYuan(v) },
        { title: '数量', dataIndex: 'quantity', align: 'right' },
        { title: '金额（含税）', dataIndex: 'amount', align: 'right', render: (v: number) => formatYuan(v) },
        { title: '预计发货日', key: 'ship', render: (_: unknown, l) => shipText(l) },
        {
          title: '分支号',
          key: 'branch',
          width: 150,
          render: (_: unknown, l) => (
            <Form.Item
              name={['branchNumbers', lineKey(l)]}
              rules={toAntdRules(ORDER_FIELD_RULES.branchNumber)}
              style={{ margin: 0 }}
              validateFirst
            >
              <Input size="small" maxLength={ORDER_LIMITS.branchNumberMax} placeholder="选填" aria-label={`${l.partNumber} 分支号`} />
            </Form.Item>
          ),
        },
      ]}
    />
  );
}

/** Selected lines that cannot be ordered: they stay in the cart, each with why and what to do. */
export function BlockedLines({ lines }: { lines: readonly BlockedLine[] }) {
  if (lines.length === 0) return null;
  const quotable = lines.some((l) => l.quotable);
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 12 }}
      title={`以下 ${lines.length} 个商品不能下单，已留在购物车中`}
      data-testid="blocked-lines"
      description={
        <>
          <ul style={{ margin: '4px 0', paddingLeft: 20 }}>
            {lines.map((l) => (
              <li key={`${l.cartLineId ?? ''}-${l.lineNumber ?? ''}-${l.partNumber}`}>
                <PartNumber value={l.partNumber} /> × {l.quantity}：{l.reason}
              </li>
            ))}
          </ul>
          <Link to={href('Cart')}>返回购物车调整</Link>
          {quotable ? (
            <>
              {' 或 '}
              <Link to={href('Quote', { id: 'cart' })}>对需询价的商品提交询价</Link>
            </>
          ) : null}
        </>
      }
    />
  );
}
