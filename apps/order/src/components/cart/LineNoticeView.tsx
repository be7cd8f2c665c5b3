import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import type { LineNotice } from './lineNotice';

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
        <Button
          size="small"
          type="link"
          loading={replacing}
          onClick={() => onReplace(notice.replacement!)}
          style={{ paddingInline: 4, height: 'auto' }}
        >
          替换为 {notice.replacement}
        </Button>
      )}
      {notice.quoteOnly && onQuote && (
        <Button size="small" type="link" onClick={onQuote} style={{ paddingInline: 4, height: 'auto' }}>
          询价
        </Button>
      )}
    </div>
  );
}
