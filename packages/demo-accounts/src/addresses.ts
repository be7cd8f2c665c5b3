/**
 * The demo customers' addresses: the company's book (head office, the Kunshan plant, the Wuxi warehouse) and 张伟's
 * flat. One source for the address-book seed and for the ship-to snapshots of the demo orders, so an order shows the
 * address the book holds.
 */
export interface DemoAddress {
  receiverName: string;
  companyName: string;
  department: string;
  zipCode: string;
  province: string;
  city: string;
  district: string;
  address: string;
  tel: string;
  mobile: string;
}

export type DemoAddressKey = 'head' | 'kunshan' | 'wuxi' | 'flat';

export const DEMO_ADDRESSES: Record<DemoAddressKey, DemoAddress> = {
  head: {
    receiverName: '王建国',
    companyName: '苏州精工自动化设备有限公司',
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
