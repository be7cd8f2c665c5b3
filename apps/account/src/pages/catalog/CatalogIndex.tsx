import { Link } from 'react-router';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { toApiError, useCategorySearchQuery, type CategoryNode } from '@shop/api-clients';
import { formatCount } from '@shop/format';
import { SERVICE_HOTLINE } from '@shop/shared-ui';
import { href } from '@shop/routes';
import '../accountPage.css';
import './catalogIndex.css';

const categoryHref = (code: string) => href('CategoryListing', { category: code });

/**
 * /catalog/catalogIndex (login): the electronic catalogue, one entry per top-level category of the catalogue API
 * with its sub-categories, each leading to its listing. Ordering printed catalogues and selection software (SPEC §7
 * catalog apply) is not in the API yet, so the page says how to get them today.
 */
export default function CatalogIndex() {
  const { data, isLoading, error, refetch } = useCategorySearchQuery();
  const tops = [...(data?.children ?? [])].sort((a, b) => a.sort - b.sort);
  const seriesTotal = tops.reduce((n, c) => n + c.seriesCount, 0);

  return (
    <div className="ap-page ci-page" data-testid="catalog-index">
      <div className="ap-box ci-box">
        <div className="ci-head">
          <h1>电子目录</h1>
          <Link to={href('SearchResult')}>按型号或关键词搜索 &gt;</Link>
        </div>
        <p className="ap-muted" style={{ margin: 0 }}>
          按商品分类浏览全部商品：点击分类查看商品系列、规格参数、价格与交期。
          {tops.length > 0 && `共 ${tops.length} 个大类，${formatCount(seriesTotal)} 个商品系列。`}
        </p>
      </div>

      <div className="ap-box ci-box">
        <div className="ci-head">
          <h2>商品分类</h2>
        </div>
        {isLoading && <Skeleton active paragraph={{ rows: 6 }} />}
        {error && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title="商品分类加载失败"
            description={errorText(error)}
            action={
              <Button size="small" onClick={() => void refetch()}>
                重试
              </Button>
            }
          />
        )}
        {data && tops.length === 0 && <p className="ap-muted">暂无商品分类。</p>}
        {tops.length > 0 && (
          <div className="ci-grid" data-testid="catalog-categories">
            {tops.map((top) => (
              <TopCategory key={top.categoryCode} node={top} />
            ))}
          </div>
        )}
      </div>

      <div className="ap-box ci-box" data-testid="catalog-request">
        <div className="ci-head">
          <h2>纸质目录与选型软件申请</h2>
        </div>
        <p className="ap-muted" style={{ margin: 0 }}>
          在线申请功能将在后续版本开放。如需纸质商品目录或选型软件，请致电客服 <span className="ap-hotline">{SERVICE_HOTLINE}</span>，
          并告知收件地址和所需目录的分类。
        </p>
      </div>
    </div>
  );
}

function TopCategory({ node }: { node: CategoryNode }) {
  const subs = [...(node.children ?? [])].sort((a, b) => a.sort - b.sort);
  return (
    <div className="ci-card" data-testid="catalog-category">
      <div className="ci-card-head">
        <Link to={categoryHref(node.categoryCode)} className="ci-card-title">
          {node.categoryName}
        </Link>
        <span className="ci-count">{formatCount(node.seriesCount)} 个系列</span>
      </div>
      {subs.length > 0 && (
        <div className="ci-subs">
          {subs.map((s) => (
            <Link key={s.categoryCode} to={categoryHref(s.categoryCode)}>
              {s.categoryName}
            </Link>
          ))}
        </div>
      )}
    </div>
  );
}

/** RTK Query's error for an api-clients call carries the server's Chinese message. */
function errorText(error: unknown): string {
  return `${toApiError(error)?.message || '未知错误'}。请稍后重试，如问题持续请联系客服 ${SERVICE_HOTLINE}。`;
}
