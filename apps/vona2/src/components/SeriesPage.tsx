import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useSeriesDetailQuery, type SeriesDetail } from '@shop/api-clients';
import { usePageTitle } from '@shop/shared-ui';
import { isNotFound } from '../lib/queryError';
import { NotFoundBlock } from './NotFoundBlock';
import { Skeleton } from './plain/Skeleton';
import { QueryErrorAlert } from './QueryErrorAlert';
import { keywordHref } from '../lib/keywordHref';
import './catalogue.css';

interface Props {
  testId: string;
  /** what a failed load is called in the retry notice, e.g. 商品详情 */
  what: string;
  /** the page title once the series is known (default: its name) */
  title?: (series: SeriesDetail) => string;
  /** the second sentence of the not-found notice */
  notFoundHint: string;
  skeletonRows: number;
  /** another call the page shows at once is still on its way: the skeleton stays until it has answered too */
  pending?: boolean;
  children: (series: SeriesDetail) => ReactNode;
}

/**
 * A page about the series of the route's :seriesCode: loads it, titles the page, and shows the catalogue's skeleton,
 * retry notice or not-found notice (with a search for the code) until `children` can render the series.
 */
export function SeriesPage({ testId, what, title, notFoundHint, skeletonRows, pending = false, children }: Props) {
  const { seriesCode = '' } = useParams();
  // currentData: after a move to another series the skeleton stands in until it answers (the old one's page, replaced
  // in place, would shift everything below its header)
  const { currentData: data, error, refetch } = useSeriesDetailQuery({ seriesCode }, { skip: !seriesCode });
  const shown = data && !pending ? data : undefined;
  usePageTitle(isNotFound(error) ? '未找到商品系列' : data ? (title ? title(data) : data.seriesName) : undefined);

  if (isNotFound(error) || !seriesCode) {
    return (
      <div className="v2-page">
        <NotFoundBlock
          title="未找到该商品系列"
          detail={`系列代码「${seriesCode}」不存在或已停止销售${notFoundHint}`}
          back={{ to: keywordHref(seriesCode || '轴'), label: `搜索“${seriesCode}”` }}
        />
      </div>
    );
  }
  return (
    <div className="v2-page" data-testid={testId}>
      {!shown && !error && <Skeleton rows={skeletonRows} />}
      {error && <QueryErrorAlert what={what} error={error} onRetry={refetch} />}
      {shown && children(shown)}
    </div>
  );
}
