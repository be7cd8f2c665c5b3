import { useState } from 'react';
import './QuantityStepper.css';

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
