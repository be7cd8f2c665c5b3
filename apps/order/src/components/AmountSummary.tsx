import type { CSSProperties } from 'react';
import { formatYuan } from '@shop/format';

const ROW: CSSProperties = { display: 'flex', justifyContent: 'space-between', gap: 24, lineHeight: '24px' };
const NUM: CSSProperties = { fontVariantNumeric: 'tabular-nums', textAlign: 'right' };

/**
 * The three amounts of a slip as the server computed them in fen (docs/buying.md, Money): the subtotal without VAT,
 * the 13 % VAT inside the total, and the total (tax included). The page never recomputes them.
 */
export function AmountSummary({
  subtotalAmount,
  taxAmount,
  totalAmount,
  totalLabel = '应付总额（含税）',
}: {
  subtotalAmount: number;
  taxAmount: number;
  totalAmount: number;
  totalLabel?: string;
}) {
  return (
    <div style={{ marginLeft: 'auto', width: 300 }} data-testid="amount-summary">
      <div style={ROW}>
        <span>商品金额（不含税）</span>
        <span style={NUM} data-testid="subtotal-amount">
          {formatYuan(subtotalAmount)}
        </span>
      </div>
      <div style={ROW}>
        <span>增值税（13%）</span>
        <span style={NUM} data-testid="tax-amount">
          {formatYuan(taxAmount)}
        </span>
      </div>
      <div style={{ ...ROW, fontWeight: 600, fontSize: 16, marginTop: 4 }}>
        <span>{totalLabel}</span>
        <span style={{ ...NUM, color: '#d4380d' }} data-testid="total-amount">
          {formatYuan(totalAmount)}
        </span>
      </div>
    </div>
  );
}
