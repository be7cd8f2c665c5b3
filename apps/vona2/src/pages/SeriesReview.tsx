import { Link } from 'react-router';
import type { SeriesDetail } from '@shop/api-clients';
import { CatalogueBreadcrumb } from '../components/CatalogueBreadcrumb';
import { Empty } from '../components/plain/Empty';
import { SeriesPage } from '../components/SeriesPage';
import { href } from '@shop/routes';

export const NO_REVIEWS = '该商品暂无评价';

/**
 * /vona2/review/:seriesCode (login): the reviews of one series. The review service (SPEC §7 /Review/) is not part of
 * this shop yet, so the page names the series and says that nobody has reviewed it, with the way back to buying it.
 */
export default function SeriesReview() {
  return (
    <SeriesPage
      testId="series-review"
      what="商品信息"
      title={(series) => `${series.seriesName} 的商品评价`}
      notFoundHint="，无法查看评价。"
      skeletonRows={6}
    >
      {(series) => <Reviews series={series} />}
    </SeriesPage>
  );
}

function Reviews({ series }: { series: SeriesDetail }) {
  const detailHref = href('SeriesDetail', { seriesCode: series.seriesCode });
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
          description={
            <>
              <div style={{ fontSize: 14, color: '#1f2329' }}>{NO_REVIEWS}</div>
              <div className="v2-muted v2-small" style={{ marginTop: 4 }}>
                购买并收货后，可在 <Link to={href('MyHome')}>个人中心</Link> 的“待评价商品”中发表评价，帮助其他采购人员选型。
              </div>
            </>
          }
        />
      </div>
    </>
  );
}
