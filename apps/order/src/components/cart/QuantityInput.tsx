import { useEffect, useRef, useState } from 'react';
import InputNumber from 'antd/es/input-number';
import { CART_LIMITS } from '@shop/api-clients/cart/types';

/** How long typing may pause before the quantity is saved (a stepper clicked five times saves once). */
export const QUANTITY_SAVE_DELAY_MS = 600;

interface Props {
  value: number;
  partNumber: string;
  onSave: (quantity: number) => void;
}

/**
 * A line's quantity: a stepper saved on change after a short pause, at once on blur or Enter. While the buyer types,
 * the typed value stays on screen even if a refetch of the cart arrives; afterwards the server's value shows.
 */
export function QuantityInput({ value, partNumber, onSave }: Props) {
  const [draft, setDraftState] = useState<number | null>(value);
  const draftRef = useRef<number | null>(value);
  const setDraft = (v: number | null) => {
    draftRef.current = v;
    setDraftState(v);
  };
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const editing = useRef(false);
  const save = useRef(onSave);
  save.current = onSave;
  const saved = useRef(value);
  saved.current = value;

  useEffect(() => {
    if (!editing.current) setDraft(value);
  }, [value]);
  useEffect(() => () => flush(), []); // eslint-disable-line react-hooks/exhaustive-deps -- save what is pending on unmount

  function flush() {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (!editing.current) return;
    editing.current = false;
    const d = draftRef.current;
    const q = d === null ? saved.current : Math.min(CART_LIMITS.quantityMax, Math.max(CART_LIMITS.quantityMin, Math.round(d)));
    setDraft(q);
    if (q !== saved.current) save.current(q);
  }

  return (
    <InputNumber
      size="small"
      min={CART_LIMITS.quantityMin}
      max={CART_LIMITS.quantityMax}
      precision={0}
      value={draft}
      style={{ width: 84 }}
      aria-label={`${partNumber} 数量`}
      onChange={(v) => {
        editing.current = true;
        setDraft(typeof v === 'number' ? v : null);
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(flush, QUANTITY_SAVE_DELAY_MS);
      }}
      onBlur={flush}
      onPressEnter={flush}
    />
  );
}
