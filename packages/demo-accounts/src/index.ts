/**
 * The demo company and customers of SPEC §6: one source of truth for the API's seed (apps/api registers a seed step
 * that stores these accounts, hashing the passwords) and for the web tests' sign-in helpers (@shop/test-support).
 * Data only, no dependencies. Log in with these on a freshly seeded database.
 */

/** SPEC §6 permission codes; '7' in a user's permission list grants CAD download. */
export const PERMISSION_CODES = ['ORDER', 'QUOTE', 'QUOTE_HISTORY', 'ORDER_HISTORY', 'PRICE_CHECK', 'USER_MANAGE', 'CART', '7'] as const;
export type PermissionCode = (typeof PERMISSION_CODES)[number];
export const CAD_PERMISSION: PermissionCode = '7';

export interface DemoCompany {
  customerCode: string;
  customerName: string;
  /** '1' company customer, '2' individual (no company) */
  customerType: '1' | '2';
  settlementType: string;
  settlementTypeDisp: string;
  taxNo: string;
  address: string;
  zipCode: string;
  tel: string;
  /** SPEC §3 customer info flags */
  shipToManageFlag: '0' | '1';
  shipToChangeFlag: '0' | '1';
  orderCancelDisplayFlag: '0' | '1';
}

export interface DemoAccount {
  loginId: string;
  /** plain text here only; store a hash */
  password: string;
  userCode: string;
  userName: string;
  email: string;
  cellularPhone: string;
  /** main account of a company, a sub-user of it, or an individual customer without a company */
  role: 'main' | 'sub' | 'individual';
  /** null: no company yet (is nudged to complete company information before ordering or quoting) */
  customerCode: string | null;
  permissionList: PermissionCode[];
}

export const DEMO_COMPANY: DemoCompany = {
  customerCode: 'C0012345',
  customerName: '苏州精工自动化设备有限公司',
  customerType: '1',
  settlementType: '2',
  settlementTypeDisp: '月结',
  taxNo: '91320594MA1WXYZ12K',
  address: '江苏省苏州市工业园区星湖街 328 号 12 幢',
  zipCode: '215123',
  tel: '0512-6288-7788',
  shipToManageFlag: '1',
  shipToChangeFlag: '1',
  orderCancelDisplayFlag: '1',
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    loginId: 'jinggong_admin',
    password: 'Gongpin@2024',
    userCode: 'U0012345001',
    userName: '王建国',
    email: 'wang.jianguo@jinggong-auto.example.cn',
    cellularPhone: '13912345678',
    role: 'main',
    customerCode: DEMO_COMPANY.customerCode,
    permissionList: [...PERMISSION_CODES],
  },
  {
    loginId: 'jinggong_buyer',
    password: 'Gongpin@2024',
    userCode: 'U0012345002',
    userName: '李娜',
    email: 'li.na@jinggong-auto.example.cn',
    cellularPhone: '13812345678',
    role: 'sub',
    customerCode: DEMO_COMPANY.customerCode,
    // purchasing: orders and quotes, no staff management
    permissionList: ['ORDER', 'QUOTE', 'QUOTE_HISTORY', 'ORDER_HISTORY', 'PRICE_CHECK', 'CART'],
  },
  {
    loginId: 'jinggong_engineer',
    password: 'Gongpin@2024',
    userCode: 'U0012345003',
    userName: '陈晓明',
    email: 'chen.xiaoming@jinggong-auto.example.cn',
    cellularPhone: '13712345678',
    role: 'sub',
    customerCode: DEMO_COMPANY.customerCode,
    // design engineer: prices, quotes and CAD, may not place orders
    permissionList: ['QUOTE', 'QUOTE_HISTORY', 'PRICE_CHECK', 'CART', '7'],
  },
  {
    loginId: 'zhangwei',
    password: 'Gongpin@2024',
    userCode: 'U0098765001',
    userName: '张伟',
    email: 'zhangwei@example.cn',
    cellularPhone: '13612345678',
    role: 'individual',
    customerCode: null,
    permissionList: ['PRICE_CHECK', 'CART', '7'],
  },
];

/** The login ids of the demo customers, by role. */
export const DEMO_LOGIN_IDS = {
  main: 'jinggong_admin',
  buyer: 'jinggong_buyer',
  engineer: 'jinggong_engineer',
  individual: 'zhangwei',
} as const;
export type DemoLoginId = (typeof DEMO_LOGIN_IDS)[keyof typeof DEMO_LOGIN_IDS];

/** The demo account with this login id (throws for any other: a typo in a test should not sign in as nobody). */
export function demoAccount(loginId: DemoLoginId): DemoAccount {
  const account = DEMO_ACCOUNTS.find((a) => a.loginId === loginId);
  if (!account) throw new Error(`no demo account ${loginId}`);
  return account;
}
// listed by name: the API runs this package through tsx as CommonJS, where a star re-export is not seen
export { DEMO_ADDRESSES, type DemoAddress, type DemoAddressKey } from './addresses';
