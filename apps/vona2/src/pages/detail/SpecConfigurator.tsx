import { useId } from 'react';
import type { SpecItem } from '@shop/api-clients';
import { Button } from '../../components/plain/Button';
import { RadioGroup } from '../../components/plain/RadioGroup';
import { SelectField } from '../../components/plain/SelectField';
import type { FilterSelection } from '../../lib/categorySpec';
import './detail.css';

/** up to this many values show as buttons, more as a drop-down (native, so typing a value's start jumps to it) */
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
  const idBase = useId();
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
            <Button variant="link" size="small" onClick={onReset}>
              重新选择
            </Button>
          )}
        </span>
      </div>
      {specs.length === 0 && <p className="v2-muted">本系列只有固定规格，请直接在下方型号列表中选择。</p>}
      {specs.map((s) => {
        const label = `${s.specName}${s.specUnit ? `（${s.specUnit}）` : ''}`;
        const value = selection[s.specCode]?.[0];
        const options = s.specValueList.map((v) => ({ value: v.specValue, label: v.specValueDisp }));
        if (s.specValueList.length <= MAX_BUTTONS) {
          return (
            <RadioGroup
              key={s.specCode}
              className="v2-config-row"
              legendClassName="v2-config-label"
              legend={label}
              value={value ?? ANY}
              options={[{ value: ANY, label: '不限' }, ...options]}
              onChange={(v) => onChange(s.specCode, v === ANY ? undefined : v)}
            />
          );
        }
        const id = `${idBase}-${s.specCode}`;
        return (
          <div className="v2-config-row" key={s.specCode}>
            <label className="v2-config-label" htmlFor={id}>
              {label}
            </label>
            <div style={{ flex: 1, minWidth: 0 }}>
              <SelectField
                id={id}
                style={{ width: 220 }}
                placeholder={`请选择${s.specName}（${s.specValueList.length} 种）`}
                value={value}
                options={options}
                onChange={(v) => onChange(s.specCode, v)}
              />
            </div>
          </div>
        );
      })}
    </div>
  );
}
