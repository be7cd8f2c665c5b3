import Button from 'antd/es/button';
import Table from 'antd/es/table';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import type { CartLine } from '@shop/api-clients/cart/types';
import { href } from '@shop/routes';
import { CART_TEXT, priceText, shipText, stockText } from './cartText';
import { CustomerPartInput } from './CustomerPartInput';
import { lineNoticeOf } from './lineNotice';
import { LineNoticeView } from './LineNoticeView';
import { monoStyle, mutedStyle, priceStyle } from './cartStyles';
import { QuantityInput } from './QuantityInput';
import { UnitPriceCell } from './UnitPriceCell';

export interface CartTableActions {
  onSelect: (ids: number[], selected: boolean) => void;
  onSelectAll: (selected: boolean) => void;
  onQuantity: (line: CartLine, quantity: number) => void;
  onCustomerPart: (line: CartLine, customerPartNumber: string) => void;
  onDelete: (line: CartLine) => void;
  onReplace: (line: CartLine, replacement: string) => void;
  /** undefined when the caller may not ask for quotes */
  onQuote?: (line: CartLine) => void;
}

interface Props extends CartTableActions {
  lines: CartLine[];
  priceVisible: boolean;
  loading: boolean;
  /** the line being switched to its replacement */
  replacingId: number | null;
}

/** The series page with the part picked, or just the part number when the catalogue does not know it. */
function PartLink({ line }: { line: CartLine }) {
  const text = (
    <span style={{ ...monoStyle, fontWeight: 600 }} data-testid="cart-part">
      {line.partNumber}
    </span>
  );
  if (!line.seriesCode) return text;
  return (
    <Link to={`${href('SeriesDetail', { seriesCode: line.seriesCode })}?partNumber=${encodeURIComponent(line.partNumber)}`}>{text}</Link>
  );
}

/**
 * The cart's lines: select, part number (with what an unfit or discontinued line means and the step it offers),
 * name and brand, own part number, quantity, unit price with the next break, amount, days to ship, stock, delete.
 */
export function CartTable({ lines, priceVisible, loading, replacingId, ...on }: Props) {
  const columns: ColumnsType<CartLine> = [
    {
      title: '型号',
      key: 'partNumber',
      width: 230,
      render: (_, line) => {
        const notice = lineNoticeOf(line);
        return (
          <>
            <PartLink line={line} />
            {notice && (
              <LineNoticeView
                notice={notice}
                partNumber={line.partNumber}
                replacing={replacingId === line.id}
                onReplace={(replacement) => on.onReplace(line, replacement)}
                onQuote={on.onQuote && (() => on.onQuote!(line))}
              />
            )}
          </>
        );
      },
    },
    {
      title: '品名 / 品牌',
      key: 'name',
      render: (_, line) => (
        <>
          <div>{line.productName ?? '—'}</div>
          <div style={mutedStyle}>{line.brandName ?? ''}</div>
        </>
      ),
    },
    {
      title: '客户型号',
      key: 'customerPartNumber',
      width: 112,
      render: (_, line) => (
        <CustomerPartInput value={line.customerPartNumber} partNumber={line.partNumber} onSave={(v) => on.onCustomerPart(line, v)} />
      ),
    },
    {
      title: '数量',
      key: 'quantity',
      width: 96,
      render: (_, line) => <QuantityInput value={line.quantity} partNumber={line.partNumber} onSave={(q) => on.onQuantity(line, q)} />,
    },
    {
      title: '单价（含税）',
      key: 'unitPrice',
      align: 'right',
      width: 148,
      render: (_, line) => <UnitPriceCell line={line} priceVisible={priceVisible} />,
    },
    {
      title: '金额（含税）',
      key: 'amount',
      align: 'right',
      width: 104,
      render: (_, line) =>
        priceVisible && line.amount !== null ? (
          <span style={priceStyle} data-testid={`amount-${line.partNumber}`}>
            {priceText(line.amount, true)}
          </span>
        ) : (
          <span style={mutedStyle}>{priceText(line.amount, priceVisible)}</span>
        ),
    },
    {
      title: '发货日',
      key: 'ship',
      align: 'right',
      width: 78,
      render: (_, line) => <span style={{ whiteSpace: 'nowrap' }}>{shipText(line.daysToShip)}</span>,
    },
    {
      title: '库存',
      key: 'stock',
      align: 'right',
      width: 74,
      render: (_, line) => (
        <span style={{ whiteSpace: 'nowrap', color: line.stockQty !== null && line.quantity > line.stockQty ? '#d46b08' : undefined }}>
          {stockText(line.stockQty)}
        </span>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 64,
      render: (_, line) => (
        <Button
          type="link"
          size="small"
          danger
          onClick={() => on.onDelete(line)}
          aria-label={`删除 ${line.partNumber}`}
          style={{ paddingInline: 0 }}
        >
          删除
        </Button>
      ),
    },
  ];
  return (
    <Table<CartLine>
      data-testid="cart-table"
      size="small"
      rowKey="id"
      loading={loading}
      pagination={false}
      columns={columns}
      dataSource={lines}
      scroll={{ x: 1080 }}
      locale={{ emptyText: CART_TEXT.EMPTY }}
      rowSelection={{
        selectedRowKeys: lines.filter((l) => l.selected).map((l) => l.id),
        columnWidth: 36,
        onSelect: (line, selected) => on.onSelect([line.id], selected),
        onSelectAll: (selected) => on.onSelectAll(selected),
        getCheckboxProps: (line) => ({ 'aria-label': `选择 ${line.partNumber}` }) as never,
      }}
    />
  );
}
