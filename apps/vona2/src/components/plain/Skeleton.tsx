import './Skeleton.css';

/** Grey shimmering lines (a title and `rows` lines) where content is still loading. */
export function Skeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className="v2-skeleton" role="status" aria-busy="true" aria-label="加载中">
      <div className="v2-skeleton-block v2-skeleton-title" />
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="v2-skeleton-block" />
      ))}
    </div>
  );
}
