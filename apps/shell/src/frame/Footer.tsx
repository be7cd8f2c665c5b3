import { Link } from 'react-router';
import { SERVICE_HOTLINE, SITE_NAME } from '@shop/shared-ui';

const COLUMNS = [
  { title: '新手指南', links: [['免费注册', '/account/regist'], ['会员登录', '/mydesk2/s/login'], ['找回密码', '/password/reset/select']] },
  { title: '订购与支付', links: [['订单查询', '/order/list'], ['报价单查询', '/order/quote/list'], ['对账单管理', '/order/billing/list']] },
  { title: '售后服务', links: [['我的售后', '/return/list'], ['发票管理', '/order/user/invoice/list'], ['投诉与建议', '/my/feedback']] },
  { title: '合作', links: [['供应商合作申请', '/supplier/apply'], ['品牌一览', '/maker'], ['最新资讯', '/newaction']] },
];

/** msm-common footer. */
export function Footer() {
  return (
    <footer className="shop-footer" data-testid="shop-footer">
      <div className="shop-wrap shop-footer-cols">
        {COLUMNS.map((c) => (
          <div key={c.title}>
            <h4>{c.title}</h4>
            {c.links.map(([label, to]) => (
              <Link key={to} to={to!}>
                {label}
              </Link>
            ))}
          </div>
        ))}
        <div>
          <h4>客户服务</h4>
          <p>{`客服热线 ${SERVICE_HOTLINE}`}</p>
          <p>工作日 8:30–17:30</p>
        </div>
      </div>
      <div className="shop-copyright">© 2026 {SITE_NAME} 版权所有 · 工业零部件在线采购平台</div>
    </footer>
  );
}
