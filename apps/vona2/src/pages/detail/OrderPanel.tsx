import type { PartNumber } from '@shop/api-clients';
import { SERVICE_HOTLINE } from '@shop/shared-ui';
import { notifyLazily } from '../../lib/notifyLazily';
import { Button } from '../../components/plain/Button';
import { QuantityStepper } from '../../components/plain/QuantityStepper';
import { PriceBreakList } from '../../components/PriceCell';
import { formatYuan, lineTotalYuan } from '@shop/format';
import { breakFor, formatDays, formatStock } from '../../lib/format';
import { useOrderGuard, type OrderAction } from './useOrderGuard';
import './detail.css';

const MAX_QUANTITY = 99999;
export const CART_LATER = `购物车功能将在后续版本开放，暂时无法加入购物车。如需采购，请联系客服 ${SERVICE_HOTLINE}。`;
export const QUOTE_LATER = `在线询价功能将在后续版本开放，请暂时联系客服 ${SERVICE_HOTLINE} 获取报价。`;

/** What the buyer chose, said back before the "comes later" notice, so the customer-service call can start from it. */
export function pickedLine(part: PartNumber, quantity: number): string {
  return `已选型号 ${part.partNumber}，数量 ${quantity} 个。`;
}

interface Props {
  part?: PartNumber;
  quantity: number;
  onQuantity: (q: number) => void;
  /** how many parts are still open when none is picked yet */
  remaining: number | null;
}

/**
 * The chosen part, the quantity and what it costs, with the add-to-cart / quote buttons. Both buttons first ask a
 * signed-out visitor to log in and a customer without a company to complete one (useOrderGuard).
 */
export function OrderPanel({ part, quantity, onQuantity, remaining }: Props) {
  const { guard } = useOrderGuard();
  const later = (action: OrderAction, notice: string) => () => {
    if (part) void guard(action, () => notifyLazily(pickedLine(part, quantity) + notice));
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
        <Button variant="primary" block disabled={!part} onClick={later('cart', CART_LATER)}>
          加入购物车
        </Button>
        <Button block disabled={!part} onClick={later('quote', QUOTE_LATER)}>
          询价
        </Button>
      </div>
    </div>
  );
}
