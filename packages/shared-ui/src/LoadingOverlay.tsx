import type { CSSProperties } from 'react';
import Spin from 'antd/es/spin';
import { Z_INDEX_MODAL } from './zIndex';

export interface LoadingOverlayProps {
  /** default true; false renders nothing */
  loading?: boolean;
  /** default 加载中… */
  tip?: string;
  /** cover the whole window instead of the nearest positioned ancestor */
  fullscreen?: boolean;
}

/**
 * A spinner over a whole area that also blocks clicks on it. Covers its nearest positioned ancestor (give the
 * parent `position: relative`), or the window with `fullscreen`.
 */
export function LoadingOverlay({ loading = true, tip = '加载中…', fullscreen = false }: LoadingOverlayProps) {
  if (!loading) return null;
  const style: CSSProperties = {
    position: fullscreen ? 'fixed' : 'absolute',
    inset: 0,
    zIndex: fullscreen ? Z_INDEX_MODAL : 10,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 8,
    background: 'rgba(255, 255, 255, 0.65)',
  };
  return (
    <div role="status" aria-live="polite" aria-busy="true" data-testid="loading-overlay" style={style}>
      <Spin />
      <span style={{ color: '#555' }}>{tip}</span>
    </div>
  );
}
