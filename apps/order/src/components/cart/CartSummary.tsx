import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import type { CartTotals } from '@shop/api-clients/cart/types';
import { priceText } from './cartText';
import { mutedStyle, priceStyle } from './cartStyles';

/** A button the buyer may press, or why not (shown beside it). */
export interface ActionState {
  /** false: the button is not shown at all (the caller lacks the permission; the reason still shows) */
  shown: boolean;
  /** why it cannot be pressed now; null: it can */
  blocked: string | null;
}

interface Props {
  totals: CartTotals;
  priceVisible: boolean;
  checkout: ActionState;
  quote: ActionState;
  onCheckout: () => void;
  onQuote: () => void;
  onDeleteSelected: () => void;
}

function Amount({
  label,
  value,
  priceVisible,
  big = false,
  testId,
}: {
  label: string;
  value: number | null;
  priceVisible: boolean;
  big?: boolean;
  testId: string;
}) {
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <span style={mutedStyle}>{label} </span>
      <span style={{ ...priceStyle, fontSize: big ? 20 : 14, color: big ? '#d4380d' : undefined }} data-testid={testId}>
        {priceText(value, priceVisible)}
      </span>
    </span>
  );
}

/**
 * Below the lines: how many are selected, the selected lines' amount without tax, the 13 % VAT inside it and the
 * total, and the next steps (去结算, 询价, 删除选中), each with the reason when it cannot be taken.
 */
export function CartSummary({ totals, priceVisible, checkout, quote, onCheckout, onQuote, onDeleteSelected }: Props) {
  const reasons = [checkout.blocked, quote.shown ? quote.blocked : null].filter((r, i, all): r is string => !!r && all.indexOf(r) === i);
  return (
    <div
      data-testid="cart-summary"
      style={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        background: '#fff',
        borderTop: '2px solid #f0f0f0',
        padding: '12px 16px',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 16,
      }}
    >
      <span data-testid="selected-count">
        已选 <b>{totals.selectedCount}</b> 件 / 共 {totals.lineCount} 件
      </span>
      <Popconfirm
        title={`删除已选的 ${totals.selectedCount} 件商品？`}
        okText="删除"
        cancelText="取消"
        onConfirm={onDeleteSelected}
        disabled={totals.selectedCount === 0}
      >
        <Button size="small" disabled={totals.selectedCount === 0}>
          删除选中
        </Button>
      </Popconfirm>
      <span style={{ flex: 1 }} />
      <Amount label="商品金额（不含税）" value={totals.subtotal} priceVisible={priceVisible} testId="cart-subtotal" />
      <Amount label="增值税 13%" value={totals.tax} priceVisible={priceVisible} testId="cart-tax" />
      <Amount label="合计（含税）" value={totals.total} priceVisible={priceVisible} big testId="cart-total" />
      {quote.shown && (
        <Button size="large" disabled={!!quote.blocked} onClick={onQuote} data-testid="cart-quote">
          询价
        </Button>
      )}
      {checkout.shown && (
        <Button type="primary" size="large" disabled={!!checkout.blocked} onClick={onCheckout} data-testid="cart-checkout">
          去结算
        </Button>
      )}
      {reasons.length > 0 && (
        <div data-testid="cart-blocked" style={{ flexBasis: '100%', textAlign: 'right', color: '#d46b08', fontSize: 12 }}>
          {reasons.join('；')}
        </div>
      )}
    </div>
  );
}
