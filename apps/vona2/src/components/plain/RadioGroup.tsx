import { useId } from 'react';
import { PieceStyle } from './PieceStyle';

const css = `
/* zero specificity: a layout class given to the fieldset or legend (padding, borders, width) wins */
:where(.v2-radios) { min-width: 0; margin: 0; padding: 0; border: 0; }
:where(.v2-radios > legend) { padding: 0; }
.v2-radio-set { display: flex; flex-wrap: wrap; row-gap: 4px; }
.v2-radio-btn { position: relative; display: inline-flex; }
.v2-radio-btn input { position: absolute; width: 1px; height: 1px; margin: 0; opacity: 0; pointer-events: none; }
.v2-radio-btn span { box-sizing: border-box; height: 24px; margin-left: -1px; padding: 0 8px; border: 1px solid #d9dde3; background: #fff; color: #1f2329; line-height: 22px; white-space: nowrap; cursor: pointer; transition: color .15s, border-color .15s; }
.v2-radio-btn:first-child span { margin-left: 0; border-radius: 3px 0 0 3px; }
.v2-radio-btn:last-child span { border-radius: 0 3px 3px 0; }
.v2-radio-btn:hover span { color: #0b5cad; }
.v2-radio-btn input:checked + span { position: relative; z-index: 1; border-color: #0b5cad; background: #e8f1fb; color: #0b5cad; }
.v2-radio-btn input:focus-visible + span { position: relative; z-index: 2; outline: 2px solid #0b5cad; outline-offset: 1px; }
`;

interface Props {
  /** what is chosen, shown as the group's legend */
  legend: string;
  /** class of the fieldset (e.g. a row layout) and of the legend (e.g. the row's label column) */
  className?: string;
  legendClassName?: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}

/**
 * One-of-several as real radio buttons in a fieldset named by its legend, drawn as a row of joined buttons; arrow
 * keys move the choice as in any radio group. The legend floats, so the fieldset can lay it out like any child.
 */
export function RadioGroup({ legend, className, legendClassName, value, options, onChange }: Props) {
  const name = useId();
  return (
    <fieldset className={className ? `v2-radios ${className}` : 'v2-radios'}>
      <PieceStyle name="radio" css={css} />
      <legend className={legendClassName} style={{ float: 'left' }}>
        {legend}
      </legend>
      <div className="v2-radio-set">
        {options.map((o) => (
          <label key={o.value} className="v2-radio-btn">
            <input type="radio" name={name} value={o.value} checked={o.value === value} onChange={() => onChange(o.value)} />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
