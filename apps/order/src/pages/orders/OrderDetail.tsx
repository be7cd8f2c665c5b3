import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Row from 'antd/es/row';
import Space from 'antd/es/space';
import Tooltip from 'antd/es/tooltip';
import { useNavigate, useParams } from 'react-router';
import { useOrderSlipDetailQuery } from '@shop/api-clients/order/api';
import { CANCELLABLE_STATUSES } from '@shop/api-clients/order/types';
import { href } from '@shop/routes';
import { usePermission, useSession } from '@shop/session';
import { AmountSummary } from '../../components/AmountSummary';
import { loadGate } from '../../components/PageState';
import { PdfButton } from '../../components/PdfButton';
import { OrderLines, OrderShipments, OrderSummary, StatusHistory } from '../../components/orders/OrderFacts';
import { useOrderActions } from '../../components/orders/useOrderActions';

/**
 * /order/detail/:orderSlipNumber: one order the caller may see (403 for a colleague's without ORDER_HISTORY, 404 for
 * another company's or none): facts, lines with ship dates, shipments, status history, totals; PDF, 再次购买, 取消.
 */
export default function OrderDetail() {
  const { orderSlipNumber = '' } = useParams();
  const navigate = useNavigate();
  const { isLoggedIn } = useSession();
  const canCart = usePermission('CART');
  const { askCancel, reorderIntoCart, reordering } = useOrderActions();
  const detail = useOrderSlipDetailQuery({ orderSlipNumber }, { skip: !isLoggedIn || !orderSlipNumber, refetchOnMountOrArgChange: true });

  const back = (
    <Button type="link" onClick={() => navigate(href('OrderList'))}>
      返回订单查询
    </Button>
  );
  const gate = loadGate(detail, isLoggedIn, 'order');
  if (gate || !detail.data) {
    return (
      <Card title="订单详情" extra={back} data-testid="order-detail">
        {gate}
      </Card>
    );
  }
  const order = detail.data;
  // a cancellable state the caller may not cancel in: say why (no ORDER, or the company does not allow it)
  const cancelHint = !order.cancellable && CANCELLABLE_STATUSES.includes(order.status) ? order.cancelDisabledReason : undefined;
  return (
    <Card
      title={`订单详情 ${order.orderSlipNumber}`}
      size="small"
      data-testid="order-detail"
      extra={
        <Space>
          <PdfButton size="small" slip={{ orderSlipNumber: order.orderSlipNumber }} />
          {canCart ? (
            <Button size="small" loading={reordering} onClick={() => void reorderIntoCart(order.orderSlipNumber)}>
              再次购买
            </Button>
          ) : null}
          {order.cancellable ? (
            <Button size="small" danger onClick={() => void askCancel(order.orderSlipNumber)} data-testid="cancel-order">
              取消订单
            </Button>
          ) : cancelHint ? (
            <Tooltip title={cancelHint}>
              <Button size="small" danger disabled data-testid="cancel-order">
                取消订单
              </Button>
            </Tooltip>
          ) : null}
          {back}
        </Space>
      }
    >
      <OrderSummary order={order} />
      <Card type="inner" size="small" title={`商品明细（${order.lineList.length}）`} style={{ marginTop: 12 }}>
        <OrderLines order={order} />
        <div style={{ display: 'flex', marginTop: 12 }}>
          <AmountSummary
            subtotalAmount={order.subtotalAmount}
            taxAmount={order.taxAmount}
            totalAmount={order.totalAmount}
            totalLabel="订单总额（含税）"
          />
        </div>
      </Card>
      <Row gutter={12} style={{ marginTop: 12 }}>
        <Col span={16}>
          <Card type="inner" size="small" title="发货记录">
            <OrderShipments shipments={order.shipmentList} />
          </Card>
        </Col>
        <Col span={8}>
          <Card type="inner" size="small" title="订单状态记录">
            <StatusHistory history={order.statusHistoryList} />
          </Card>
        </Col>
      </Row>
    </Card>
  );
}
