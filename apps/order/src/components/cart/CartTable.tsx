import { memo, useEffect, useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { CartLine } from '@shop/api-clients/cart/types';
import { href } from '@shop/routes';
import { priceText, shipText, stockText } from './cartText';
import { CustomerPartInput } from './CustomerPartInput';
import { lineNoticeOf } from './lineNotice';
import { LineNoticeView } from './LineNoticeView';
import { monoStyle, mutedStyle, priceStyle } from './cartStyles';
import { QuantityInput } from './QuantityInput';
import { UnitPriceCell } from './UnitPriceCell';
import './cart.css';

export interface CartTableActions {
  onSelect: (ids: number[], selected: boolean) => void;
  onSelectAll: (selected: boolean) => void;
  onQuantity: (line: CartLine, quantity: number) => void;
  onCustomerPart: (line: CartLine, customerPartNumber: string) => void;
  onDelete: (line: CartLine) => void;
  onReplace: (line: CartLine, replacement: string) => void;
  /** undefined when the caller may not ask for quotes */
  onQuote?: (line: CartLine) => void;
}

interface Props extends CartTableActions {
  lines: CartLine[];
  priceVisible: boolean;
  loading: boolean;
  /** the line being switched to its replacement */
  replacingId: number | null;
}

/** Column headers and widths (the name column takes what is left). */
const COLUMNS: Array<{ title: string; width?: number; right?: boolean }> = [
  { title: '型号', width: 230 },
  { title: '品名 / 品牌' },
  { title: '客户型号', width: 112 },
  { title: '数量', width: 100 },
  { title: '单价（含税）', width: 148, right: true },
  { title: '金额（含税）', width: 104, right: true },
  { title: '发货日', width: 78, right: true },
  { title: '库存', width: 74, right: true },
  { title: '操作', width: 56 },
];

/** The series page with the part picked, or just the part number when the catalogue does not know it. */
function PartLink({ line }: { line: CartLine }) {
  const text = (
    <span style={{ ...monoStyle, fontWeight: 600 }} data-testid="cart-part">
      {line.partNumber}
    </span>
  );
  if (!line.seriesCode) return text;
  return (
    <Link to={`${href('SeriesDetail', { seriesCode: line.seriesCode })}?partNumber=${encodeURIComponent(line.partNumber)}`}>{text}</Link>
  );
}

interface RowProps {
  line: CartLine;
  priceVisible: boolean;
  replacing: boolean;
  /** the page's handlers, read at the time of the event (a row re-renders only when its line changes) */
  on: { current: CartTableActions };
  canQuote: boolean;
}

const CartRow = memo(function CartRow({ line, priceVisible, replacing, on, canQuote }: RowProps) {
  const notice = lineNoticeOf(line);
  const over = line.stockQty !== null && line.quantity > line.stockQty;
  return (
    <tr data-row-key={line.id} className={line.selected ? 'cart-row-selected' : undefined}>
      <td className="cart-check">
        <input
          type="checkbox"
          checked={line.selected}
          aria-label={`选择 ${line.partNumber}`}
          onChange={(e) => on.current.onSelect([line.id], e.target.checked)}
        />
      </td>
      <td>
        <PartLink line={line} />
        {notice && (
          <LineNoticeView
            notice={notice}
            partNumber={line.partNumber}
            replacing={replacing}
            onReplace={(replacement) => on.current.onReplace(line, replacement)}
            onQuote={canQuote ? () => on.current.onQuote?.(line) : undefined}
          />
        )}
      </td>
      <td>
        <div>{line.productName ?? '—'}</div>
        <div style={mutedStyle}>{line.brandName ?? ''}</div>
      </td>
      <td>
        <CustomerPartInput
          value={line.customerPartNumber}
          partNumber={line.partNumber}
          onSave={(v) => on.current.onCustomerPart(line, v)}
        />
      </td>
      <td>
        <QuantityInput value={line.quantity} partNumber={line.partNumber} onSave={(q) => on.current.onQuantity(line, q)} />
      </td>
      <td className="cart-right">
        <UnitPriceCell line={line} priceVisible={priceVisible} />
      </td>
      <td className="cart-right">
        {priceVisible && line.amount !== null ? (
          <span style={priceStyle} data-testid={`amount-${line.partNumber}`}>
            {priceText(line.amount, true)}
          </span>
        ) : (
          <span style={mutedStyle}>{priceText(line.amount, priceVisible)}</span>
        )}
      </td>
      <td className="cart-right" style={{ whiteSpace: 'nowrap' }}>
        {shipText(line.daysToShip)}
      </td>
      <td className="cart-right" style={{ whiteSpace: 'nowrap', color: over ? '#d46b08' : undefined }}>
        {stockText(line.stockQty)}
      </td>
      <td>
        <button
          type="button"
          className="cart-link cart-link-danger"
          onClick={() => on.current.onDelete(line)}
          aria-label={`删除 ${line.partNumber}`}
        >
          删除
        </button>
      </td>
    </tr>
  );
});

/**
 * The cart's lines: select, part number (with what an unfit or discontinued line means and the step it offers),
 * name and brand, own part number, quantity, unit price with the next break, amount, days to ship, stock, delete.
 * Plain markup with memoised rows: 200 lines render in a blink, and a change re-renders only the lines it changed.
 */
export function CartTable({ lines, priceVisible, loading, replacingId, ...actions }: Props) {
  const on = useRef(actions);
  // the rows call the latest handlers without re-rendering when only the handlers changed
  useLayoutEffect(() => {
    on.current = actions;
  });
  const all = lines.length > 0 && lines.every((l) => l.selected);
  const some = !all && lines.some((l) => l.selected);
  const head = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (head.current) head.current.indeterminate = some;
  }, [some]);

  return (
    <div className="cart-table-wrap" data-testid="cart-table">
      <table className="cart-table">
        <colgroup>
          <col style={{ width: 36 }} />
          {COLUMNS.map((c) => (
            <col key={c.title} style={c.width ? { width: c.width } : undefined} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th className="cart-check">
              <input
                ref={head}
                type="checkbox"
                checked={all}
                aria-label="全选"
                onChange={(e) => on.current.onSelectAll(e.target.checked)}
              />
            </th>
            {COLUMNS.map((c) => (
              <th key={c.title} className={c.right ? 'cart-right' : undefined}>
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <CartRow
              key={line.id}
              line={line}
              priceVisible={priceVisible}
              replacing={replacingId === line.id}
              on={on}
              canQuote={!!actions.onQuote}
            />
          ))}
          {loading && lines.length === 0 && (
            <tr className="cart-empty-row">
              <td colSpan={COLUMNS.length + 1}>加载中…</td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
