import { Link } from 'react-router';
import { SERVICE_HOTLINE, SITE_NAME } from '@shop/shared-ui';
import { href, plannedHref } from '@shop/routes';
import { CategoryMenu } from './CategoryMenu';
import { SearchBox } from './SearchBox';
import { HeaderAccount } from '../session/HeaderAccount';

// a channel whose page is still to build has no address and is not shown until it has one
const NAV = [
  { to: plannedHref('Discounts'), label: '限量折扣' },
  { to: plannedHref('Outlets'), label: '清仓特价' },
  { to: href('BrandList'), label: '品牌一览' },
  { to: plannedHref('NewAction'), label: '最新资讯' },
  { to: href('CatalogIndex'), label: '样本/软件申请' },
].filter((n): n is { to: string; label: string } => n.to !== undefined);

/** msm-common header: utility bar, logo with search, and the channel navigation. */
export function Header() {
  return (
    <header className="shop-header" data-testid="shop-header">
      <div className="shop-topbar">
        <div className="shop-wrap">
          <span>欢迎来到{SITE_NAME}，工业零部件一站式采购</span>
          <nav className="shop-toplinks">
            <HeaderAccount />
            <Link to={href('OrderList')}>我的订单</Link>
            <Link to={href('QuoteList')}>报价单</Link>
          </nav>
        </div>
      </div>
      <div className="shop-wrap shop-headbar">
        <Link to={href('Home')} className="shop-logo" aria-label={SITE_NAME}>
          <span className="shop-logo-mark">铭工</span>
          <span className="shop-logo-text">{SITE_NAME}</span>
        </Link>
        <SearchBox />
        <div className="shop-hotline">
          <div>客服热线</div>
          <strong>{SERVICE_HOTLINE}</strong>
        </div>
      </div>
      <nav className="shop-nav">
        <div className="shop-wrap">
          <CategoryMenu />
          {NAV.map((n) => (
            <Link key={n.to} to={n.to}>
              {n.label}
            </Link>
          ))}
        </div>
      </nav>
    </header>
  );
}
