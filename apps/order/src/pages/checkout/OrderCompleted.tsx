import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Result from 'antd/es/result';
import { useNavigate, useSearchParams } from 'react-router';
import { useOrderSlipDetailQuery } from '@shop/api-clients/order/api';
import type { OrderSlipDetail } from '@shop/api-clients/order/types';
import { formatYuan } from '@shop/format';
import { href } from '@shop/routes';
import { useSession } from '@shop/session';
import { loadGate } from '../../components/PageState';
import { OrderStatusTag } from '../../components/StatusTag';

/** What happens next, by the state the order was placed in (docs/buying.md, Order lifecycle). */
function nextStep(order: OrderSlipDetail): string {
  switch (order.status) {
    case 'PENDING_PAYMENT':
      return '订单待付款：货款到账后订单转为备货中，并按预计发货日发货；付款前您可以在订单详情中取消订单。';
    case 'PENDING_CONFIRM':
      return '订单待确认：本店确认库存和交期后订单转为备货中，货款计入贵公司月结对账单，无需现在付款。确认结果可在订单详情查看。';
    case 'CANCELLED':
      return '该订单已取消。';
    default:
      return '订单已确认，正在备货，发货后可在订单详情查看物流信息。';
  }
}

/** /order/completed?orderSlipNumber=: the end of checkout (SPEC §4 flow pages): number, amount, payment, next step. */
export default function OrderCompleted() {
  const navigate = useNavigate();
  const { isLoggedIn } = useSession();
  const [params] = useSearchParams();
  const orderSlipNumber = params.get('orderSlipNumber')?.trim() ?? '';
  const detail = useOrderSlipDetailQuery({ orderSlipNumber }, { skip: !isLoggedIn || !orderSlipNumber });

  if (!orderSlipNumber) {
    return (
      <Card>
        <Result
          status="warning"
          title="缺少订单号"
          extra={
            <Button type="primary" onClick={() => navigate(href('OrderList'))}>
              查看我的订单
            </Button>
          }
        />
      </Card>
    );
  }
  const gate = loadGate(detail, isLoggedIn, 'order');
  if (gate || !detail.data) return <Card>{gate}</Card>;
  const order = detail.data;
  return (
    <Card data-testid="order-completed">
      <Result
        status="success"
        title="订单提交成功"
        subTitle={
          <>
            订单号 <strong data-testid="order-number">{order.orderSlipNumber}</strong>
          </>
        }
        extra={
          <>
            <Button type="primary" onClick={() => navigate(href('OrderDetail', { orderSlipNumber: order.orderSlipNumber }))}>
              查看订单详情
            </Button>
            <Button onClick={() => navigate(href('OrderList'))}>返回订单查询</Button>
          </>
        }
      >
        <Descriptions
          size="small"
          column={2}
          bordered
          styles={{ label: { whiteSpace: 'nowrap' } }}
          items={[
            { key: 'amount', label: '订单金额（含税）', children: <span data-testid="order-amount">{formatYuan(order.totalAmount)}</span> },
            { key: 'payment', label: '付款方式', children: order.paymentMethodDisp },
            { key: 'status', label: '订单状态', children: <OrderStatusTag status={order.status} /> },
            {
              key: 'lines',
              label: '商品',
              children: `${order.lineList.length} 种，共 ${order.lineList.reduce((n, l) => n + l.quantity, 0)} 件`,
            },
            { key: 'next', label: '下一步', span: 'filled', children: <span data-testid="next-step">{nextStep(order)}</span> },
          ]}
        />
      </Result>
    </Card>
  );
}
