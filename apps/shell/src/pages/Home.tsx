import { Link } from 'react-router';
import Card from 'antd/es/card';
import Skeleton from 'antd/es/skeleton';
import Alert from 'antd/es/alert';
import { useBrandSearchQuery, useCategorySearchQuery } from '@shop/api-clients';
import './home.css';

/** Home: the category tree as a dense directory, featured brands, and the sale channels. */
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
          <Link to="/discounts">限量折扣</Link>
          <Link to="/outlets">清仓特价</Link>
          <Link to="/maker">品牌一览</Link>
        </div>
      </div>
      {error && <Alert type="error" showIcon message="商品分类加载失败，请稍后刷新重试" />}
      {isLoading && <Skeleton active paragraph={{ rows: 8 }} />}
      <div className="home-categories">
        {(data?.children ?? []).map((top) => (
          <Card key={top.categoryCode} size="small" title={<Link to={`/vona2/${top.categoryCode}`}>{top.categoryName}</Link>}>
            {(top.children ?? []).map((mid) => (
              <div key={mid.categoryCode} className="home-cat-row">
                <Link className="home-cat-mid" to={`/vona2/${mid.categoryCode}`}>
                  {mid.categoryName}
                </Link>
                <span className="home-cat-leaves">
                  {(mid.children ?? []).map((leaf) => (
                    <Link key={leaf.categoryCode} to={`/vona2/${leaf.categoryCode}`}>
                      {leaf.categoryName}
                    </Link>
                  ))}
                </span>
              </div>
            ))}
          </Card>
        ))}
      </div>
      {brands && brands.length > 0 && (
        <Card size="small" title="热门品牌" className="home-brands">
          {brands.slice(0, 24).map((b) => (
            <Link key={b.brandCode} to={`/vona2/maker/${b.brandCode}`} className="home-brand">
              {b.brandName}
            </Link>
          ))}
        </Card>
      )}
    </div>
  );
}
