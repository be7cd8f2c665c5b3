import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Button from 'antd/es/button';
import type { SpecItem } from '@shop/api-clients';
import type { FilterSelection } from '../../lib/categorySpec';

/** up to this many values show as buttons, more as a searchable drop-down */
const MAX_BUTTONS = 8;
const ANY = '';

interface Props {
  specs: SpecItem[];
  selection: FilterSelection;
  onChange: (specCode: string, value: string | undefined) => void;
  onReset: () => void;
  /** parts left after the current choice (null when unknown) */
  matching: number | null;
}

/** One control per choosable spec; each choice narrows the part-number table below. */
export function SpecConfigurator({ specs, selection, onChange, onReset, matching }: Props) {
  const chosen = specs.filter((s) => (selection[s.specCode] ?? []).length > 0).length;
  return (
    <div className="v2-section" data-testid="spec-configurator">
      <div className="v2-section-head">
        <h2>选择规格</h2>
        <span className="v2-small">
          已选 {chosen}/{specs.length} 项
          {matching !== null && (
            <>
              ，符合条件的型号 <strong className="v2-price">{matching}</strong> 个
            </>
          )}
          {chosen > 0 && (
            <Button type="link" size="small" onClick={onReset}>
              重新选择
            </Button>
          )}
        </span>
      </div>
      {specs.length === 0 && <p className="v2-muted">本系列只有固定规格，请直接在下方型号列表中选择。</p>}
      {specs.map((s) => {
        const label = `${s.specName}${s.specUnit ? `（${s.specUnit}）` : ''}`;
        const value = selection[s.specCode]?.[0];
        return (
          <div className="v2-config-row" key={s.specCode}>
            <div className="v2-config-label">{label}</div>
            <div style={{ flex: 1, minWidth: 0 }}>
              {s.specValueList.length <= MAX_BUTTONS ? (
                <Radio.Group
                  size="small"
                  optionType="button"
                  aria-label={label}
                  value={value ?? ANY}
                  onChange={(e) => onChange(s.specCode, e.target.value === ANY ? undefined : (e.target.value as string))}
                  options={[{ value: ANY, label: '不限' }, ...s.specValueList.map((v) => ({ value: v.specValue, label: v.specValueDisp }))]}
                />
              ) : (
                <Select
                  size="small"
                  aria-label={label}
                  style={{ width: 220 }}
                  showSearch={{ optionFilterProp: 'label' }}
                  allowClear
                  placeholder={`请选择${s.specName}（${s.specValueList.length} 种）`}
                  value={value}
                  onChange={(v: string | undefined) => onChange(s.specCode, v || undefined)}
                  options={s.specValueList.map((v) => ({ value: v.specValue, label: v.specValueDisp }))}
                />
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
