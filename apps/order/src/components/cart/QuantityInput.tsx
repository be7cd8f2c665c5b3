import { useEffect, useRef, useState } from 'react';
import { CART_LIMITS } from '@shop/api-clients/cart/types';
import './cart.css';

/** How long typing may pause before the quantity is saved (five clicks on the arrows save once). */
export const QUANTITY_SAVE_DELAY_MS = 600;

interface Props {
  value: number;
  partNumber: string;
  onSave: (quantity: number) => void;
}

const clamp = (n: number) => Math.min(CART_LIMITS.quantityMax, Math.max(CART_LIMITS.quantityMin, Math.round(n)));

/**
 * A line's quantity: a number input saved after a short pause, at once on blur or Enter; out-of-range or empty input
 * goes back into range (or to the saved quantity) when saved. While the buyer types, the typed value stays on screen
 * even if a refetch of the cart arrives; afterwards the server's value shows.
 */
export function QuantityInput({ value, partNumber, onSave }: Props) {
  const [draft, setDraftState] = useState(String(value));
  const draftRef = useRef(String(value));
  const setDraft = (v: string) => {
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
    if (!editing.current) setDraft(String(value));
  }, [value]);
  useEffect(() => () => flush(), []); // eslint-disable-line react-hooks/exhaustive-deps -- save what is pending on unmount

  function flush() {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (!editing.current) return;
    editing.current = false;
    const typed = Number(draftRef.current);
    const q = draftRef.current.trim() === '' || !Number.isFinite(typed) ? saved.current : clamp(typed);
    setDraft(String(q));
    if (q !== saved.current) save.current(q);
  }

  return (
    <input
      className="cart-input"
      type="number"
      inputMode="numeric"
      min={CART_LIMITS.quantityMin}
      max={CART_LIMITS.quantityMax}
      step={1}
      value={draft}
      style={{ width: 84 }}
      aria-label={`${partNumber} 数量`}
      onChange={(e) => {
        editing.current = true;
        setDraft(e.target.value);
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(flush, QUANTITY_SAVE_DELAY_MS);
      }}
      onBlur={flush}
      onKeyDown={(e) => {
        if (e.key === 'Enter') flush();
      }}
    />
  );
}
