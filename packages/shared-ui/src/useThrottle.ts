import { useCallback, useEffect, useRef } from 'react';
import { BUTTON_THROTTLE_MS } from './zIndex';

/**
 * A stable function that runs the latest `fn` at most once per `ms`: calls within `ms` of the last accepted call
 * are dropped (leading edge, no trailing call), so a double click submits once. Returns true when the call ran.
 */
export function useThrottle<A extends unknown[]>(fn: (...args: A) => unknown, ms: number = BUTTON_THROTTLE_MS): (...args: A) => boolean {
  const fnRef = useRef(fn);
  const lastRef = useRef<number | null>(null);
  useEffect(() => {
    fnRef.current = fn;
  });
  return useCallback(
    (...args: A) => {
      const now = Date.now();
      if (lastRef.current !== null && now - lastRef.current < ms) return false;
      lastRef.current = now;
      fnRef.current(...args);
      return true;
    },
    [ms],
  );
}
