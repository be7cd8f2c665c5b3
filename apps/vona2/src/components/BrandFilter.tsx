import { useState } from 'react';
import type { Brand } from '@shop/api-clients';
import { bySort } from '../lib/bySort';
import { Button } from './plain/Button';
import { Checkbox } from './plain/Checkbox';
import './filters.css';

const COLLAPSED = 16;

/** Brand check boxes in the API's sort order; long lists fold after 16. */
export function BrandFilter({ brands, selected, onChange }: { brands: Brand[]; selected: string[]; onChange: (codes: string[]) => void }) {
  const [open, setOpen] = useState(false);
  const sorted = [...brands].sort(bySort);
  // a ticked brand stays visible when the list is folded
  const visible = open ? sorted : sorted.filter((b, i) => i < COLLAPSED || selected.includes(b.brandCode));
  const toggle = (code: string, on: boolean) =>
    onChange(sorted.map((b) => b.brandCode).filter((c) => (c === code ? on : selected.includes(c))));
  return (
    <div className="v2-chips" data-testid="brand-filter">
      <div role="group" aria-label="品牌" style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 0' }}>
        {visible.map((b) => (
          <Checkbox key={b.brandCode} checked={selected.includes(b.brandCode)} onChange={(on) => toggle(b.brandCode, on)}>
            <span>
              {b.brandName}
              {b.seriesCount !== undefined && <span className="v2-muted v2-small">({b.seriesCount})</span>}
            </span>
          </Checkbox>
        ))}
      </div>
      {sorted.length > COLLAPSED && (
        <Button variant="link" size="small" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? '收起' : `更多品牌（${sorted.length}）`}
        </Button>
      )}
    </div>
  );
}
