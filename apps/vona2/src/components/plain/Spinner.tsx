import './Spinner.css';

/** A turning ring that screen readers announce as 加载中 (or `label`). */
export function Spinner({ label = '加载中' }: { label?: string }) {
  return <span className="v2-spinner" role="status" aria-label={label} />;
}
