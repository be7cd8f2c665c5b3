import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { BUTTON_THROTTLE_MS, useThrottle } from '../src';
import { ThrottledButton } from '../src/entry/controls';

describe('ThrottledButton', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('ignores a second click within 1 s and accepts one after it', () => {
    const onClick = jest.fn();
    render(<ThrottledButton onClick={onClick}>提交</ThrottledButton>);
    const button = screen.getByRole('button', { name: /提\s*交/ });

    fireEvent.click(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);

    act(() => jest.advanceTimersByTime(BUTTON_THROTTLE_MS - 1));
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);

    act(() => jest.advanceTimersByTime(1));
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('passes the click event through and honours a custom interval', () => {
    const onClick = jest.fn();
    render(
      <ThrottledButton throttleMs={5000} onClick={onClick}>
        下单
      </ThrottledButton>,
    );
    const button = screen.getByRole('button', { name: /下\s*单/ });
    fireEvent.click(button);
    act(() => jest.advanceTimersByTime(1000));
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onClick.mock.calls[0][0]).toHaveProperty('type', 'click');
  });
});

describe('useThrottle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the latest function at most once per interval and says whether it ran', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { result, rerender } = renderHook(({ fn }) => useThrottle(fn, 1000), { initialProps: { fn: first } });
    const throttled = result.current;
    expect(throttled('a')).toBe(true);
    expect(throttled('b')).toBe(false);
    rerender({ fn: second });
    expect(result.current).toBe(throttled);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current('c')).toBe(true);
    expect(first).toHaveBeenCalledWith('a');
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledWith('c');
  });
});
