import type { ButtonHTMLAttributes } from 'react';
import { PieceStyle } from './PieceStyle';

// doubled classes: they must outrank `.v2-page a` when a Link wears the button look
const css = `
.v2-btn { display: inline-flex; align-items: center; justify-content: center; gap: 6px; box-sizing: border-box; height: 32px; padding: 0 15px; border: 1px solid #d9dde3; border-radius: 3px; background: #fff; font: inherit; font-size: 13px; line-height: 1; white-space: nowrap; cursor: pointer; text-decoration: none; transition: border-color .15s, color .15s, background-color .15s; }
.v2-btn.v2-btn-default { color: #1f2329; }
.v2-btn.v2-btn-default:hover { border-color: #0b5cad; color: #0b5cad; }
.v2-btn.v2-btn-primary { border-color: #0b5cad; background: #0b5cad; color: #fff; }
.v2-btn.v2-btn-primary:hover { border-color: #0a4f96; background: #0a4f96; color: #fff; }
.v2-btn.v2-btn-link { height: auto; min-height: 24px; padding: 0 4px; border-color: transparent; background: transparent; color: #0b5cad; }
.v2-btn.v2-btn-link:hover { color: #084a8c; text-decoration: underline; }
.v2-btn.v2-btn-sm { height: 24px; padding: 0 7px; }
.v2-btn.v2-btn-link.v2-btn-sm { min-height: 22px; padding: 0 4px; }
.v2-btn.v2-btn-block { display: flex; width: 100%; }
.v2-btn:focus-visible { outline: 2px solid #0b5cad; outline-offset: 1px; }
.v2-btn.v2-btn:disabled { border-color: #d9dde3; background: #f5f6f8; color: #b8bec8; cursor: not-allowed; text-decoration: none; }
.v2-btn.v2-btn-link:disabled { border-color: transparent; background: transparent; }
.v2-btn[aria-busy="true"] { cursor: progress; opacity: .85; }
.v2-btn-spin { width: 12px; height: 12px; box-sizing: border-box; border: 2px solid currentColor; border-right-color: transparent; border-radius: 50%; animation: v2-btn-turn .7s linear infinite; }
@keyframes v2-btn-turn { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .v2-btn-spin { animation-duration: 2s; } }
`;

export type ButtonVariant = 'primary' | 'default' | 'link';

interface Look {
  variant?: ButtonVariant;
  size?: 'small' | 'middle';
  block?: boolean;
}

/** The button look as class names, for a router Link that should look like a button (a <button> in an <a> is invalid). */
export function buttonClassName({ variant = 'default', size = 'middle', block = false }: Look = {}, extra?: string): string {
  return ['v2-btn', `v2-btn-${variant}`, size === 'small' && 'v2-btn-sm', block && 'v2-btn-block', extra].filter(Boolean).join(' ');
}

/** The button look's CSS, for a Link styled with buttonClassName outside any Button. */
export function ButtonStyle() {
  return <PieceStyle name="button" css={css} />;
}

type Props = Look & ButtonHTMLAttributes<HTMLButtonElement> & { loading?: boolean };

/**
 * A native button in the shop's look (primary / default / link, small, block). `type="button"` unless told otherwise,
 * so it never submits a form by accident; while `loading` it shows a spinner, says aria-busy and ignores clicks.
 */
export function Button({ variant, size, block, loading = false, type = 'button', className, onClick, children, ...rest }: Props) {
  return (
    <>
      <ButtonStyle />
      <button
        {...rest}
        type={type}
        className={buttonClassName({ variant, size, block }, className)}
        aria-busy={loading || undefined}
        onClick={loading ? (e) => e.preventDefault() : onClick}
      >
        {loading && <span className="v2-btn-spin" aria-hidden="true" />}
        {children}
      </button>
    </>
  );
}
