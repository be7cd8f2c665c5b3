import type { CSSProperties } from 'react';

const STYLE: CSSProperties = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', whiteSpace: 'nowrap' };

/** A part number as buyers copy it into their own systems: monospace, never wrapped. */
export function PartNumber({ value }: { value: string }) {
  return <span style={STYLE}>{value}</span>;
}
