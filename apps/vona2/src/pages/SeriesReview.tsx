import { Link, useParams } from 'react-router';
import Empty from 'antd/es/empty';
import Skeleton from 'antd/es/skeleton';
import { useSeriesDetailQuery, type SeriesDetail } from '@shop/api-clients';
import { CatalogueBreadcrumb } from '../components/CatalogueBreadcrumb';
import { CatalogueStyles } from '../components/CatalogueStyles';
import { NotFoundBlock } from '../components/NotFoundBlock';
import { QueryErrorAlert } from '../components/QueryErrorAlert';
import { keywordHref } from '../components/SearchTips';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { isNotFound } from '../lib/queryError';

export const NO_REVIEWS = '该商品暂无评价';

/**
 * /vona2/review/:seriesCode (login): the reviews of one series. The review service (SPEC §7 /Review/) is not part of
 * this shop yet, so the page names the series and says that nobody has reviewed it, with the way back to buying it.
 */
export default function SeriesReview() {
  const { seriesCode = '' } = useParams();
  const { data, error, isLoading, refetch } = useSeriesDetailQuery({ seriesCode }, { skip: !seriesCode });
  useDocumentTitle(isNotFound(error) ? '未找到商品系列' : data ? `${data.seriesName} 的商品评价` : undefined);

  if (isNotFound(error) || !seriesCode) {
    return (
      <div className="v2-page">
        <CatalogueStyles />
        <NotFoundBlock
          title="未找到该商品系列"
          detail={`系列代码「${seriesCode}」不存在或已停止销售，无法查看评价。`}
          back={{ to: keywordHref(seriesCode || '轴'), label: `搜索“${seriesCode}”` }}
        />
      </div>
    );
  }
  return (
    <div className="v2-page" data-testid="series-review">
      <CatalogueStyles />
      {isLoading && <Skeleton active paragraph={{ rows: 6 }} />}
      {error && <QueryErrorAlert what="商品信息" error={error} onRetry={refetch} />}
      {data && <Reviews series={data} />}
    </div>
  );
}

function Reviews({ series }: { series: SeriesDetail }) {
  const detailHref = `/vona2/detail/${encodeURIComponent(series.seriesCode)}`;
  return (
    <>
      <CatalogueBreadcrumb categories={series.breadcrumbs} current={`${series.seriesName} 的商品评价`} />
      <div className="v2-section">
        <div className="v2-section-head">
          <h1>商品评价</h1>
          <Link to={detailHref}>返回商品详情 &gt;</Link>
        </div>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 24px' }}>
          <span>
            <span className="v2-muted">商品系列 </span>
            <Link to={detailHref} data-testid="review-series-name" style={{ fontWeight: 600 }}>
              {series.seriesName}
            </Link>
          </span>
          <span>
            <span className="v2-muted">系列代码 </span>
            <span className="v2-mono">{series.seriesCode}</span>
          </span>
          <span>
            <span className="v2-muted">品牌 </span>
            {series.brandName}
          </span>
          <span>
            <span className="v2-muted">综合评分 </span>暂无评分
          </span>
          <span>
            <span className="v2-muted">评价数 </span>0 条
          </span>
        </div>
      </div>
      <div className="v2-section" data-testid="review-list">
        <div className="v2-section-head">
          <h2>全部评价</h2>
        </div>
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              <div style={{ fontSize: 14, color: '#1f2329' }}>{NO_REVIEWS}</div>
              <div className="v2-muted v2-small" style={{ marginTop: 4 }}>
                购买并收货后，可在 <Link to="/my">个人中心</Link> 的“待评价商品”中发表评价，帮助其他采购人员选型。
              </div>
            </>
          }
        />
      </div>
    </>
  );
}
