import { useEffect, useId, useState, type CSSProperties, type ReactNode } from 'react';
import './Hint.css';

/**
 * A popover that opens while the pointer rests on, or the keyboard focus is in, its trigger. It is fixed to the
 * viewport (placed from the trigger's box) so a table's sideways-scrolling wrapper cannot clip it; any scroll or
 * resize, Escape, or leaving the trigger closes it.
 */
export function Hint({ content, children }: { content: ReactNode; children: ReactNode }) {
  const id = useId();
  const [place, setPlace] = useState<CSSProperties | null>(null);
  const open = (el: HTMLElement) => {
    const r = el.getBoundingClientRect();
    // right-aligned with the trigger; above it when the trigger sits in the lower half of the window
    const right = Math.max(8, window.innerWidth - r.right);
    setPlace(r.top > window.innerHeight / 2 ? { right, bottom: window.innerHeight - r.top + 6 } : { right, top: r.bottom + 6 });
  };
  const close = () => setPlace(null);
  useEffect(() => {
    if (!place) return;
    window.addEventListener('scroll', close, { capture: true, passive: true });
    window.addEventListener('resize', close);
    return () => {
      window.removeEventListener('scroll', close, { capture: true });
      window.removeEventListener('resize', close);
    };
  }, [place]);
  return (
    <span
      className="v2-hint"
      tabIndex={0}
      aria-describedby={place ? id : undefined}
      onMouseEnter={(e) => open(e.currentTarget)}
      onMouseLeave={close}
      onFocus={(e) => open(e.currentTarget)}
      onBlur={close}
      onKeyDown={(e) => e.key === 'Escape' && close()}
    >
      {children}
      {place && (
        <span role="tooltip" id={id} className="v2-hint-pop" style={place}>
          {content}
        </span>
      )}
    </span>
  );
}
