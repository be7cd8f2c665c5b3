import { useState } from 'react';
import Popover from 'antd/es/popover';
import Tag from 'antd/es/tag';
import type { CartLine } from '@shop/api-clients/cart/types';
import { formatYuan } from '@shop/format';
import { CART_TEXT, nextBreakText, priceText } from './cartText';
import { mutedStyle, priceStyle } from './cartStyles';
import { PriceBreaks } from './PriceBreaks';
import './cart.css';

/**
 * The unit price at the line's quantity (tax included), the campaign it comes from, and the next break: hovering shows
 * the part's whole break table. Without PRICE_CHECK only 无查看价格权限.
 */
export function UnitPriceCell({ line, priceVisible }: { line: CartLine; priceVisible: boolean }) {
  const [armed, setArmed] = useState(false);
  if (!priceVisible || line.unitPrice === null) {
    return <span style={mutedStyle}>{priceText(line.unitPrice, priceVisible)}</span>;
  }
  const campaign = line.campaign?.applied ? line.campaign : null;
  // the popover (and its break table) is built the first time someone looks: 200 of them cost seconds up front
  const price = (
    <span
      className="cart-price"
      style={priceStyle}
      data-testid={`unit-price-${line.partNumber}`}
      tabIndex={0}
      onMouseEnter={() => setArmed(true)}
      onFocus={() => setArmed(true)}
      onClick={() => setArmed(true)}
    >
      {formatYuan(line.unitPrice)}
    </span>
  );
  const hint = line.nextBreak ? nextBreakText(line.nextBreak) : null;
  return (
    <div style={{ textAlign: 'right' }}>
      {armed ? (
        <Popover
          title={`${line.partNumber} 阶梯价格`}
          trigger={['hover', 'click']}
          placement="left"
          defaultOpen
          content={<PriceBreaks seriesCode={line.seriesCode} partNumber={line.partNumber} quantity={line.quantity} />}
        >
          {price}
        </Popover>
      ) : (
        price
      )}
      {campaign && (
        <div style={{ marginTop: 2 }}>
          <Tag color="volcano" style={{ marginInlineEnd: 4 }}>
            {CART_TEXT.CAMPAIGN}
          </Tag>
          {line.listUnitPrice !== null && line.listUnitPrice !== line.unitPrice && (
            <s style={mutedStyle}>{formatYuan(line.listUnitPrice)}</s>
          )}
        </div>
      )}
      {hint && (
        <div style={{ ...mutedStyle, color: '#d46b08' }} data-testid={`next-break-${line.partNumber}`}>
          {hint}
        </div>
      )}
    </div>
  );
}
