import type { CSSProperties } from 'react';
import type { ShipTo } from '@shop/api-clients/shipTo/types';
import { fullAddress, organisation } from './addressText';

/** Who the parcels come from: the shop's warehouse (the sender block of every label). */
export const SENDER = {
  name: '铭工商城 华东仓储中心',
  address: '江苏省 苏州市 相城区 澄阳街道 春申湖西路 1688 号 铭工物流园 3 号库',
  tel: '400-820-6688',
} as const;

const INK = '#111';
const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';
const cell: CSSProperties = { borderTop: `2px solid ${INK}`, padding: '8px 12px' };
const caption: CSSProperties = { fontSize: 12, fontWeight: 700, letterSpacing: 2 };

/** Phone numbers print with the middle four digits hidden, as carriers do, so a label in a bin gives nothing away. */
export function maskedPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (/^1[3-9]\d{9}$/.test(digits)) return `${digits.slice(0, 3)}****${digits.slice(7)}`;
  return phone;
}

/**
 * The tracking number of the sample: MG and 12 digits derived from the address id, so the same address always shows
 * the same sample (a real label gets the carrier's number at dispatch).
 */
export function sampleTrackingNumber(shipToId: number): string {
  // Knuth's multiplicative hash spreads neighbouring ids over the 12 digits
  const digits = String(((shipToId * 2_654_435_761) % 900_000_000_000) + 100_000_000_000);
  return `MG${digits}`;
}

/**
 * Bars that look like a barcode of the text: each character's code gives the widths of a bar and a gap. A sample
 * to show where the carrier's code goes, not a scannable symbology.
 */
function Barcode({ text, height = 56 }: { text: string; height?: number }) {
  const bars: Array<{ x: number; w: number }> = [];
  let x = 0;
  const push = (bar: number, gap: number) => {
    bars.push({ x, w: bar });
    x += bar + gap;
  };
  push(2, 1);
  push(1, 1);
  for (const ch of text) {
    const c = ch.charCodeAt(0);
    push(1 + (c % 3), 1 + ((c >> 2) % 2));
    push(1 + ((c >> 1) % 3), 1 + ((c >> 3) % 2));
    push(1 + ((c >> 4) % 2), 1);
  }
  push(2, 1);
  push(1, 0);
  return (
    <svg
      viewBox={`0 0 ${x} ${height}`}
      width="100%"
      height={height}
      preserveAspectRatio="none"
      role="img"
      aria-label={`运单号条码 ${text}`}
    >
      {bars.map((b) => (
        <rect key={b.x} x={b.x} y={0} width={b.w} height={height} fill={INK} />
      ))}
    </svg>
  );
}

/** Six boxes, one digit each: sorting centres read the receiver's zip code from them. */
function ZipBoxes({ zipCode }: { zipCode: string }) {
  const chars = [...zipCode.replace(/\s/g, '')].slice(0, 6);
  while (chars.length < 6) chars.push('');
  return (
    <div style={{ display: 'flex', gap: 4 }} data-testid="zip-boxes" aria-label={`邮政编码 ${zipCode}`}>
      {chars.map((c, i) => (
        <span
          key={i}
          style={{
            width: 24,
            height: 28,
            border: `1.5px solid ${INK}`,
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontFamily: MONO,
            fontSize: 18,
            fontWeight: 700,
          }}
        >
          {c}
        </span>
      ))}
    </div>
  );
}

/** One shipping label (100 × 150 mm at print size) as the warehouse prints it for this address. */
export function ShippingLabel({ shipTo, orderSlipNumber }: { shipTo: ShipTo; orderSlipNumber: string }) {
  const tracking = sampleTrackingNumber(shipTo.shipToId);
  const phones = [shipTo.mobile, shipTo.tel].filter(Boolean).map(maskedPhone).join(' / ');
  const destination = [shipTo.city === shipTo.province ? shipTo.province : shipTo.city, shipTo.district].filter(Boolean).join(' ');
  return (
    <div
      data-testid="shipping-label"
      style={{
        width: 420,
        border: `2px solid ${INK}`,
        background: '#fff',
        color: INK,
        fontSize: 13,
        lineHeight: 1.5,
        boxShadow: '0 2px 10px rgba(0,0,0,0.12)',
      }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '6px 12px' }}>
        <span style={{ fontSize: 18, fontWeight: 800, letterSpacing: 1 }}>铭工商城</span>
        <span style={{ border: `1.5px solid ${INK}`, padding: '0 6px', fontWeight: 700 }}>标准快递</span>
      </div>
      <div style={{ ...cell, textAlign: 'center', paddingBottom: 4 }}>
        <Barcode text={tracking} />
        <div style={{ fontFamily: MONO, fontSize: 15, letterSpacing: 3, fontWeight: 700 }} data-testid="tracking-number">
          {tracking}
        </div>
      </div>
      <div style={{ ...cell, fontSize: 26, fontWeight: 800, textAlign: 'center', letterSpacing: 2 }} data-testid="label-destination">
        {destination}
      </div>
      <div style={{ ...cell, display: 'flex', gap: 10 }}>
        <div style={{ ...caption, writingMode: 'vertical-rl', borderRight: `1px solid ${INK}`, paddingRight: 6 }}>收件人</div>
        <div style={{ flex: 1 }} data-testid="label-receiver">
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
            <span style={{ fontSize: 18, fontWeight: 700 }}>{shipTo.receiverName}</span>
            <span style={{ fontFamily: MONO, fontSize: 15, fontWeight: 700 }}>{phones}</span>
          </div>
          {organisation(shipTo) ? <div>{organisation(shipTo)}</div> : null}
          <div style={{ fontSize: 15, fontWeight: 600 }}>{fullAddress(shipTo)}</div>
          <div style={{ marginTop: 6, display: 'flex', alignItems: 'center', gap: 8 }}>
            <span style={caption}>邮编</span>
            <ZipBoxes zipCode={shipTo.zipCode} />
          </div>
        </div>
      </div>
      <div style={{ ...cell, display: 'flex', gap: 10, fontSize: 12 }}>
        <div style={{ ...caption, writingMode: 'vertical-rl', borderRight: `1px solid ${INK}`, paddingRight: 6 }}>寄件人</div>
        <div style={{ flex: 1 }} data-testid="label-sender">
          <div style={{ display: 'flex', justifyContent: 'space-between' }}>
            <span style={{ fontWeight: 700 }}>{SENDER.name}</span>
            <span style={{ fontFamily: MONO }}>{SENDER.tel}</span>
          </div>
          <div>{SENDER.address}</div>
        </div>
      </div>
      <div style={{ ...cell, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '2px 12px', fontSize: 12 }}>
        <span>
          订单号 <b style={{ fontFamily: MONO }}>{orderSlipNumber}</b>
        </span>
        <span>件数 1 / 1</span>
        <span>内件：工业零部件</span>
        <span>付款方式：寄付月结</span>
      </div>
      <div style={{ ...cell, display: 'flex', justifyContent: 'space-between', fontSize: 12, minHeight: 48 }}>
        <span>签收人：</span>
        <span>签收时间：&nbsp;&nbsp;&nbsp;&nbsp;年&nbsp;&nbsp;&nbsp;&nbsp;月&nbsp;&nbsp;&nbsp;&nbsp;日</span>
      </div>
    </div>
  );
}
