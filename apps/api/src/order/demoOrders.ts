import type { OrderStatus, PaymentMethod } from '@shop/api-clients/order/types';
import { DEMO_COMPANY } from '../db/seed/demoAccounts';
import type { ShipToSnapshot } from './tables';

/** One line to seed: the part is drawn from the catalogue, quantities are fixed here. */
interface DemoLinePlan {
  quantity: number;
  shippedQty: number;
}

/** An address as the order copied it (the same addresses as the demo address book, user/shipTo/seed.ts). */
type DemoShipTo = 'head' | 'kunshan' | 'wuxi' | 'flat';

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

export const DEMO_SHIP_TOS: Record<DemoShipTo, ShipToSnapshot> = {
  head: {
    receiverName: '王建国',
    companyName: DEMO_COMPANY.customerName,
    department: '采购部',
    zipCode: '215123',
    province: '江苏省',
    city: '苏州市',
    district: '苏州工业园区',
    address: '星湖街 328 号 12 幢 1 楼收货处',
    tel: '0512-6288-7788',
    mobile: '13912345678',
  },
  kunshan: {
    receiverName: '赵磊',
    companyName: '苏州精工自动化设备有限公司昆山工厂',
    department: '生产部',
    zipCode: '215300',
    province: '江苏省',
    city: '苏州市',
    district: '昆山市',
    address: '昆山开发区前进东路 88 号 3 号厂房',
    tel: '0512-5766-3210',
    mobile: '13862145508',
  },
  wuxi: {
    receiverName: '孙莉',
    companyName: '苏州精工自动化设备有限公司无锡仓库',
    department: '仓储物流部',
    zipCode: '214028',
    province: '江苏省',
    city: '无锡市',
    district: '新吴区',
    address: '长江路 21 号 B 区 5 号库',
    tel: '',
    mobile: '13771098842',
  },
  flat: {
    receiverName: '张伟',
    companyName: '',
    department: '',
    zipCode: '200120',
    province: '上海市',
    city: '上海市',
    district: '浦东新区',
    address: '张杨路 1500 弄 6 号 1202 室',
    tel: '',
    mobile: '13612345678',
  },
};

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
