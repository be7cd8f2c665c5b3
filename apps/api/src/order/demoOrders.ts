import { DEMO_ADDRESSES, type DemoAddressKey } from '@shop/demo-accounts';
import type { OrderStatus, PaymentMethod } from '@shop/api-clients/order/types';
import type { ShipToSnapshot } from './tables';

/** One line to seed: the part is drawn from the catalogue, quantities are fixed here. */
interface DemoLinePlan {
  quantity: number;
  shippedQty: number;
}

/** An address as the order copied it (the same addresses as the demo address book, user/shipTo/seed.ts). */
type DemoShipTo = DemoAddressKey;

interface DemoOrderPlan {
  orderSlipNumber: string;
  /** a DEMO_ACCOUNTS login id */
  loginId: string;
  orderDate: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  shipTo: DemoShipTo;
  customerOrderNumber?: string;
  lines: DemoLinePlan[];
}

/** The demo addresses (the address book's), as the orders snapshot them. */
export const DEMO_SHIP_TOS: Record<DemoShipTo, ShipToSnapshot> = DEMO_ADDRESSES;

const shipped = (...qty: number[]) => qty.map((q) => ({ quantity: q, shippedQty: q }));
const open = (...qty: number[]) => qty.map((q) => ({ quantity: q, shippedQty: 0 }));

/**
 * Demo orders: the main account and each sub-user of 苏州精工 place some, the individual customer a couple. Dates
 * and states are fixed so the seed is the same on every machine; only the parts come from the catalogue (drawn
 * with a seeded PRNG, so the same catalogue gives the same lines). The company's orders are on the account period
 * (月结) except the one waiting for online payment; the individual customer pays online.
 */
export const DEMO_ORDERS: readonly DemoOrderPlan[] = [
  // 王建国 (main account)
  {
    orderSlipNumber: 'SO2026010001',
    loginId: 'jinggong_admin',
    orderDate: '2026-01-08',
    status: 'COMPLETED',
    paymentMethod: 'ACCOUNT_PERIOD',
    shipTo: 'head',
    customerOrderNumber: 'PO-2026-0008',
    lines: shipped(20, 10, 4),
  },
  {
    orderSlipNumber: 'SO2026020004',
    loginId: 'jinggong_admin',
    orderDate: '2026-02-12',
    status: 'SHIPPED',
    paymentMethod: 'ACCOUNT_PERIOD',
    shipTo: 'kunshan',
    customerOrderNumber: 'PO-2026-0031',
    lines: shipped(50, 8),
  },
  {
    orderSlipNumber: 'SO2026030009',
    loginId: 'jinggong_admin',
    orderDate: '2026-03-02',
    status: 'CONFIRMED',
    paymentMethod: 'ACCOUNT_PERIOD',
    shipTo: 'head',
    lines: open(30, 6),
  },
  {
    orderSlipNumber: 'SO2026030011',
    loginId: 'jinggong_admin',
    orderDate: '2026-03-09',
    status: 'PENDING_PAYMENT',
    paymentMethod: 'ONLINE',
    shipTo: 'head',
    lines: open(12, 2),
  },
  // 李娜 (buyer, ORDER_HISTORY)
  {
    orderSlipNumber: 'SO2026010002',
    loginId: 'jinggong_buyer',
    orderDate: '2026-01-15',
    status: 'COMPLETED',
    paymentMethod: 'ACCOUNT_PERIOD',
    shipTo: 'kunshan',
    customerOrderNumber: 'KS-0115',
    lines: shipped(100, 40, 12, 2),
  },
  {
    orderSlipNumber: 'SO2026020005',
    loginId: 'jinggong_buyer',
    orderDate: '2026-02-20',
    status: 'PARTIALLY_SHIPPED',
    paymentMethod: 'ACCOUNT_PERIOD',
    shipTo: 'wuxi',
    customerOrderNumber: 'WX-0220',
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
    paymentMethod: 'ACCOUNT_PERIOD',
    shipTo: 'wuxi',
    lines: open(10),
  },
  {
    orderSlipNumber: 'SO2026030012',
    loginId: 'jinggong_buyer',
    orderDate: '2026-03-10',
    status: 'PENDING_CONFIRM',
    paymentMethod: 'ACCOUNT_PERIOD',
    shipTo: 'kunshan',
    customerOrderNumber: 'KS-0310',
    lines: open(60, 4, 1),
  },
  // 陈晓明 (engineer, no ORDER_HISTORY: sees only these two)
  {
    orderSlipNumber: 'SO2026010003',
    loginId: 'jinggong_engineer',
    orderDate: '2026-01-22',
    status: 'COMPLETED',
    paymentMethod: 'ACCOUNT_PERIOD',
    shipTo: 'head',
    lines: shipped(8, 2),
  },
  {
    orderSlipNumber: 'SO2026020006',
    loginId: 'jinggong_engineer',
    orderDate: '2026-02-26',
    status: 'SHIPPED',
    paymentMethod: 'ACCOUNT_PERIOD',
    shipTo: 'head',
    lines: shipped(24, 3, 1),
  },
  // 张伟 (individual customer)
  {
    orderSlipNumber: 'SO2026020007',
    loginId: 'zhangwei',
    orderDate: '2026-02-03',
    status: 'COMPLETED',
    paymentMethod: 'ONLINE',
    shipTo: 'flat',
    lines: shipped(2, 1),
  },
  {
    orderSlipNumber: 'SO2026030008',
    loginId: 'zhangwei',
    orderDate: '2026-03-01',
    status: 'SHIPPED',
    paymentMethod: 'ONLINE',
    shipTo: 'flat',
    lines: shipped(5),
  },
];
