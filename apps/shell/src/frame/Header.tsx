import { Link } from 'react-router';
import { SERVICE_HOTLINE, SITE_NAME } from '@shop/shared-ui';
import { CategoryMenu } from './CategoryMenu';
import { SearchBox } from './SearchBox';
import { HeaderAccount } from '../session/HeaderAccount';

const NAV = [
  { to: '/discounts', label: '限量折扣' },
  { to: '/outlets', label: '清仓特价' },
  { to: '/maker', label: '品牌一览' },
  { to: '/newaction', label: '最新资讯' },
  { to: '/catalog/catalogIndex', label: '样本/软件申请' },
];

/** msm-common header: utility bar, logo with search, and the channel navigation. */
export function Header() {
  return (
    <header className="shop-header" data-testid="shop-header">
      <div className="shop-topbar">
        <div className="shop-wrap">
          <span>欢迎来到{SITE_NAME}，工业零部件一站式采购</span>
          <nav className="shop-toplinks">
            <HeaderAccount />
            <Link to="/order/list">我的订单</Link>
            <Link to="/order/quote/list">报价单</Link>
          </nav>
        </div>
      </div>
      <div className="shop-wrap shop-headbar">
        <Link to="/" className="shop-logo" aria-label={SITE_NAME}>
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
