import { Link } from 'react-router';
import type { SeriesSummary } from '@shop/api-clients';
import { formatFromYuan } from '@shop/format';
import { formatCount, formatFastestDays } from '../lib/format';
import { PAGE_SIZE_OPTIONS } from '../lib/pageParams';
import { Pager } from './Pager';
import { Empty } from './plain/Empty';
import { seriesHref } from './SeriesCard';
import './SeriesList.css';

interface Props {
  seriesList: SeriesSummary[];
  totalCount: number;
  pageNo: number;
  pageSize: number;
  onPage: (pageNo: number, pageSize: number) => void;
  /** hide the brand column on a brand's own page */
  showBrand?: boolean;
  emptyText?: string;
}

/** Series rows of a category or brand listing, with a pager whose state lives in the URL. */
export function SeriesList({ seriesList, totalCount, pageNo, pageSize, onPage, showBrand = true, emptyText }: Props) {
  if (seriesList.length === 0) {
    return <Empty description={emptyText ?? '没有符合条件的商品系列，请减少筛选条件'} />;
  }
  return (
    <div data-testid="series-list">
      <div className="v2-series-row v2-series-head" role="row">
        <div>商品系列 / 规格概要</div>
        <div className="v2-hide-narrow">{showBrand ? '品牌' : '分类'}</div>
        <div className="v2-right">单价（含税）</div>
        <div className="v2-right v2-hide-narrow">型号数</div>
        <div className="v2-right">发货</div>
      </div>
      {seriesList.map((s) => (
        <div className="v2-series-row" role="row" key={s.seriesCode} data-testid="series-row">
          <div style={{ minWidth: 0 }}>
            <Link to={seriesHref(s.seriesCode)} style={{ fontWeight: 600 }}>
              {s.seriesName}
            </Link>
            <div className="v2-small v2-muted">
              系列代码 <span className="v2-mono">{s.seriesCode}</span>
            </div>
            {s.specSummary && (
              <div className="v2-small v2-ellipsis" title={s.specSummary}>
                {s.specSummary}
              </div>
            )}
          </div>
          <div className="v2-hide-narrow v2-ellipsis">{showBrand ? s.brandName : s.categoryName}</div>
          <div className="v2-right v2-price">{formatFromYuan(s.minPrice)}</div>
          <div className="v2-right v2-hide-narrow">{formatCount(s.partCount)} 个</div>
          <div className="v2-right v2-ship">{formatFastestDays(s.minDaysToShip)}</div>
        </div>
      ))}
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 12 }}>
        <Pager
          current={pageNo}
          pageSize={pageSize}
          total={totalCount}
          pageSizeOptions={PAGE_SIZE_OPTIONS}
          showTotal={(t) => `共 ${formatCount(t)} 个系列`}
          onChange={onPage}
        />
      </div>
    </div>
  );
}
