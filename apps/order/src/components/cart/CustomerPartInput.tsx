import { useState } from 'react';
import { CART_LIMITS } from '@shop/api-clients/cart/types';
import './cart.css';

interface Props {
  value: string;
  partNumber: string;
  onSave: (customerPartNumber: string) => void;
}

/** The buyer's own part number for the line (printed on the order and the delivery note), saved on blur or Enter. */
export function CustomerPartInput({ value, partNumber, onSave }: Props) {
  const [draft, setDraft] = useState(value);
  // the server's value replaces the draft when it changes (after a save, or a change made elsewhere)
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const commit = () => {
    const next = draft.trim();
    if (next !== value) onSave(next);
  };
  return (
    <input
      className="cart-input"
      value={draft}
      maxLength={CART_LIMITS.customerPartNumberMax}
      placeholder="选填"
      aria-label={`${partNumber} 客户型号`}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
    />
  );
}
