import { useId } from 'react';
import './RadioGroup.css';

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
