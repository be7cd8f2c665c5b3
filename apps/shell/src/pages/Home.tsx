import { Link } from 'react-router';
import { useBrandSearchQuery, useCategorySearchQuery } from '@shop/api-clients';
import { href, plannedHref } from '@shop/routes';
import { CategoryRows, categoryHref } from '../frame/CategoryRows';
import './home.css';

/**
 * Home: the category tree as a dense directory, featured brands, and the sale channels. Plain markup, no antd Card,
 * Skeleton or Alert: `/` is the page most first visits start on, and each of those would add its code to the start.
 */
// the sale channels whose pages are still to build (限量折扣, 清仓特价) show once they exist
const CHANNELS = [
  { to: plannedHref('Discounts'), label: '限量折扣' },
  { to: plannedHref('Outlets'), label: '清仓特价' },
  { to: href('SearchResult'), label: '全部商品' },
  { to: href('BrandList'), label: '品牌一览' },
].filter((c): c is { to: string; label: string } => c.to !== undefined);

export function Home() {
  const { data, isLoading, error } = useCategorySearchQuery();
  const { data: brands } = useBrandSearchQuery();
  return (
    <div className="home" data-testid="home">
      <div className="home-banner">
        <div>
          <h1>工业零部件一站式采购</h1>
          <p>数十万型号在线选型 · 阶梯价格实时可见 · 标准品最快当日发货 · CAD 免费下载</p>
        </div>
        <div className="home-channels">
          {CHANNELS.map((c) => (
            <Link key={c.to} to={c.to}>
              {c.label}
            </Link>
          ))}
        </div>
      </div>
      {error && (
        <div className="home-error" role="alert">
          商品分类加载失败，请稍后刷新重试
        </div>
      )}
      {isLoading && <div className="home-loading" aria-busy="true" aria-label="商品分类加载中" />}
      <div className="home-categories">
        {(data?.children ?? []).map((top) => (
          <section key={top.categoryCode} className="home-box">
            <h2 className="home-box-title">
              <Link to={categoryHref(top)}>{top.categoryName}</Link>
            </h2>
            <CategoryRows mids={top.children ?? []} prefix="home-cat" />
          </section>
        ))}
      </div>
      {/* below the categories: shown only once they are in, so brands answered first are not pushed down by them */}
      {!isLoading && brands && brands.length > 0 && (
        <section className="home-box home-brands">
          <h2 className="home-box-title">热门品牌</h2>
          {brands.slice(0, 24).map((b) => (
            <Link key={b.brandCode} to={href('MakerListing', { maker: b.brandCode })} className="home-brand">
              {b.brandName}
            </Link>
          ))}
        </section>
      )}
    </div>
  );
}
