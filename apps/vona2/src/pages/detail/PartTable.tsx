import Table from 'antd/es/table';
import type { ColumnsType } from 'antd/es/table';
import type { PartNumber, PriceBreak, SpecItem } from '@shop/api-clients';
import { breakFor, formatBreakRange, formatCount, formatDays, formatPrice, formatStock } from '../../lib/format';

interface Props {
  parts: PartNumber[];
  specList: SpecItem[];
  selected?: string;
  onSelect: (part: PartNumber) => void;
  quantity: number;
  loading: boolean;
  pagination: false | { pageNo: number; pageSize: number; total: number; onChange: (pageNo: number) => void };
}

/** The quantity ranges of the rows on screen (a series normally shares one set of breaks). */
function breakColumns(parts: PartNumber[]): PriceBreak[] {
  const byMin = new Map<number, PriceBreak>();
  for (const p of parts) for (const b of p.priceBreaks) if (!byMin.has(b.minQty)) byMin.set(b.minQty, b);
  return [...byMin.values()].sort((a, b) => a.minQty - b.minQty);
}

/** Part numbers of a series: spec values, one price column per quantity break, shipping and stock; click to pick. */
export function PartTable({ parts, specList, selected, onSelect, quantity, loading, pagination }: Props) {
  // a spec with one value is the same on every row and already stated in the header
  const specs = [...specList].sort((a, b) => a.sort - b.sort).filter((s) => s.specValueList.length > 1);
  const breaks = breakColumns(parts);
  // order, price and shipping first (always in view); spec columns follow and scroll when there are many
  const columns: ColumnsType<PartNumber> = [
    {
      title: '型号',
      dataIndex: 'partNumber',
      fixed: 'left',
      width: 150,
      render: (pn: string) => (
        <span className="v2-mono" style={{ fontWeight: 600 }}>
          {pn}
        </span>
      ),
    },
    {
      title: '单价（含税）',
      key: 'prices',
      children: breaks.map((col) => ({
        title: `${formatBreakRange(col)} 个`,
        key: `price-${col.minQty}`,
        width: 84,
        align: 'right' as const,
        render: (_: unknown, p: PartNumber) => {
          const b = p.priceBreaks.find((x) => x.minQty === col.minQty);
          if (!b) return <span className="v2-muted">-</span>;
          const active = breakFor(p.priceBreaks, quantity)?.minQty === b.minQty;
          return (
            <span className="v2-price" style={{ fontWeight: active ? 700 : 400 }}>
              {formatPrice(b.unitPrice)}
            </span>
          );
        },
      })),
    },
    { title: '发货天数', dataIndex: 'daysToShip', width: 80, align: 'right', render: (d: number) => <span className="v2-ship">{formatDays(d)}</span> },
    { title: '库存', dataIndex: 'stockQty', width: 80, align: 'right', render: (q: number) => formatStock(q) },
    ...specs.map((s) => ({
      title: `${s.specName}${s.specUnit ? `(${s.specUnit})` : ''}`,
      key: `spec-${s.specCode}`,
      width: 84,
      render: (_: unknown, p: PartNumber) => p.specValues[s.specCode] ?? '-',
    })),
  ];
  return (
    <Table<PartNumber>
      className="v2-table"
      size="small"
      bordered
      rowKey="partNumber"
      columns={columns}
      dataSource={parts}
      loading={loading}
      scroll={{ x: 'max-content' }}
      rowSelection={{
        type: 'radio',
        columnWidth: 36,
        fixed: true,
        selectedRowKeys: selected ? [selected] : [],
        onChange: (_keys, rows) => rows[0] && onSelect(rows[0]),
        renderCell: (_checked, _row, _index, node) => node,
      }}
      rowClassName={(p) => (p.partNumber === selected ? 'v2-row-selected' : '')}
      onRow={(p) => ({ onClick: () => onSelect(p), style: { cursor: 'pointer' } })}
      locale={{ emptyText: '没有符合所选规格的型号，请放宽规格条件' }}
      pagination={
        pagination && {
          current: pagination.pageNo,
          pageSize: pagination.pageSize,
          total: pagination.total,
          showSizeChanger: false,
          showTotal: (t) => `共 ${formatCount(t)} 个型号`,
          onChange: pagination.onChange,
        }
      }
    />
  );
}
