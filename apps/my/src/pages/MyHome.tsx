import { Link } from 'react-router';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Row from 'antd/es/row';
import { href, plannedHref } from '@shop/routes';

type EntryLink = [label: string, to: string | undefined];
// Entries whose page is still to build (plannedHref: no address yet) are left out, and so is a group left empty.
const GROUPS = (
  [
    {
      title: '订单与报价',
      links: [
        ['订单查询', href('OrderList')],
        ['报价单查询', href('QuoteList')],
        ['对账单管理', plannedHref('BillingList')],
        ['我的发票', plannedHref('InvoiceList')],
      ],
    },
    {
      title: '商品',
      links: [
        ['我的收藏', plannedHref('FavouriteParts')],
        ['浏览历史', plannedHref('SeriesHistory')],
        ['CAD 下载记录', plannedHref('CadHistory')],
        ['待评价商品', plannedHref('UnreviewedProducts')],
      ],
    },
    {
      title: '优惠与积分',
      links: [
        ['我的优惠券', plannedHref('MyCoupons')],
        ['领券中心', plannedHref('CouponCentre')],
        ['企业积分授权', plannedHref('PointAccredit')],
      ],
    },
    {
      title: '账户设置',
      links: [
        ['个人信息', plannedHref('PersonalInfo')],
        ['修改密码', plannedHref('PasswordEdit')],
        ['绑定手机', plannedHref('PhoneRegister')],
        ['通知设置', plannedHref('NotificationSetting')],
      ],
    },
    {
      title: '企业管理',
      links: [
        ['企业信息', plannedHref('CompanyManage')],
        ['员工与权限', plannedHref('StaffManage')],
        ['开票信息', plannedHref('InvoiceInfoManage')],
        ['收货地址', href('ShipToList')],
      ],
    },
    {
      title: '服务',
      links: [
        ['消息中心', plannedHref('NotificationList')],
        ['我的售后', href('ReturnList')],
        ['投诉与建议', plannedHref('Feedback')],
      ],
    },
  ] satisfies { title: string; links: EntryLink[] }[]
)
  .map((g) => ({ title: g.title, links: g.links.filter((l): l is [string, string] => l[1] !== undefined) }))
  .filter((g) => g.links.length > 0);
/** up to three groups a row; fewer share the row's width instead of leaving a hole */
const GROUP_SPAN = Math.max(8, Math.floor(24 / Math.max(GROUPS.length, 1)));

/** /my: the personal centre's entry, every function one click away. */
export default function MyHome() {
  return (
    <div data-testid="my-home">
      <h2 style={{ margin: '4px 0 12px' }}>个人中心</h2>
      <Row gutter={[12, 12]}>
        {GROUPS.map((g) => (
          <Col span={GROUP_SPAN} key={g.title}>
            <Card size="small" title={g.title}>
              {g.links.map(([label, to]) => (
                <Link key={to} to={to} style={{ display: 'inline-block', width: '50%', lineHeight: '26px' }}>
                  {label}
                </Link>
              ))}
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
