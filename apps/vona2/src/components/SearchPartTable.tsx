import { Link } from 'react-router';
import type { PartNumber } from '@shop/api-clients';
import { formatCount, formatDays, formatStock } from '../lib/format';
import { Pager } from './Pager';
import { AddToCartButton, useCanAddToCart } from './AddToCartButton';
import { BusyArea } from './plain/BusyArea';
import { PriceCell } from './PriceCell';
import { seriesHref } from './SeriesCard';
import { GridEmptyRow } from './GridEmptyRow';
import './grid.css';

interface Props {
  parts: PartNumber[];
  totalCount: number;
  pageNo: number;
  pageSize: number;
  onPage: (pageNo: number, pageSize: number) => void;
  loading?: boolean;
}

const mainSpecs = (p: PartNumber) => Object.values(p.specValues).filter(Boolean);

/**
 * Part numbers found by a keyword, from many series: part number, series, brand, spec values, price, shipping, and
 * 加入购物车. A plain table in server order (no sorting), paged by the catalogue's Pager with the page in the URL.
 */
export function SearchPartTable({ parts, totalCount, pageNo, pageSize, onPage, loading = false }: Props) {
  const canAdd = useCanAddToCart();
  return (
    <div data-testid="search-part-table">
      <BusyArea busy={loading}>
        <div className="v2-grid-scroll">
          <table className="v2-grid v2-grid-list" style={{ minWidth: canAdd ? 1000 : 900 }}>
            <thead>
              <tr>
                <th style={{ width: 190 }}>型号</th>
                <th>商品名称</th>
                <th style={{ width: 120 }}>品牌</th>
                <th>主要规格</th>
                <th className="v2-right" style={{ width: 130 }}>
                  单价（含税）
                </th>
                <th className="v2-right" style={{ width: 90 }}>
                  发货天数
                </th>
                <th className="v2-right" style={{ width: 90 }}>
                  库存
                </th>
                {canAdd && <th style={{ width: 100 }} />}
              </tr>
            </thead>
            <tbody>
              {parts.map((p) => {
                const specs = mainSpecs(p);
                return (
                  <tr key={p.partNumber} data-row-key={p.partNumber}>
                    <td>
                      <Link to={seriesHref(p.seriesCode, p.partNumber)} className="v2-mono" style={{ fontWeight: 600 }}>
                        {p.partNumber}
                      </Link>
                    </td>
                    <td className="v2-wrap">
                      <Link to={seriesHref(p.seriesCode)}>{p.seriesName}</Link>
                      <div className="v2-muted v2-small">{p.categoryName}</div>
                    </td>
                    <td className="v2-wrap">{p.brandName}</td>
                    <td className="v2-wrap">
                      {specs.length ? <span className="v2-small">{specs.join(' / ')}</span> : <span className="v2-muted">-</span>}
                    </td>
                    <td className="v2-right">
                      <PriceCell breaks={p.priceBreaks} />
                    </td>
                    <td className="v2-right">
                      <span className="v2-ship">{formatDays(p.daysToShip)}</span>
                    </td>
                    <td className="v2-right">{formatStock(p.stockQty)}</td>
                    {canAdd && (
                      <td>
                        <AddToCartButton part={p} />
                      </td>
                    )}
                  </tr>
                );
              })}
              {parts.length === 0 && <GridEmptyRow columns={canAdd ? 8 : 7}>暂无数据</GridEmptyRow>}
            </tbody>
          </table>
        </div>
      </BusyArea>
      <div style={{ marginTop: 12 }}>
        <Pager current={pageNo} pageSize={pageSize} total={totalCount} showTotal={(t) => `共 ${formatCount(t)} 个型号`} onChange={onPage} />
      </div>
    </div>
  );
}
