import type { CSSProperties, ReactNode } from 'react';
import './Tag.css';

export type TagColor = 'default' | 'blue' | 'red' | 'green';

interface TagProps {
  color?: TagColor;
  style?: CSSProperties;
  children: ReactNode;
}

/** A small coloured label. */
export function Tag({ color = 'default', style, children }: TagProps) {
  return (
    <span className={`v2-tag v2-tag-${color}`} style={style}>
      {children}
    </span>
  );
}

/** A tag that can be removed with its own close button; `closeLabel` says what goes, e.g. 移除品牌条件. */
export function ClosableTag({
  color = 'blue',
  style,
  closeLabel,
  onClose,
  children,
}: TagProps & { closeLabel: string; onClose: () => void }) {
  return (
    <span className={`v2-tag v2-tag-${color}`} style={style}>
      <span>{children}</span>
      <button type="button" className="v2-tag-close" aria-label={closeLabel} title={closeLabel} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </span>
  );
}
