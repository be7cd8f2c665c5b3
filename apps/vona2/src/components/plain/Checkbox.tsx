import type { ReactNode } from 'react';
import { PieceStyle } from './PieceStyle';

const css = `
.v2-check { display: inline-flex; align-items: center; gap: 6px; margin-right: 16px; line-height: 22px; cursor: pointer; }
.v2-check input { width: 14px; height: 14px; margin: 0; accent-color: #0b5cad; cursor: pointer; }
.v2-check input:focus-visible { outline: 2px solid #0b5cad; outline-offset: 1px; }
.v2-check:hover { color: #0b5cad; }
`;

/** A real check box with its label; the whole label is the click target. */
export function Checkbox({ checked, onChange, children }: { checked: boolean; onChange: (checked: boolean) => void; children: ReactNode }) {
  return (
    <label className="v2-check">
      <PieceStyle name="checkbox" css={css} />
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {children}
    </label>
  );
}
