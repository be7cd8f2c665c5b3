import Tag from 'antd/es/tag';
import type { LineNotice } from './lineNotice';
import './cart.css';

const TAG_COLOR = { error: 'red', warning: 'orange', info: 'blue' } as const;

interface Props {
  notice: LineNotice;
  partNumber: string;
  /** switch the line to the replacement part (delete and add, keeping the quantity) */
  onReplace: (replacement: string) => void;
  /** ask for a quote on this line alone */
  onQuote?: () => void;
  replacing?: boolean;
}

/** Under an unfit, discontinued or unknown line's part number: what it means, what to do, and the one-click step. */
export function LineNoticeView({ notice, partNumber, onReplace, onQuote, replacing = false }: Props) {
  return (
    <div
      className="cart-line-notice"
      data-testid={`notice-${partNumber}`}
      style={{ marginTop: 4, fontSize: 12, lineHeight: 1.6, whiteSpace: 'normal' }}
    >
      <Tag color={TAG_COLOR[notice.tone]} style={{ marginInlineEnd: 6 }}>
        {notice.label}
      </Tag>
      <span style={{ color: notice.tone === 'error' ? '#cf1322' : 'rgba(0,0,0,0.65)' }}>{notice.text}</span>
      {notice.replacement && (
        <button type="button" className="cart-link" disabled={replacing} onClick={() => onReplace(notice.replacement!)}>
          替换为 {notice.replacement}
        </button>
      )}
      {notice.quoteOnly && onQuote && (
        <button type="button" className="cart-link" onClick={onQuote}>
          询价
        </button>
      )}
    </div>
  );
}
