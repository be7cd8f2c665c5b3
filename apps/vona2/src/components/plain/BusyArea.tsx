import type { ReactNode } from 'react';
import { PieceStyle } from './PieceStyle';
import { Spinner } from './Spinner';

const css = `
.v2-busy { position: relative; }
.v2-busy-mask { position: absolute; inset: 0; z-index: 4; display: flex; align-items: flex-start; justify-content: center; padding-top: min(96px, 30%); background: rgba(255, 255, 255, .6); cursor: progress; }
`;

/** Content that stays in place while it reloads: veiled, not clickable, with a spinner on top. */
export function BusyArea({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <div className="v2-busy" aria-busy={busy}>
      <PieceStyle name="busy" css={css} />
      {children}
      {busy && (
        <div className="v2-busy-mask">
          <Spinner />
        </div>
      )}
    </div>
  );
}
