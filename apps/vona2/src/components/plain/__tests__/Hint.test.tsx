import { fireEvent, render, screen } from '@testing-library/react';
import { Hint } from '../Hint';

describe('Hint', () => {
  it('opens on keyboard focus and on hover, is described by it, and closes on Escape, blur and leave', () => {
    render(<Hint content="数量阶梯价（含税）">¥12.30</Hint>);
    const trigger = screen.getByText('¥12.30');
    expect(trigger.tabIndex).toBe(0);
    expect(screen.queryByRole('tooltip')).toBeNull();

    fireEvent.focus(trigger);
    const tip = screen.getByRole('tooltip');
    expect(tip.textContent).toBe('数量阶梯价（含税）');
    expect(trigger.getAttribute('aria-describedby')).toBe(tip.id);
    fireEvent.keyDown(trigger, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();

    fireEvent.mouseEnter(trigger);
    expect(screen.getByRole('tooltip')).toBeTruthy();
    fireEvent.mouseLeave(trigger);
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.focus(trigger);
    fireEvent.blur(trigger);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
