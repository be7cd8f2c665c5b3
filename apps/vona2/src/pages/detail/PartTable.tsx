import type { PartNumber, PriceBreak, SpecItem } from '@shop/api-clients';
import { formatYuan } from '@shop/format';
import { breakFor, formatBreakRange, formatCount, formatDays, formatStock } from '../../lib/format';
import { Pager } from '../../components/Pager';
import { BusyArea } from '../../components/plain/BusyArea';
import { choosableSpecs } from './specMatch';
import { GridEmptyRow } from '../../components/GridEmptyRow';
import '../../components/grid.css';

interface Props {
  parts: PartNumber[];
  specList: SpecItem[];
  selected?: string;
  onSelect: (part: PartNumber) => void;
  quantity: number;
  loading: boolean;
  pagination: false | { pageNo: number; pageSize: number; total: number; onChange: (pageNo: number) => void };
}

/** The quantity ranges of the rows on screen (a series normally shares one set of breaks). */
function breakColumns(parts: PartNumber[]): PriceBreak[] {
  const byMin = new Map<number, PriceBreak>();
  for (const p of parts) for (const b of p.priceBreaks) if (!byMin.has(b.minQty)) byMin.set(b.minQty, b);
  return [...byMin.values()].sort((a, b) => a.minQty - b.minQty);
}

/**
 * Part numbers of a series: spec values, one price column per quantity break, shipping and stock; click a row (or its
 * radio) to pick it. A plain table rather than antd Table: that one brings Tree, Menu, Dropdown, Checkbox and
 * Pagination (for filters and features this table does not use) to every detail page's first visit. The pick column
 * and the part number stay in view while the spec columns scroll sideways.
 */
export function PartTable({ parts, specList, selected, onSelect, quantity, loading, pagination }: Props) {
  // a spec with one value is the same on every row and already stated in the header
  const specs = choosableSpecs(specList);
  const breaks = breakColumns(parts);
  const columnCount = 4 + Math.max(breaks.length, 1) + specs.length;
  return (
    <div className="v2-parts">
      <BusyArea busy={loading}>
        <div className="v2-grid-scroll">
          <table className="v2-grid">
            <thead>
              <tr>
                <th rowSpan={2} className="v2-grid-pick" aria-label="选择" />
                <th rowSpan={2} className="v2-grid-pn">
                  型号
                </th>
                <th colSpan={Math.max(breaks.length, 1)}>单价（含税）</th>
                <th rowSpan={2} className="v2-right">
                  发货天数
                </th>
                <th rowSpan={2} className="v2-right">
                  库存
                </th>
                {specs.map((s) => (
                  <th rowSpan={2} key={s.specCode}>{`${s.specName}${s.specUnit ? `(${s.specUnit})` : ''}`}</th>
                ))}
              </tr>
              <tr>
                {breaks.map((b) => (
                  <th key={b.minQty} className="v2-right">{`${formatBreakRange(b)} 个`}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {parts.map((p) => {
                const active = breakFor(p.priceBreaks, quantity)?.minQty;
                const isSelected = p.partNumber === selected;
                return (
                  <tr
                    key={p.partNumber}
                    data-row-key={p.partNumber}
                    className={isSelected ? 'v2-row-selected' : undefined}
                    onClick={() => onSelect(p)}
                  >
                    <td className="v2-grid-pick">
                      <input
                        type="radio"
                        name="part-pick"
                        checked={isSelected}
                        onChange={() => onSelect(p)}
                        onClick={(e) => e.stopPropagation()}
                        aria-label={`选择 ${p.partNumber}`}
                      />
                    </td>
                    <td className="v2-grid-pn">
                      <span className="v2-mono" style={{ fontWeight: 600 }}>
                        {p.partNumber}
                      </span>
                    </td>
                    {breaks.map((col) => {
                      const b = p.priceBreaks.find((x) => x.minQty === col.minQty);
                      return (
                        <td key={col.minQty} className="v2-right">
                          {b ? (
                            <span className="v2-price" style={{ fontWeight: active === b.minQty ? 700 : 400 }}>
                              {formatYuan(b.unitPrice)}
                            </span>
                          ) : (
                            <span className="v2-muted">-</span>
                          )}
                        </td>
                      );
                    })}
                    {breaks.length === 0 && <td />}
                    <td className="v2-right">
                      <span className="v2-ship">{formatDays(p.daysToShip)}</span>
                    </td>
                    <td className="v2-right">{formatStock(p.stockQty)}</td>
                    {specs.map((s) => (
                      <td key={s.specCode}>{p.specValues[s.specCode] ?? '-'}</td>
                    ))}
                  </tr>
                );
              })}
              {parts.length === 0 && <GridEmptyRow columns={columnCount}>没有符合所选规格的型号，请放宽规格条件</GridEmptyRow>}
            </tbody>
          </table>
        </div>
      </BusyArea>
      {pagination && (
        <div style={{ marginTop: 8 }}>
          <Pager
            current={pagination.pageNo}
            pageSize={pagination.pageSize}
            total={pagination.total}
            showTotal={(t) => `共 ${formatCount(t)} 个型号`}
            onChange={(pageNo) => pagination.onChange(pageNo)}
          />
        </div>
      )}
    </div>
  );
}
