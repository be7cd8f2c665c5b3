import { useMemo, useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import { Link } from 'react-router';
import { useShipToSearchQuery } from '@shop/api-clients/shipTo/api';
import type { ShipTo } from '@shop/api-clients/shipTo/types';
import { href } from '@shop/routes';
import { useSession } from '@shop/session';
import { errorText } from '@shop/shared-ui';
import { SignInNotice } from '../../components/PageState';
import { fullAddress } from './addressText';
import { ShippingLabel } from './ShippingLabel';

/** The address shown when the book is empty: a made-up receiver, said to be one. */
export const SAMPLE_SHIP_TO: ShipTo = {
  shipToId: 1,
  receiverName: '李明',
  companyName: '示例精密机械有限公司',
  department: '采购部',
  zipCode: '201206',
  province: '上海市',
  city: '上海市',
  district: '浦东新区',
  address: '金桥路 1399 号 2 号楼 1 楼收货处',
  tel: '021-5899-1234',
  mobile: '13800138000',
  isDefault: true,
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const SAMPLE_ORDER = 'SO2026000123';

/**
 * /order/ship-to/demo: a read-only sample of how an address prints on the shipping label, so a buyer can check that
 * the receiver, phone and zip code will reach the right desk. Shows the default address (or the one chosen), or a
 * sample when the book is empty.
 */
export default function ShipToDemo() {
  const { isLoggedIn } = useSession();
  const book = useShipToSearchQuery({ pageNo: 1, pageSize: 100 }, { skip: !isLoggedIn, refetchOnMountOrArgChange: true });
  const [chosen, setChosen] = useState<number | null>(null);
  const list = useMemo(() => book.data?.shipToList ?? [], [book.data]);
  const shown = list.find((s) => s.shipToId === chosen) ?? list[0] ?? null;

  if (!isLoggedIn) return <SignInNotice />;

  return (
    <Card
      title="收货地址打印示例"
      size="small"
      data-testid="ship-to-demo"
      extra={
        <Space size={16}>
          <Link to={href('ShipToList')}>返回收货地址管理</Link>
          <Button onClick={() => window.print()}>打印</Button>
        </Space>
      }
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        {book.error ? <Alert type="error" showIcon title={errorText(book.error, '收货地址加载失败，下面是示例面单')} /> : null}
        {book.data && !shown ? (
          <Alert
            type="info"
            showIcon
            title="您还没有收货地址，下面是示例面单。新增地址后，这里显示您的默认地址。"
            data-testid="ship-to-sample-note"
          />
        ) : null}
        {list.length > 1 ? (
          <Space>
            <span>查看地址</span>
            <Select<number>
              aria-label="查看地址"
              style={{ width: 420 }}
              value={shown?.shipToId}
              onChange={setChosen}
              options={list.map((s) => ({
                value: s.shipToId,
                label: `${s.isDefault ? '【默认】' : ''}${s.receiverName} ${fullAddress(s)}`,
              }))}
            />
          </Space>
        ) : null}
        <div style={{ display: 'flex', gap: 32, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          {book.data || book.error ? <ShippingLabel shipTo={shown ?? SAMPLE_SHIP_TO} orderSlipNumber={SAMPLE_ORDER} /> : null}
          <div style={{ maxWidth: 360, color: 'rgba(0,0,0,0.65)', fontSize: 13, lineHeight: 1.8 }}>
            <div style={{ fontWeight: 600, color: 'rgba(0,0,0,0.88)', marginBottom: 4 }}>面单上的地址信息</div>
            <ul style={{ paddingLeft: 18, margin: 0 }}>
              <li>收件人、公司和部门按地址簿原样打印，请写明收货处或楼层，便于快递员送达。</li>
              <li>手机号中间四位隐藏打印；没有手机号时打印固定电话。</li>
              <li>邮政编码逐位打印在方格中，供分拣中心识别。</li>
              <li>运单号和条码在发货时由承运商生成，此处为示例。</li>
            </ul>
          </div>
        </div>
      </Space>
    </Card>
  );
}
