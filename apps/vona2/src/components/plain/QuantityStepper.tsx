import { useState } from 'react';
import { PieceStyle } from './PieceStyle';

const css = `
.v2-stepper { display: inline-flex; align-items: stretch; box-sizing: border-box; height: 28px; border: 1px solid #d9dde3; border-radius: 3px; background: #fff; overflow: hidden; }
.v2-stepper:focus-within { border-color: #0b5cad; box-shadow: 0 0 0 2px rgba(11, 92, 173, .15); }
.v2-stepper button { width: 26px; padding: 0; border: 0; background: #f5f6f8; color: #1f2329; font: inherit; font-size: 15px; line-height: 1; cursor: pointer; }
.v2-stepper button:hover:not(:disabled) { background: #e8f1fb; color: #0b5cad; }
.v2-stepper button:disabled { color: #c0c4cc; cursor: not-allowed; }
.v2-stepper button:focus-visible { outline: 2px solid #0b5cad; outline-offset: -2px; }
.v2-stepper input { width: 58px; padding: 0 4px; border: 0; border-left: 1px solid #e5e7eb; border-right: 1px solid #e5e7eb; color: #1f2329; font: inherit; font-size: 13px; text-align: center; outline: none; -moz-appearance: textfield; appearance: textfield; }
.v2-stepper input::-webkit-outer-spin-button, .v2-stepper input::-webkit-inner-spin-button { -webkit-appearance: none; margin: 0; }
.v2-stepper-unit { display: flex; align-items: center; padding: 0 8px; border-left: 1px solid #e5e7eb; background: #fafbfc; color: #6b7280; }
`;

/** A whole number in [min, max]: anything else becomes `min`, decimals drop, large values stop at `max`. */
export function clampQuantity(raw: number, min: number, max: number): number {
  return Number.isFinite(raw) && raw >= min ? Math.min(Math.floor(raw), max) : min;
}

interface Props {
  id: string;
  value: number;
  min: number;
  max: number;
  /** e.g. 个, shown after the field */
  unit?: string;
  onChange: (value: number) => void;
}

/**
 * A quantity field with − and + buttons. Each keystroke that reads as a number updates the value at once (clamped to a
 * whole number in range); the text typed stays as typed until the field is left, then shows the value in force.
 */
export function QuantityStepper({ id, value, min, max, unit, onChange }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const step = (by: number) => {
    setDraft(null);
    onChange(clampQuantity(value + by, min, max));
  };
  return (
    <span className="v2-stepper">
      <PieceStyle name="stepper" css={css} />
      <button type="button" aria-label="减少数量" disabled={value <= min} onClick={() => step(-1)}>
        −
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={draft ?? String(value)}
        onChange={(e) => {
          const text = e.target.value;
          setDraft(text);
          onChange(clampQuantity(text.trim() === '' ? Number.NaN : Number(text), min, max));
        }}
        onBlur={() => setDraft(null)}
      />
      <button type="button" aria-label="增加数量" disabled={value >= max} onClick={() => step(1)}>
        +
      </button>
      {unit && (
        <span className="v2-stepper-unit" aria-hidden="true">
          {unit}
        </span>
      )}
    </span>
  );
}
