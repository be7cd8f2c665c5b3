import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import type { AppDispatch, PartNumber } from '@shop/api-clients';
import { href } from '@shop/routes';
import type { AddOutcome } from '../../lib/addToCart';
import { Button } from '../../components/plain/Button';
import { QuantityStepper } from '../../components/plain/QuantityStepper';
import { PriceBreakList } from '../../components/PriceCell';
import { formatYuan, lineTotalYuan } from '@shop/format';
import { breakFor, formatDays, formatStock } from '../../lib/format';
import { useOrderGuard } from './useOrderGuard';
import './detail.css';

const MAX_QUANTITY = 99999;

/** The quote request with the part and quantity filled in (the quote page reads `?partNumber=&quantity=`). */
const quoteHref = (partNumber: string, quantity: number) =>
  `${href('Quote', { id: 'new' })}?partNumber=${encodeURIComponent(partNumber)}&quantity=${quantity}`;

interface Props {
  part?: PartNumber;
  quantity: number;
  onQuantity: (q: number) => void;
  /** how many parts are still open when none is picked yet */
  remaining: number | null;
}

/**
 * The chosen part, the quantity and what it costs, with the add-to-cart / quote buttons. Both buttons first ask a
 * signed-out visitor to log in and a customer without a company to complete one (useOrderGuard); 加入购物车 then adds
 * the part and says so with a link to the cart, 询价 opens the quote request with the part and quantity.
 */
export function OrderPanel({ part, quantity, onQuantity, remaining }: Props) {
  const { guard } = useOrderGuard();
  const navigate = useNavigate();
  const dispatch = useDispatch<AppDispatch>();
  const [outcome, setOutcome] = useState<AddOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const addToCart = () => {
    // busy also keeps a double click from adding twice: each click is its own event, rendered before the next
    if (!part || busy) return;
    void guard('cart', () => {
      setBusy(true);
      // the cart client comes with the first click (lib/addToCart), not with the page
      void import('../../lib/addToCart')
        .then((m) => m.addPartToCart(dispatch, part, quantity))
        .then(setOutcome)
        .finally(() => setBusy(false));
    });
  };
  const askQuote = () => {
    if (part) void guard('quote', () => void navigate(quoteHref(part.partNumber, quantity)));
  };
  const br = part ? breakFor(part.priceBreaks, quantity) : undefined;
  return (
    <div className="v2-section v2-order" data-testid="order-panel">
      <h2>购买信息</h2>
      <div className="v2-order-line">
        <span className="v2-muted">已选型号</span>
        {part ? (
          <strong className="v2-mono" data-testid="picked-part">
            {part.partNumber}
          </strong>
        ) : (
          <span className="v2-muted">未选择</span>
        )}
      </div>
      {!part && (
        <p className="v2-small" style={{ margin: 0, color: '#ad6800' }}>
          请先选择规格，再在型号列表中点选一个型号
          {remaining !== null && `（当前 ${remaining} 个可选）`}。
        </p>
      )}
      <div className="v2-order-line">
        <label htmlFor="v2-qty" className="v2-muted">
          数量
        </label>
        <QuantityStepper id="v2-qty" min={1} max={MAX_QUANTITY} value={quantity} unit="个" onChange={onQuantity} />
      </div>
      {part && br && (
        <>
          <div className="v2-order-line">
            <span className="v2-muted">单价（含税）</span>
            <span className="v2-price" data-testid="unit-price">
              {formatYuan(br.unitPrice)}
            </span>
          </div>
          <div className="v2-order-line">
            <span className="v2-muted">小计</span>
            <span className="v2-price-big" data-testid="subtotal">
              {formatYuan(lineTotalYuan(br.unitPrice, quantity))}
            </span>
          </div>
          <PriceBreakList breaks={part.priceBreaks} activeMin={br.minQty} />
          <div className="v2-order-line">
            <span className="v2-muted">发货</span>
            <span className="v2-ship">{formatDays(part.daysToShip)}</span>
          </div>
          <div className="v2-order-line">
            <span className="v2-muted">库存</span>
            <span>{formatStock(part.stockQty)}</span>
          </div>
          {quantity > part.stockQty && (
            <p className="v2-small" style={{ margin: 0, color: '#ad6800' }}>
              购买数量超过当前库存，超出部分的交期请询价确认。
            </p>
          )}
        </>
      )}
      <div style={{ display: 'flex', gap: 8 }}>
        <Button variant="primary" block disabled={!part} loading={busy} onClick={addToCart}>
          加入购物车
        </Button>
        <Button block disabled={!part} onClick={askQuote}>
          询价
        </Button>
      </div>
      {outcome && (
        <p
          className="v2-small"
          role="status"
          data-testid="cart-outcome"
          style={{ margin: 0, color: outcome.added ? '#389e0d' : '#cf1322' }}
        >
          {outcome.added ? (
            <>
              已加入购物车：{outcome.partNumber} × {outcome.quantity}。
              <Link to={href('Cart')} style={{ whiteSpace: 'nowrap' }}>
                去购物车结算
              </Link>
            </>
          ) : (
            outcome.message
          )}
        </p>
      )}
    </div>
  );
}
