import { Button } from './plain/Button';
import { ClosableTag } from './plain/Tag';
import './filters.css';

export interface SelectedFilter {
  /** filter code (brandCode, a specCode, categoryCode ...) */
  code: string;
  /** 品牌 / 相关分类 / the spec name */
  label: string;
  /** the chosen values, already in sort order */
  values: string[];
}

/**
 * "已选条件" (SPEC §3): filters in order of sort, each group's values joined by ';', each group removable.
 */
export function SelectedFilters({
  filters,
  onRemove,
  onClear,
}: {
  filters: SelectedFilter[];
  onRemove: (code: string) => void;
  onClear: () => void;
}) {
  if (filters.length === 0) return null;
  return (
    <div className="v2-filter-row" data-testid="selected-filters">
      <div className="v2-filter-label">已选条件</div>
      <div className="v2-filter-body v2-selected">
        {filters.map((f) => (
          <ClosableTag key={f.code} closeLabel={`移除${f.label}条件`} onClose={() => onRemove(f.code)}>
            {f.label}：{f.values.join(';')}
          </ClosableTag>
        ))}
        <Button variant="link" size="small" onClick={onClear}>
          清除全部
        </Button>
      </div>
    </div>
  );
}
