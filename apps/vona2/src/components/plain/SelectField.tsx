import type { CSSProperties } from 'react';
import './SelectField.css';

interface Props {
  id?: string;
  /** undefined: nothing chosen, the placeholder option shows */
  value: string | undefined;
  /** text of the empty first option, which also clears the choice */
  placeholder: string;
  options: { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
  style?: CSSProperties;
}

/** A native drop-down (type-ahead and keyboard come with it); the first option means "none chosen". */
export function SelectField({ id, value, placeholder, options, onChange, style }: Props) {
  return (
    <select
      id={id}
      className={value ? 'v2-select' : 'v2-select v2-select-empty'}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value || undefined)}
      style={style}
    >
      <option value="">{placeholder}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
