import { Link } from 'react-router';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Row from 'antd/es/row';

const GROUPS: { title: string; links: [string, string][] }[] = [
  { title: '订单与报价', links: [['订单查询', '/order/list'], ['报价单查询', '/order/quote/list'], ['对账单管理', '/order/billing/list'], ['我的发票', '/order/user/invoice/list']] },
  { title: '商品', links: [['我的收藏', '/my/parts'], ['浏览历史', '/my/series_history'], ['CAD 下载记录', '/my/cad_history'], ['待评价商品', '/my/unreview']] },
  { title: '优惠与积分', links: [['我的优惠券', '/my/coupon'], ['领券中心', '/my/coupon/centre'], ['企业积分授权', '/my/company/pointAccredit']] },
  { title: '账户设置', links: [['个人信息', '/my/user/manage'], ['修改密码', '/my/user/password/edit'], ['绑定手机', '/my/user/phoneNumber/regist'], ['通知设置', '/my/user/notificationSetting']] },
  { title: '企业管理', links: [['企业信息', '/my/company/manage'], ['员工与权限', '/my/user/userManage'], ['开票信息', '/my/user/invoice/manage'], ['收货地址', '/order/ship-to/list']] },
  { title: '服务', links: [['消息中心', '/my/notification_list'], ['我的售后', '/return/list'], ['投诉与建议', '/my/feedback']] },
];

/** /my: the personal centre's entry, every function one click away. */
export default function MyHome() {
  return (
    <div data-testid="my-home">
      <h2 style={{ margin: '4px 0 12px' }}>个人中心</h2>
      <Row gutter={[12, 12]}>
        {GROUPS.map((g) => (
          <Col span={8} key={g.title}>
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
