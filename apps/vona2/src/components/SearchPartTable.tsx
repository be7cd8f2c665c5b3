import { Link } from 'react-router';
import Table from 'antd/es/table';
import type { ColumnsType } from 'antd/es/table';
import type { PartNumber } from '@shop/api-clients';
import { formatCount, formatDays, formatStock } from '../lib/format';
import { PriceCell } from './PriceCell';
import { seriesHref } from './SeriesCard';

interface Props {
  parts: PartNumber[];
  totalCount: number;
  pageNo: number;
  pageSize: number;
  onPage: (pageNo: number, pageSize: number) => void;
  loading?: boolean;
}

/** Part numbers found by a keyword, from many series: part number, series, brand, spec values, price, shipping. */
export function SearchPartTable({ parts, totalCount, pageNo, pageSize, onPage, loading }: Props) {
  const columns: ColumnsType<PartNumber> = [
    {
      title: '型号',
      dataIndex: 'partNumber',
      width: 190,
      render: (pn: string, p) => (
        <Link to={seriesHref(p.seriesCode, pn)} className="v2-mono" style={{ fontWeight: 600 }}>
          {pn}
        </Link>
      ),
    },
    {
      title: '商品名称',
      dataIndex: 'seriesName',
      render: (name: string, p) => (
        <>
          <Link to={seriesHref(p.seriesCode)}>{name}</Link>
          <div className="v2-muted v2-small">{p.categoryName}</div>
        </>
      ),
    },
    { title: '品牌', dataIndex: 'brandName', width: 120 },
    {
      title: '主要规格',
      key: 'spec',
      render: (_: unknown, p) => {
        const values = Object.values(p.specValues).filter(Boolean);
        return values.length ? <span className="v2-small">{values.join(' / ')}</span> : <span className="v2-muted">-</span>;
      },
    },
    { title: '单价（含税）', key: 'price', width: 130, align: 'right', render: (_: unknown, p) => <PriceCell breaks={p.priceBreaks} /> },
    { title: '发货天数', dataIndex: 'daysToShip', width: 90, align: 'right', render: (d: number) => <span className="v2-ship">{formatDays(d)}</span> },
    { title: '库存', dataIndex: 'stockQty', width: 90, align: 'right', render: (q: number) => formatStock(q) },
  ];
  return (
    <Table<PartNumber>
      className="v2-table"
      size="small"
      rowKey="partNumber"
      columns={columns}
      dataSource={parts}
      loading={loading}
      scroll={{ x: 900 }}
      pagination={{
        current: pageNo,
        pageSize,
        total: totalCount,
        showSizeChanger: false,
        showTotal: (t) => `共 ${formatCount(t)} 个型号`,
        onChange: onPage,
      }}
    />
  );
}
