import { PieceStyle } from './PieceStyle';

const css = `
.v2-skeleton { display: flex; flex-direction: column; gap: 12px; padding: 4px 0; }
.v2-skeleton-block { height: 14px; border-radius: 3px; background: linear-gradient(90deg, #eef0f3 25%, #f8f9fb 37%, #eef0f3 63%); background-size: 400% 100%; animation: v2-skeleton-shimmer 1.4s ease infinite; }
.v2-skeleton-title { width: 38%; height: 18px; }
.v2-skeleton-block:last-child { width: 61%; }
@keyframes v2-skeleton-shimmer { from { background-position: 100% 50%; } to { background-position: 0 50%; } }
@media (prefers-reduced-motion: reduce) { .v2-skeleton-block { animation: none; } }
`;

/** Grey shimmering lines (a title and `rows` lines) where content is still loading. */
export function Skeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className="v2-skeleton" role="status" aria-busy="true" aria-label="加载中">
      <PieceStyle name="skeleton" css={css} />
      <div className="v2-skeleton-block v2-skeleton-title" />
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="v2-skeleton-block" />
      ))}
    </div>
  );
}
