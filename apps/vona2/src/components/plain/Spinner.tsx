import { PieceStyle } from './PieceStyle';

const css = `
.v2-spinner { display: inline-block; box-sizing: border-box; width: 20px; height: 20px; border: 2px solid #d6e4f5; border-top-color: #0b5cad; border-radius: 50%; vertical-align: middle; animation: v2-spinner-turn .8s linear infinite; }
@keyframes v2-spinner-turn { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .v2-spinner { animation-duration: 2.4s; } }
`;

/** A turning ring that screen readers announce as 加载中 (or `label`). */
export function Spinner({ label = '加载中' }: { label?: string }) {
  return (
    <>
      <PieceStyle name="spinner" css={css} />
      <span className="v2-spinner" role="status" aria-label={label} />
    </>
  );
}
