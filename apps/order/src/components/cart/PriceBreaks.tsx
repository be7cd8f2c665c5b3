import { usePartNumberSearchQuery, type PriceBreak } from '@shop/api-clients';
import { formatYuan } from '@shop/format';
import { monoStyle } from './cartStyles';

const range = (b: PriceBreak) =>
  b.maxQty === null ? `${b.minQty} 件以上` : b.minQty === b.maxQty ? `${b.minQty} 件` : `${b.minQty}–${b.maxQty} 件`;

/**
 * The part's quantity breaks from the catalogue (the cart answers only the price at the line's quantity), with the
 * break the quantity falls in marked. Rendered inside the price popover, so it is fetched only when someone looks.
 */
export function PriceBreaks({ seriesCode, partNumber, quantity }: { seriesCode: string | null; partNumber: string; quantity: number }) {
  const { data, isLoading, isError } = usePartNumberSearchQuery({
    ...(seriesCode ? { seriesCode } : {}),
    partNumber,
    pageNo: 1,
    pageSize: 1,
  });
  const breaks = [...(data?.partNumberList.find((p) => p.partNumber === partNumber)?.priceBreaks ?? [])].sort(
    (a, b) => a.minQty - b.minQty,
  );
  if (isLoading) return <div style={{ minWidth: 180 }}>加载中…</div>;
  if (isError || breaks.length === 0) return <div style={{ minWidth: 180 }}>暂无阶梯价格</div>;
  return (
    <table className="cart-breaks" data-testid={`breaks-${partNumber}`}>
      <thead>
        <tr>
          <th>数量</th>
          <th style={{ textAlign: 'right' }}>单价（含税）</th>
        </tr>
      </thead>
      <tbody>
        {breaks.map((b) => {
          const active = quantity >= b.minQty && (b.maxQty === null || quantity <= b.maxQty);
          return (
            <tr key={b.minQty} style={active ? { fontWeight: 600, color: '#d4380d' } : undefined}>
              <td>{range(b)}</td>
              <td style={{ ...monoStyle, textAlign: 'right' }}>{formatYuan(b.unitPrice)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
