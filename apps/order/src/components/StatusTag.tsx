import Tag from 'antd/es/tag';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@shop/api-clients/order/types';
import { QUOTE_STATUS_LABELS, type QuoteStatus } from '@shop/api-clients/quote/types';

// colours say what the buyer has to do: gold = waiting on someone, blue = moving, green = done, grey = over
const ORDER_COLORS: Record<OrderStatus, string> = {
  PENDING_CONFIRM: 'gold',
  PENDING_PAYMENT: 'orange',
  CONFIRMED: 'blue',
  PARTIALLY_SHIPPED: 'cyan',
  SHIPPED: 'geekblue',
  COMPLETED: 'green',
  CANCELLED: 'default',
};

const QUOTE_COLORS: Record<QuoteStatus, string> = {
  REQUESTED: 'gold',
  ANSWERED: 'blue',
  ORDERED: 'green',
  EXPIRED: 'default',
};

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return (
    <Tag color={ORDER_COLORS[status]} data-status={status}>
      {ORDER_STATUS_LABELS[status]}
    </Tag>
  );
}

export function QuoteStatusTag({ status }: { status: QuoteStatus }) {
  return (
    <Tag color={QUOTE_COLORS[status]} data-status={status}>
      {QUOTE_STATUS_LABELS[status]}
    </Tag>
  );
}
