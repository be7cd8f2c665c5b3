import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { QuantityStepper, clampQuantity } from '../QuantityStepper';

function Harness({ onChange }: { onChange: (q: number) => void }) {
  const [q, setQ] = useState(1);
  return (
    <>
      <label htmlFor="qty">数量</label>
      <QuantityStepper
        id="qty"
        min={1}
        max={99999}
        value={q}
        unit="个"
        onChange={(v) => {
          setQ(v);
          onChange(v);
        }}
      />
    </>
  );
}

describe('QuantityStepper', () => {
  it('keeps the quantity a whole number between min and max', () => {
    expect(clampQuantity(12, 1, 99999)).toBe(12);
    expect(clampQuantity(3.7, 1, 99999)).toBe(3);
    expect(clampQuantity(0, 1, 99999)).toBe(1);
    expect(clampQuantity(-5, 1, 99999)).toBe(1);
    expect(clampQuantity(Number.NaN, 1, 99999)).toBe(1);
    expect(clampQuantity(1e9, 1, 99999)).toBe(99999);
  });

  it('is a labelled number field whose typing, − and + change the quantity within its limits', () => {
    const seen: number[] = [];
    render(<Harness onChange={(q) => seen.push(q)} />);
    const field = screen.getByLabelText<HTMLInputElement>('数量');
    expect(field.type).toBe('number');
    expect([field.min, field.max, field.step, field.inputMode]).toEqual(['1', '99999', '1', 'numeric']);
    const minus = screen.getByRole<HTMLButtonElement>('button', { name: '减少数量' });
    const plus = screen.getByRole('button', { name: '增加数量' });
    expect(minus.disabled).toBe(true);

    fireEvent.click(plus);
    fireEvent.click(plus);
    expect(field.value).toBe('3');
    fireEvent.click(minus);
    expect(field.value).toBe('2');

    fireEvent.change(field, { target: { value: '250' } });
    fireEvent.change(field, { target: { value: '123456' } });
    fireEvent.blur(field);
    expect(field.value).toBe('99999');
    expect((screen.getByRole('button', { name: '增加数量' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(field, { target: { value: '' } });
    fireEvent.blur(field);
    expect(field.value).toBe('1');
    expect(seen).toEqual([2, 3, 2, 250, 99999, 1]);
  });
});
