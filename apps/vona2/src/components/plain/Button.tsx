import type { ButtonHTMLAttributes } from 'react';
import './Button.css';

export type ButtonVariant = 'primary' | 'default' | 'link';

interface Look {
  variant?: ButtonVariant;
  size?: 'small' | 'middle';
  block?: boolean;
}

/**
 * The button look as class names, for a router Link that should look like a button (a <button> in an <a> is invalid);
 * importing this module brings Button.css along.
 */
export function buttonClassName({ variant = 'default', size = 'middle', block = false }: Look = {}, extra?: string): string {
  return ['v2-btn', `v2-btn-${variant}`, size === 'small' && 'v2-btn-sm', block && 'v2-btn-block', extra].filter(Boolean).join(' ');
}

type Props = Look & ButtonHTMLAttributes<HTMLButtonElement> & { loading?: boolean };

/**
 * A native button in the shop's look (primary / default / link, small, block). `type="button"` unless told otherwise,
 * so it never submits a form by accident; while `loading` it shows a spinner, says aria-busy and ignores clicks.
 */
export function Button({ variant, size, block, loading = false, type = 'button', className, onClick, children, ...rest }: Props) {
  return (
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
  );
}
