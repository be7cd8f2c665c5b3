import type { CSSProperties, ReactNode } from 'react';
import { PieceStyle } from './PieceStyle';

const css = `
.v2-alert { display: flex; align-items: flex-start; gap: 8px; box-sizing: border-box; padding: 8px 12px; border: 1px solid; border-radius: 3px; color: #1f2329; font-size: 13px; line-height: 1.6; }
.v2-alert-error { border-color: #ffccc7; background: #fff2f0; }
.v2-alert-warning { border-color: #ffe58f; background: #fffbe6; }
.v2-alert-info { border-color: #a9c8ec; background: #eef5fc; }
.v2-alert-icon { flex: none; display: inline-flex; align-items: center; justify-content: center; width: 16px; height: 16px; margin-top: 3px; border-radius: 50%; color: #fff; font-size: 11px; font-weight: 700; line-height: 1; font-family: Arial, sans-serif; }
.v2-alert-error .v2-alert-icon { background: #e5484d; }
.v2-alert-warning .v2-alert-icon { background: #e8a317; }
.v2-alert-info .v2-alert-icon { background: #0b5cad; }
.v2-alert-body { flex: 1; min-width: 0; }
.v2-alert-described .v2-alert-title { font-size: 14px; font-weight: 600; }
.v2-alert-desc { margin-top: 2px; color: #4b5563; }
.v2-alert-action { flex: none; align-self: center; }
`;

const ICON = { error: '!', warning: '!', info: 'i' } as const;

interface Props {
  type: keyof typeof ICON;
  title: ReactNode;
  description?: ReactNode;
  /** e.g. a retry button, on the right */
  action?: ReactNode;
  style?: CSSProperties;
}

/**
 * A notice box. An error is role="alert" (read out at once); a warning or information is role="status" (read out
 * politely), so a page's real alerts stay distinguishable.
 */
export function Alert({ type, title, description, action, style }: Props) {
  return (
    <div className={`v2-alert v2-alert-${type}${description ? ' v2-alert-described' : ''}`} role={type === 'error' ? 'alert' : 'status'} style={style}>
      <PieceStyle name="alert" css={css} />
      <span className="v2-alert-icon" aria-hidden="true">
        {ICON[type]}
      </span>
      <div className="v2-alert-body">
        <div className="v2-alert-title">{title}</div>
        {description && <div className="v2-alert-desc">{description}</div>}
      </div>
      {action && <div className="v2-alert-action">{action}</div>}
    </div>
  );
}
