import type { ReactNode } from 'react';
import { Spinner } from './Spinner';
import './BusyArea.css';

/** Content that stays in place while it reloads: veiled, not clickable, with a spinner on top. */
export function BusyArea({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <div className="v2-busy" aria-busy={busy}>
      {children}
      {busy && (
        <div className="v2-busy-mask">
          <Spinner />
        </div>
      )}
    </div>
  );
}
