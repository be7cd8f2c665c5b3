import type { PriceBreak } from '@shop/api-clients';
import { formatYuan } from '@shop/format';
import { formatBreakRange, sortedBreaks } from '../lib/format';
import { Hint } from './plain/Hint';
import './PriceCell.css';

/** Quantity breaks as a small two-column list: "1~9 个  ¥12.30". */
export function PriceBreakList({ breaks, activeMin }: { breaks: PriceBreak[]; activeMin?: number }) {
  return <SortedBreakList sorted={sortedBreaks(breaks)} activeMin={activeMin} />;
}

function SortedBreakList({ sorted, activeMin }: { sorted: PriceBreak[]; activeMin?: number }) {
  return (
    <div className="v2-breaks" data-testid="price-breaks">
      {sorted.map((b) => (
        <div key={b.minQty} style={{ display: 'contents', fontWeight: activeMin === b.minQty ? 700 : undefined }}>
          <span className="v2-muted">{formatBreakRange(b)} 个</span>
          <span className="v2-price">{formatYuan(b.unitPrice)}</span>
        </div>
      ))}
    </div>
  );
}

/** Unit price at quantity 1, with every quantity break in a popover (pointer or keyboard focus). */
export function PriceCell({ breaks }: { breaks: PriceBreak[] }) {
  const sorted = sortedBreaks(breaks);
  const first = sorted[0];
  if (!first) return <span className="v2-muted">询价</span>;
  const last = sorted[sorted.length - 1];
  return (
    <Hint
      content={
        <>
          <span style={{ display: 'block', marginBottom: 4 }}>数量阶梯价（含税）</span>
          <SortedBreakList sorted={sorted} />
        </>
      }
    >
      <span className="v2-price">{formatYuan(first.unitPrice)}</span>
      {last && sorted.length > 1 && (
        <span className="v2-muted v2-small" style={{ display: 'block' }}>
          {last.minQty} 个以上 {formatYuan(last.unitPrice)}
        </span>
      )}
    </Hint>
  );
}
