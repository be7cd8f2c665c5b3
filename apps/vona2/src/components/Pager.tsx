import { useState, type KeyboardEvent } from 'react';
import './Pager.css';

interface PagerProps {
  current: number;
  pageSize: number;
  total: number;
  onChange: (pageNo: number, pageSize: number) => void;
  /** e.g. t => `共 ${t} 个系列` */
  showTotal?: (total: number) => string;
  /** page sizes to offer; no size changer without them */
  pageSizeOptions?: number[];
}

/** Page numbers to show: the first, the last, and two either side of the current one; null marks a gap. */
export function pageWindow(current: number, last: number): (number | null)[] {
  const pages = new Set([1, last]);
  for (let p = current - 2; p <= current + 2; p++) if (p >= 1 && p <= last) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) out.push(p - prev === 2 ? p - 1 : null);
    out.push(p);
  });
  return out;
}

/**
 * The catalogue's pager (the click is handled on each item, which the button inside fills; keyboard activation of the
 * button bubbles to it): previous / numbers / next, page size and a jump box. Plain markup rather than antd
 * Pagination, which brings Select and its virtual list to every listing's first visit for the size changer alone.
 */
export function Pager({ current, pageSize, total, onChange, showTotal, pageSizeOptions }: PagerProps) {
  const last = Math.max(1, Math.ceil(total / pageSize));
  const [jump, setJump] = useState('');
  const go = (p: number) => {
    if (p >= 1 && p <= last && p !== current) onChange(p, pageSize);
  };
  const onJump = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    const p = Number(jump);
    if (Number.isInteger(p)) go(Math.min(Math.max(p, 1), last));
    setJump('');
  };
  return (
    <nav className="v2-pager" aria-label="分页">
      {showTotal && <span className="v2-pager-total">{showTotal(total)}</span>}
      <ul>
        <li title="上一页" className={current <= 1 ? 'v2-pager-disabled' : undefined} onClick={() => go(current - 1)}>
          <button type="button" disabled={current <= 1} aria-label="上一页">
            ‹
          </button>
        </li>
        {pageWindow(current, last).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className="v2-pager-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li
              key={p}
              title={String(p)}
              className={p === current ? 'v2-pager-item v2-pager-current' : 'v2-pager-item'}
              onClick={() => go(p)}
            >
              <button type="button" aria-current={p === current ? 'page' : undefined}>
                {p}
              </button>
            </li>
          ),
        )}
        <li title="下一页" className={current >= last ? 'v2-pager-disabled' : undefined} onClick={() => go(current + 1)}>
          <button type="button" disabled={current >= last} aria-label="下一页">
            ›
          </button>
        </li>
      </ul>
      {pageSizeOptions && pageSizeOptions.length > 0 && (
        <select aria-label="每页条数" value={pageSize} onChange={(e) => onChange(1, Number(e.target.value))}>
          {pageSizeOptions.map((n) => (
            <option key={n} value={n}>
              {n} 条/页
            </option>
          ))}
        </select>
      )}
      {last > 5 && (
        <label className="v2-pager-jump">
          跳至
          <input
            inputMode="numeric"
            value={jump}
            onChange={(e) => setJump(e.target.value.replace(/\D/g, '').slice(0, 6))}
            onKeyDown={onJump}
            aria-label="跳至页码"
          />
          页
        </label>
      )}
    </nav>
  );
}
