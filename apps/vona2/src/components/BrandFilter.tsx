import { useState } from 'react';
import Checkbox from 'antd/es/checkbox';
import Button from 'antd/es/button';
import type { Brand } from '@shop/api-clients';
import { bySort } from '../lib/bySort';

const COLLAPSED = 16;

/** Brand check boxes in the API's sort order; long lists fold after 16. */
export function BrandFilter({ brands, selected, onChange }: { brands: Brand[]; selected: string[]; onChange: (codes: string[]) => void }) {
  const [open, setOpen] = useState(false);
  const sorted = [...brands].sort(bySort);
  // a ticked brand stays visible when the list is folded
  const visible = open ? sorted : sorted.filter((b, i) => i < COLLAPSED || selected.includes(b.brandCode));
  return (
    <div className="v2-chips" data-testid="brand-filter">
      <Checkbox.Group
        value={selected}
        onChange={(v) => onChange(sorted.map((b) => b.brandCode).filter((c) => (v as string[]).includes(c)))}
        style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 0' }}
        options={visible.map((b) => ({
          value: b.brandCode,
          label: (
            <span>
              {b.brandName}
              {b.seriesCount !== undefined && <span className="v2-muted v2-small">({b.seriesCount})</span>}
            </span>
          ),
        }))}
      />
      {sorted.length > COLLAPSED && (
        <Button type="link" size="small" onClick={() => setOpen(!open)}>
          {open ? '收起' : `更多品牌（${sorted.length}）`}
        </Button>
      )}
    </div>
  );
}
