import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import { QUOTE_LIMITS } from '@shop/api-clients/quote/types';
import { toAntdRules } from '@shop/validation';
import { parsePastedLines, type TypedLine } from './pasteLines';

const MONO = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' } as const;
const GRID = { display: 'grid', gridTemplateColumns: '40px 2fr 120px 1.5fr 60px', gap: 8, alignItems: 'start' } as const;

/**
 * The quote list typed on the page (`/order/quote/new`), as the form's `lineList`: one row per part (型号, 数量,
 * 客户型号), rows added one at a time or pasted many at once from a spreadsheet.
 */
export function CustomLinesEditor() {
  const form = Form.useFormInstance<{ lineList: Partial<TypedLine>[] }>();
  const [paste, setPaste] = useState('');
  const [pasteErrors, setPasteErrors] = useState<string[]>([]);

  const addPasted = () => {
    const { lines, errors, rejected } = parsePastedLines(paste);
    // rows still empty are replaced, so a paste into the fresh page does not leave a blank first row
    const kept = (form.getFieldValue('lineList') ?? []).filter((l: Partial<TypedLine> | undefined) => l?.partNumber?.trim());
    const room = QUOTE_LIMITS.maxCustomLines - kept.length;
    if (lines.length > room) errors.push(`一次询价最多 ${QUOTE_LIMITS.maxCustomLines} 行，超出的 ${lines.length - room} 行未添加`);
    form.setFieldValue('lineList', [...kept, ...lines.slice(0, Math.max(room, 0))]);
    setPasteErrors(errors);
    // what was added leaves the box; what was refused stays there to be corrected
    setPaste(rejected.join('\n'));
  };

  return (
    <div data-testid="custom-lines">
      <Form.List
        name="lineList"
        rules={[
          {
            validator: async (_: unknown, rows: unknown[] | undefined) => {
              if (!rows?.length) throw new Error('请至少填写一行型号和数量');
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <>
            <div style={{ ...GRID, fontWeight: 500, color: 'rgba(0,0,0,0.65)', marginBottom: 4 }}>
              <span>#</span>
              <span>型号</span>
              <span>数量</span>
              <span>客户型号（选填）</span>
              <span />
            </div>
            {fields.map((field, i) => (
              <div key={field.key} style={GRID} data-testid="custom-line">
                <span style={{ lineHeight: '32px' }}>{i + 1}</span>
                <Form.Item name={[field.name, 'partNumber']} rules={toAntdRules('required|max:64')} style={{ marginBottom: 8 }}>
                  <Input maxLength={64} placeholder="如 SFJ10-200" style={MONO} aria-label={`第 ${i + 1} 行型号`} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'quantity']}
                  rules={toAntdRules(`required|quantity:1,${QUOTE_LIMITS.maxQuantity}`)}
                  style={{ marginBottom: 8 }}
                >
                  <InputNumber
                    min={1}
                    max={QUOTE_LIMITS.maxQuantity}
                    precision={0}
                    style={{ width: '100%' }}
                    aria-label={`第 ${i + 1} 行数量`}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'customerPartNumber']} rules={toAntdRules('max:50')} style={{ marginBottom: 8 }}>
                  <Input maxLength={50} aria-label={`第 ${i + 1} 行客户型号`} />
                </Form.Item>
                <Button type="link" danger onClick={() => remove(field.name)} aria-label={`删除第 ${i + 1} 行`}>
                  删除
                </Button>
              </div>
            ))}
            <Form.ErrorList errors={errors} />
            <Button
              type="dashed"
              onClick={() => add({ quantity: 1 })}
              disabled={fields.length >= QUOTE_LIMITS.maxCustomLines}
              style={{ width: '100%', marginTop: 4 }}
            >
              + 添加一行
            </Button>
          </>
        )}
      </Form.List>
      <div style={{ marginTop: 16 }}>
        <div style={{ marginBottom: 4, color: 'rgba(0,0,0,0.65)' }}>
          批量粘贴：每行一个型号，依次为 型号、数量、客户型号（选填），用 Tab、逗号或空格分隔（可直接从 Excel 复制）
        </div>
        <Input.TextArea
          value={paste}
          onChange={(e) => setPaste(e.target.value)}
          autoSize={{ minRows: 3, maxRows: 8 }}
          placeholder={'SFJ10-200\t5\nLX20-B2-300\t2\tJG-0012'}
          style={MONO}
          aria-label="批量粘贴型号和数量"
        />
        <Button style={{ marginTop: 8 }} onClick={addPasted} disabled={!paste.trim()}>
          识别并添加
        </Button>
        {pasteErrors.length ? (
          <Alert
            type="warning"
            showIcon
            style={{ marginTop: 8 }}
            title="以下行未添加，请在上方修改后再次识别"
            description={
              <ul style={{ margin: 0, paddingLeft: 20 }}>
                {pasteErrors.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
            }
            data-testid="paste-errors"
          />
        ) : null}
      </div>
    </div>
  );
}
