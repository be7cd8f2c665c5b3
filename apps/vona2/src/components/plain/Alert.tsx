import type { CSSProperties, ReactNode } from 'react';
import './Alert.css';

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
    <div
      className={`v2-alert v2-alert-${type}${description ? ' v2-alert-described' : ''}`}
      role={type === 'error' ? 'alert' : 'status'}
      style={style}
    >
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
