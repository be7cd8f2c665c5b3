import Spin from 'antd/es/spin';

/** Placeholder while a page's code or data loads. */
export function PageSpin() {
  return (
    <div style={{ padding: '80px 0', textAlign: 'center' }}>
      <Spin />
    </div>
  );
}
