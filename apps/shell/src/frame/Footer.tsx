import { Link } from 'react-router';
import { SERVICE_HOTLINE, SITE_NAME } from '@shop/shared-ui';
import { href, plannedHref } from '@shop/routes';

type FooterLink = [label: string, to: string | undefined];
// links to pages still to build (plannedHref: no address yet) are left out, and so is a column left without any
const COLUMNS = (
  [
    {
      title: '新手指南',
      links: [
        ['免费注册', plannedHref('AccountRegister')],
        ['会员登录', href('MemberLogin')],
        ['微信登录', href('WechatLogin')],
        ['找回密码', plannedHref('PasswordResetSelect')],
      ],
    },
    {
      title: '订购与支付',
      links: [
        ['订单查询', href('OrderList')],
        ['报价单查询', href('QuoteList')],
        ['对账单管理', plannedHref('BillingList')],
      ],
    },
    {
      title: '售后服务',
      links: [
        ['我的售后', href('ReturnList')],
        ['发票管理', plannedHref('InvoiceList')],
        ['投诉与建议', plannedHref('Feedback')],
      ],
    },
    {
      title: '合作',
      links: [
        ['供应商合作申请', plannedHref('SupplierApply')],
        ['品牌一览', href('BrandList')],
        ['样本/软件申请', href('CatalogIndex')],
        ['最新资讯', plannedHref('NewAction')],
      ],
    },
  ] satisfies { title: string; links: FooterLink[] }[]
)
  .map((c) => ({ title: c.title, links: c.links.filter((l): l is [string, string] => l[1] !== undefined) }))
  .filter((c) => c.links.length > 0);

/** msm-common footer. */
export function Footer() {
  return (
    <footer className="shop-footer" data-testid="shop-footer">
      <div className="shop-wrap shop-footer-cols">
        {COLUMNS.map((c) => (
          <div key={c.title}>
            <h4>{c.title}</h4>
            {c.links.map(([label, to]) => (
              <Link key={to} to={to}>
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
