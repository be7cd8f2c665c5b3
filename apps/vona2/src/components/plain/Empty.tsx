import type { ReactNode } from 'react';
import './Empty.css';

/** An open, empty tray. */
function EmptyTray() {
  return (
    <svg width="64" height="41" viewBox="0 0 64 41" aria-hidden="true" focusable="false">
      <ellipse cx="32" cy="34" rx="30" ry="6" fill="#f0f2f5" />
      <path d="M10 15 L18 4 H46 L54 15 V30 a3 3 0 0 1 -3 3 H13 a3 3 0 0 1 -3 -3 Z" fill="#fafbfc" stroke="#d0d7e2" />
      <path d="M10 15 H23 a3 3 0 0 1 3 3 v0.5 a2 2 0 0 0 2 2 H36 a2 2 0 0 0 2 -2 V18 a3 3 0 0 1 3 -3 H54" fill="none" stroke="#d0d7e2" />
    </svg>
  );
}

/** "Nothing here" with what to do about it; `image={false}` for text only. */
export function Empty({ description, image = true }: { description: ReactNode; image?: boolean }) {
  return (
    <div className="v2-nodata">
      {image && <EmptyTray />}
      <div>{description}</div>
    </div>
  );
}
