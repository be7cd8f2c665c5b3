import type { OrderStatus } from '@shop/api-clients/order/types';

/** One line to seed: the part is drawn from the catalogue, quantities are fixed here. */
interface DemoLinePlan {
  quantity: number;
  shippedQty: number;
}

interface DemoOrderPlan {
  orderSlipNumber: string;
  /** a DEMO_ACCOUNTS login id */
  loginId: string;
  orderDate: string;
  status: OrderStatus;
  lines: DemoLinePlan[];
}

const shipped = (...qty: number[]) => qty.map((q) => ({ quantity: q, shippedQty: q }));

/**
 * Demo orders: the main account and each sub-user of 苏州精工 place some, the individual customer a couple. Dates
 * and states are fixed so the seed is the same on every machine; only the parts come from the catalogue (drawn
 * with a seeded PRNG, so the same catalogue gives the same lines).
 */
export const DEMO_ORDERS: readonly DemoOrderPlan[] = [
  // 王建国 (main account)
  { orderSlipNumber: 'SO2026010001', loginId: 'jinggong_admin', orderDate: '2026-01-08', status: 'COMPLETED', lines: shipped(20, 10, 4) },
  { orderSlipNumber: 'SO2026020004', loginId: 'jinggong_admin', orderDate: '2026-02-12', status: 'SHIPPED', lines: shipped(50, 8) },
  {
    orderSlipNumber: 'SO2026030009',
    loginId: 'jinggong_admin',
    orderDate: '2026-03-02',
    status: 'CONFIRMED',
    lines: [
      { quantity: 30, shippedQty: 0 },
      { quantity: 6, shippedQty: 0 },
    ],
  },
  // 李娜 (buyer, ORDER_HISTORY)
  {
    orderSlipNumber: 'SO2026010002',
    loginId: 'jinggong_buyer',
    orderDate: '2026-01-15',
    status: 'COMPLETED',
    lines: shipped(100, 40, 12, 2),
  },
  {
    orderSlipNumber: 'SO2026020005',
    loginId: 'jinggong_buyer',
    orderDate: '2026-02-20',
    status: 'PARTIALLY_SHIPPED',
    lines: [
      { quantity: 200, shippedQty: 120 },
      { quantity: 16, shippedQty: 16 },
      { quantity: 5, shippedQty: 0 },
    ],
  },
  {
    orderSlipNumber: 'SO2026030010',
    loginId: 'jinggong_buyer',
    orderDate: '2026-03-05',
    status: 'CANCELLED',
    lines: [{ quantity: 10, shippedQty: 0 }],
  },
  // 陈晓明 (engineer, no ORDER_HISTORY: sees only these two)
  { orderSlipNumber: 'SO2026010003', loginId: 'jinggong_engineer', orderDate: '2026-01-22', status: 'COMPLETED', lines: shipped(8, 2) },
  { orderSlipNumber: 'SO2026020006', loginId: 'jinggong_engineer', orderDate: '2026-02-26', status: 'SHIPPED', lines: shipped(24, 3, 1) },
  // 张伟 (individual customer)
  { orderSlipNumber: 'SO2026020007', loginId: 'zhangwei', orderDate: '2026-02-03', status: 'COMPLETED', lines: shipped(2, 1) },
  { orderSlipNumber: 'SO2026030008', loginId: 'zhangwei', orderDate: '2026-03-01', status: 'SHIPPED', lines: shipped(5) },
];
