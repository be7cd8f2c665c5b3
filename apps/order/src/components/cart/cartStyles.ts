import type { CSSProperties } from 'react';

/** Part numbers and figures the buyer copies or compares: monospace, never wrapped. */
export const monoStyle: CSSProperties = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', whiteSpace: 'nowrap' };
export const mutedStyle: CSSProperties = { color: 'rgba(0,0,0,0.45)', fontSize: 12 };
export const priceStyle: CSSProperties = { ...monoStyle, fontWeight: 600 };
