import Alert from 'antd/es/alert';
import Radio from 'antd/es/radio';
import Tag from 'antd/es/tag';
import { Link } from 'react-router';
import type { ShipTo } from '@shop/api-clients/shipTo/types';
import { href } from '@shop/routes';

/** One line of an address as a label prints it: province, city, district, street. */
export function addressLine(a: Pick<ShipTo, 'province' | 'city' | 'district' | 'address'>): string {
  return [a.province, a.city, a.district, a.address].filter(Boolean).join(' ');
}

/** The phone numbers of an address, mobile first (the carrier calls it). */
export function phonesOf(a: Pick<ShipTo, 'tel' | 'mobile'>): string {
  return [a.mobile, a.tel].filter(Boolean).join(' / ');
}

/**
 * The address book as a list of cards to pick the ship-to from; the default comes first (the server sorts it so) and
 * is preselected by the page. Managing the book is on its own page.
 */
export function ShipToPicker({
  list,
  value,
  onChange,
}: {
  list: readonly ShipTo[];
  value?: number;
  onChange?: (shipToId: number) => void;
}) {
  if (list.length === 0) {
    return (
      <Alert
        type="warning"
        showIcon
        title="您还没有收货地址"
        description={
          <>
            请先<Link to={href('ShipToList')}>添加收货地址</Link>，再回到本页提交订单。
          </>
        }
        data-testid="ship-to-empty"
      />
    );
  }
  return (
    <Radio.Group
      value={value}
      onChange={(e) => onChange?.(e.target.value as number)}
      style={{ width: '100%' }}
      data-testid="ship-to-picker"
    >
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))', gap: 8 }}>
        {list.map((a) => (
          <label
            key={a.shipToId}
            data-testid={`ship-to-${a.shipToId}`}
            style={{
              display: 'block',
              border: `1px solid ${value === a.shipToId ? '#0b5cad' : '#d9d9d9'}`,
              background: value === a.shipToId ? '#f0f6ff' : '#fff',
              borderRadius: 4,
              padding: '8px 12px',
              cursor: 'pointer',
            }}
          >
            <Radio value={a.shipToId} aria-label={`${a.receiverName} ${addressLine(a)}`}>
              <strong>{a.receiverName}</strong>
              <span style={{ marginLeft: 8 }}>{phonesOf(a)}</span>
              {a.isDefault ? (
                <Tag color="blue" style={{ marginLeft: 8 }}>
                  默认
                </Tag>
              ) : null}
            </Radio>
            <div style={{ marginLeft: 24, color: 'rgba(0,0,0,0.65)', fontSize: 13 }}>
              {a.companyName ? (
                <div>
                  {a.companyName}
                  {a.department ? ` ${a.department}` : ''}
                </div>
              ) : null}
              <div>
                {addressLine(a)}
                {a.zipCode ? `（${a.zipCode}）` : ''}
              </div>
            </div>
          </label>
        ))}
      </div>
    </Radio.Group>
  );
}
