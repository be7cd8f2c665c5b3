import Alert from 'antd/es/alert';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { Link } from 'react-router';
import { unfitLabel, type CartLine } from '@shop/api-clients/cart/types';
import { formatYuan } from '@shop/format';
import { href } from '@shop/routes';
import { PartNumber } from '../PartNumber';

/** Why a selected cart line cannot be quoted, as the line itself says (its last error), or a plain fallback. */
export const notQuotableReason = (l: CartLine) => l.errorList.at(-1)?.errorMessage ?? '该型号暂不能询价';

/** What the quote will do with a line: priced at once from the catalogue, or priced by the shop (unfit codes). */
function pricingOf(l: CartLine, priceVisible: boolean) {
  if (!l.quotable) return <Tag color="red">不能询价</Tag>;
  if (l.unfitType) return <Tag color="gold">{unfitLabel(l.unfitType, l.hasDelegate)} · 人工核价</Tag>;
  if (priceVisible && l.unitPrice !== null)
    return <span style={{ fontVariantNumeric: 'tabular-nums' }}>参考价 {formatYuan(l.unitPrice)}</span>;
  return <Tag>按目录价报价</Tag>;
}

/**
 * The selected cart lines a 'cart' quote request sends (the server quotes exactly the selected lines). Lines that
 * cannot be quoted (unknown, discontinued, blocked) are flagged: the request is refused while one is selected.
 */
export function CartQuoteLines({ lines, priceVisible }: { lines: readonly CartLine[]; priceVisible: boolean }) {
  const blocked = lines.filter((l) => !l.quotable);
  return (
    <>
      {blocked.length ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={`有 ${blocked.length} 个已勾选的商品不能询价，请回到购物车取消勾选（或换成替代型号）后再提交`}
          description={
            <ul style={{ margin: '4px 0', paddingLeft: 20 }}>
              {blocked.map((l) => (
                <li key={l.id}>
                  <PartNumber value={l.partNumber} />：{notQuotableReason(l)}
                </li>
              ))}
            </ul>
          }
          action={<Link to={href('Cart')}>返回购物车</Link>}
          data-testid="not-quotable"
        />
      ) : null}
      <Table<CartLine>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={[...lines]}
        data-testid="quote-cart-lines"
        columns={[
          { title: '#', key: 'no', width: 40, render: (_: unknown, __, i) => i + 1 },
          { title: '型号', dataIndex: 'partNumber', render: (v: string) => <PartNumber value={v} /> },
          {
            title: '商品名称',
            dataIndex: 'productName',
            render: (v: string | null, l) => (
              <>
                {v ?? '—'}
                {l.brandName ? <div style={{ fontSize: 12, color: 'rgba(0,0,0,0.45)' }}>{l.brandName}</div> : null}
              </>
            ),
          },
          { title: '客户型号', dataIndex: 'customerPartNumber', render: (v: string) => v || '—' },
          { title: '数量', dataIndex: 'quantity', align: 'right' },
          { title: '报价方式', key: 'pricing', render: (_: unknown, l) => pricingOf(l, priceVisible) },
        ]}
      />
    </>
  );
}
