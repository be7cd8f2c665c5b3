import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Input from 'antd/es/input';
import Upload from 'antd/es/upload';
import { CART_LIMITS, CartMessages, type CartAddLine, type CartAddResult } from '@shop/api-clients/cart/types';
import { errorText } from '@shop/shared-ui';
import { parseQuickOrder, QUICK_ORDER_TEMPLATE_CSV, type PasteError } from './parseQuickOrder';

export const QUICK_ORDER_TEXT = {
  PLACEHOLDER:
    '每行一个商品：型号 数量 [客户型号]，用空格、逗号或 Tab 分隔；可直接从 Excel 复制粘贴。\n例如：\nSFJ6-200 10\nCB6-20,100,A-001',
  NOTHING: '请粘贴型号和数量',
  ADDED: (n: number) => `已加入购物车 ${n} 行`,
  FAILED_LINES: (n: number) => `${n} 行未加入：`,
  UPLOAD_FAILED: '上传失败，请重新上传',
} as const;

interface Outcome {
  added: number;
  errors: PasteError[];
  /** a failure of the whole call (offline, no permission …) */
  failure?: string;
}

interface Props {
  /** adds the lines; resolves with the server's answer (its lineNo counts the lines sent) */
  onAdd: (lines: CartAddLine[]) => Promise<CartAddResult>;
  onUpload: (file: File) => Promise<CartAddResult>;
}

/** A CSV the buyer's Excel opens with the right columns (the BOM makes Excel read it as UTF-8). */
function downloadTemplate() {
  const url = URL.createObjectURL(new Blob(['\uFEFF' + QUICK_ORDER_TEMPLATE_CSV], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = '快速下单模板.csv';
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Quick order: paste lines of part number and quantity (and the buyer's own part number), or upload a CSV or XLSX of
 * up to 500 lines. Lines that cannot be read are answered here with their line number; the server checks the rest
 * against the catalogue and answers each bad one; the good ones land in the cart.
 */
export function QuickOrder({ onAdd, onUpload }: Props) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function addPasted() {
    const parsed = parseQuickOrder(text);
    if (parsed.lines.length === 0) {
      setOutcome({
        added: 0,
        errors: parsed.errors.length ? parsed.errors : [],
        failure: parsed.errors.length ? undefined : QUICK_ORDER_TEXT.NOTHING,
      });
      return;
    }
    setBusy(true);
    try {
      const result = await onAdd(parsed.lines.map(({ lineNo: _lineNo, ...line }) => line));
      // the server numbers the lines it was sent; the buyer knows the lines of the text box
      const serverErrors = result.errors.map((e) => ({ ...e, lineNo: parsed.lines[e.lineNo - 1]?.lineNo ?? e.lineNo }));
      const errors = [...parsed.errors, ...serverErrors].sort((a, b) => a.lineNo - b.lineNo);
      setOutcome({ added: result.added, errors });
      // keep only the lines that did not go in, so the buyer can correct them and press again
      const failed = new Set(errors.map((e) => e.lineNo));
      setText(
        text
          .split(/\r\n|\r|\n/)
          .filter((_, i) => failed.has(i + 1))
          .join('\n'),
      );
    } catch (e) {
      setOutcome({ added: 0, errors: parsed.errors, failure: errorText(e, '加入购物车失败，请重试') });
    } finally {
      setBusy(false);
    }
  }

  async function upload(file: File) {
    if (file.size > CART_LIMITS.uploadBytesMax) {
      setOutcome({ added: 0, errors: [], failure: CartMessages.UPLOAD_TOO_LARGE });
      return;
    }
    setBusy(true);
    try {
      const result = await onUpload(file);
      setOutcome({ added: result.added, errors: result.errors });
    } catch (e) {
      // an upload failure carries the server's reason (文件最多 500 行 …) beside its generic message
      const reason = (e as { serverMessage?: string } | null)?.serverMessage;
      setOutcome({ added: 0, errors: [], failure: reason || errorText(e, QUICK_ORDER_TEXT.UPLOAD_FAILED) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card size="small" title="快速下单" data-testid="quick-order" style={{ marginBottom: 16 }}>
      <Input.TextArea
        aria-label="粘贴型号和数量"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={QUICK_ORDER_TEXT.PLACEHOLDER}
        autoSize={{ minRows: 3, maxRows: 10 }}
        style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' }}
      />
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 8, flexWrap: 'wrap' }}>
        <Button type="primary" loading={busy} onClick={() => void addPasted()} data-testid="quick-order-add">
          加入购物车
        </Button>
        <Upload
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          showUploadList={false}
          maxCount={1}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button disabled={busy}>上传 CSV / XLSX</Button>
        </Upload>
        <Button type="link" onClick={downloadTemplate} style={{ paddingInline: 4 }}>
          下载模板
        </Button>
        <span style={{ color: 'rgba(0,0,0,0.45)', fontSize: 12 }}>
          文件列：型号、数量、客户型号（选填），最多 {CART_LIMITS.linesPerAdd} 行
        </span>
      </div>
      {outcome && <OutcomeView outcome={outcome} />}
    </Card>
  );
}

function OutcomeView({ outcome }: { outcome: Outcome }) {
  const { added, errors, failure } = outcome;
  const type = failure || (added === 0 && errors.length > 0) ? 'error' : errors.length > 0 ? 'warning' : 'success';
  const title =
    failure ??
    [added > 0 && QUICK_ORDER_TEXT.ADDED(added), errors.length > 0 && QUICK_ORDER_TEXT.FAILED_LINES(errors.length)]
      .filter(Boolean)
      .join('，');
  return (
    <Alert
      data-testid="quick-order-result"
      style={{ marginTop: 8 }}
      type={type}
      showIcon
      title={title}
      description={
        errors.length > 0 ? (
          <ul style={{ margin: 0, paddingInlineStart: 18, maxHeight: 200, overflow: 'auto' }} data-testid="quick-order-errors">
            {errors.map((e, i) => (
              <li key={i}>
                {e.lineNo > 0 ? `第 ${e.lineNo} 行` : '全部'}
                {e.partNumber && <span style={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace' }}> {e.partNumber}</span>}：
                {e.message}
              </li>
            ))}
          </ul>
        ) : undefined
      }
    />
  );
}
