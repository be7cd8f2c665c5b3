/**
 * Placeholder while a page's code or data loads. Plain SVG (its own SMIL animation, no stylesheet): it shows before
 * any antd has loaded, and plain pages never load antd's Spin for it.
 */
export function PageSpin() {
  return (
    <div style={{ padding: '80px 0', textAlign: 'center' }} role="status" aria-label="加载中" aria-busy="true">
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
        <circle cx="14" cy="14" r="11" fill="none" stroke="#e3e8ef" strokeWidth="3" />
        <path d="M14 3 a11 11 0 0 1 11 11" fill="none" stroke="#0b5cad" strokeWidth="3" strokeLinecap="round">
          <animateTransform attributeName="transform" type="rotate" from="0 14 14" to="360 14 14" dur="0.8s" repeatCount="indefinite" />
        </path>
      </svg>
    </div>
  );
}
