import type { CSSProperties } from 'react';
import { PieceStyle } from './PieceStyle';

const css = `
.v2-select { box-sizing: border-box; height: 26px; max-width: 100%; padding: 0 6px; border: 1px solid #d9dde3; border-radius: 3px; background: #fff; color: #1f2329; font: inherit; font-size: 13px; cursor: pointer; }
.v2-select:hover { border-color: #0b5cad; }
.v2-select:focus-visible { outline: none; border-color: #0b5cad; box-shadow: 0 0 0 2px rgba(11, 92, 173, .15); }
.v2-select.v2-select-empty { color: #8a94a6; }
.v2-select option { color: #1f2329; }
`;

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
    <>
      <PieceStyle name="select" css={css} />
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
    </>
  );
}
