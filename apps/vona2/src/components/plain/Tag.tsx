import type { CSSProperties, ReactNode } from 'react';
import { PieceStyle } from './PieceStyle';

const css = `
.v2-tag { display: inline-flex; align-items: center; gap: 4px; box-sizing: border-box; height: 22px; padding: 0 7px; border: 1px solid #d9dde3; border-radius: 3px; background: #fafafa; color: #1f2329; font-size: 12px; font-weight: normal; line-height: 20px; white-space: nowrap; vertical-align: middle; }
.v2-tag-blue { border-color: #a9c8ec; background: #e8f1fb; color: #0b5cad; }
.v2-tag-red { border-color: #ffa39e; background: #fff1f0; color: #cf1322; }
.v2-tag-green { border-color: #b7eb8f; background: #f6ffed; color: #389e0d; }
.v2-tag-close { display: inline-flex; align-items: center; justify-content: center; width: 16px; height: 16px; margin-right: -3px; padding: 0; border: 0; border-radius: 2px; background: transparent; color: inherit; font: inherit; font-size: 14px; line-height: 1; cursor: pointer; opacity: .7; }
.v2-tag-close:hover, .v2-tag-close:focus-visible { opacity: 1; background: rgba(0, 0, 0, .08); }
.v2-tag-close:focus-visible { outline: 2px solid #0b5cad; outline-offset: 0; }
`;

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
      <PieceStyle name="tag" css={css} />
      {children}
    </span>
  );
}

/** A tag that can be removed with its own close button; `closeLabel` says what goes, e.g. 移除品牌条件. */
export function ClosableTag({ color = 'blue', style, closeLabel, onClose, children }: TagProps & { closeLabel: string; onClose: () => void }) {
  return (
    <span className={`v2-tag v2-tag-${color}`} style={style}>
      <PieceStyle name="tag" css={css} />
      <span>{children}</span>
      <button type="button" className="v2-tag-close" aria-label={closeLabel} title={closeLabel} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </span>
  );
}
