import { eq, inArray, or } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { DEMO_COMPANY, demoAccount } from '../../db/seed/demoAccounts';
import type { SeedStep } from '../../db/seed/steps';
import { shipTos } from '../tables';

type DemoShipTo = Omit<typeof shipTos.$inferInsert, 'shipToId' | 'customerCode' | 'ownerUserCode' | 'createdBy'>;

/** The demo company's book: head office (default), the Kunshan plant, the Wuxi warehouse; the oldest first. */
const COMPANY_SHIP_TOS: readonly DemoShipTo[] = [
  {
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
    isDefault: true,
    createdAt: new Date('2025-06-02T01:00:00Z'),
  },
  {
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
    isDefault: false,
    createdAt: new Date('2025-09-15T02:30:00Z'),
  },
  {
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
    isDefault: false,
    createdAt: new Date('2026-01-08T06:00:00Z'),
  },
];

/** 张伟, the individual customer, ships to his flat. */
const INDIVIDUAL_SHIP_TOS: readonly DemoShipTo[] = [
  {
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
    isDefault: true,
    createdAt: new Date('2025-11-20T12:00:00Z'),
  },
];

const INDIVIDUAL_LOGIN = 'zhangwei';

/** The address-book seed step (after the demo accounts it belongs to). */
export const shipToSeedStep: SeedStep = {
  name: 'user-ship-to',
  version: 'ship-to-1',
  async run(tx: Orm) {
    const admin = demoAccount('jinggong_admin');
    const individual = demoAccount(INDIVIDUAL_LOGIN);
    for (const s of COMPANY_SHIP_TOS) {
      await tx.insert(shipTos).values({ ...s, customerCode: DEMO_COMPANY.customerCode, createdBy: admin.userCode, updatedAt: s.createdAt });
    }
    for (const s of INDIVIDUAL_SHIP_TOS) {
      await tx.insert(shipTos).values({ ...s, ownerUserCode: individual.userCode, createdBy: individual.userCode, updatedAt: s.createdAt });
    }
    return { company: COMPANY_SHIP_TOS.length, individual: INDIVIDUAL_SHIP_TOS.length };
  },
  async reset(tx: Orm) {
    await tx
      .delete(shipTos)
      .where(
        or(eq(shipTos.customerCode, DEMO_COMPANY.customerCode), inArray(shipTos.ownerUserCode, [demoAccount(INDIVIDUAL_LOGIN).userCode])),
      );
  },
};
