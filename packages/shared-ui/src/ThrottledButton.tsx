import type { MouseEvent } from 'react';
import Button, { type ButtonProps } from 'antd/es/button';
import { useThrottle } from './useThrottle';
import { BUTTON_THROTTLE_MS } from './zIndex';

export interface ThrottledButtonProps extends ButtonProps {
  /** minimum time between two accepted clicks; default 1000 ms (SPEC §5) */
  throttleMs?: number;
}

/** antd Button that ignores clicks within 1 s of the last accepted one. */
export function ThrottledButton({ throttleMs = BUTTON_THROTTLE_MS, onClick, ...rest }: ThrottledButtonProps) {
  const throttled = useThrottle((e: MouseEvent<HTMLElement>) => onClick?.(e), throttleMs);
  return <Button {...rest} onClick={throttled} />;
}
