import { Link } from 'react-router';
import type { SeriesSummary } from '@shop/api-clients';
import { formatFromYuan } from '@shop/format';
import { formatCount, formatFastestDays } from '../lib/format';
import { href, withQuery } from '@shop/routes';
import './cards.css';

export const seriesHref = (seriesCode: string, partNumber?: string) =>
  withQuery(href('SeriesDetail', { seriesCode }), { partNumber: partNumber || undefined });

/** A matching series in search results: name, brand, lowest price, fastest shipping, part count. */
export function SeriesCard({ series }: { series: SeriesSummary }) {
  return (
    <Link to={seriesHref(series.seriesCode)} className="v2-card" data-testid="series-card">
      <span className="v2-card-title">{series.seriesName}</span>
      <span className="v2-muted v2-small v2-ellipsis">
        <span className="v2-mono">{series.seriesCode}</span> · {series.brandName} · {series.categoryName}
      </span>
      {series.specSummary && (
        <span className="v2-small v2-ellipsis" title={series.specSummary}>
          {series.specSummary}
        </span>
      )}
      <span className="v2-card-line">
        <span className="v2-price">{formatFromYuan(series.minPrice)}</span>
        <span className="v2-ship v2-small">{formatFastestDays(series.minDaysToShip)}</span>
      </span>
      <span className="v2-muted v2-small">共 {formatCount(series.partCount)} 个型号</span>
    </Link>
  );
}
