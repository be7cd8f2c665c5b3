import { useEffect, useMemo } from 'react';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Tabs from 'antd/es/tabs';
import { useSearchParams } from 'react-router';

/** The filters both slip lists share; the URL holds them, so back and forward and a shared link keep them. */
export interface SlipFilterValues {
  number?: string;
  partNumber?: string;
  /** YYYY-MM-DD, inclusive */
  dateFrom?: string;
  dateTo?: string;
}

const FILTER_KEYS = ['number', 'partNumber', 'dateFrom', 'dateTo'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function positiveInt(raw: string | null, fallback: number): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 10000 ? n : fallback;
}

/**
 * The list state a slip list keeps in its URL: filters, status tab and page. Changing a filter or the tab goes back
 * to page 1; `setPage` keeps the rest.
 */
export function useSlipListParams<Status extends string>(statuses: readonly Status[]) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<SlipFilterValues>(() => {
    const v: SlipFilterValues = {};
    for (const k of FILTER_KEYS) {
      const raw = params.get(k)?.trim();
      if (raw && (!k.startsWith('date') || DATE.test(raw))) v[k] = raw;
    }
    return v;
  }, [params]);
  const rawStatus = params.get('status');
  const status = statuses.find((s) => s === rawStatus);
  const pageNo = positiveInt(params.get('pageNo'), 1);

  const write = (next: { filters: SlipFilterValues; status?: Status; pageNo?: number; view?: string | null }) => {
    const p = new URLSearchParams();
    const view = next.view === undefined ? params.get('view') : next.view;
    if (view) p.set('view', view);
    for (const k of FILTER_KEYS) {
      const v = next.filters[k]?.trim();
      if (v) p.set(k, v);
    }
    if (next.status) p.set('status', next.status);
    if (next.pageNo && next.pageNo > 1) p.set('pageNo', String(next.pageNo));
    setParams(p);
  };
  return {
    filters,
    status,
    pageNo,
    view: params.get('view'),
    search: (f: SlipFilterValues) => write({ filters: f, status }),
    setStatus: (s: Status | undefined) => write({ filters, status: s }),
    setPage: (n: number) => write({ filters, status, pageNo: n }),
    setView: (v: string | null) => write({ filters, status, view: v }),
  };
}

/**
 * The search form of a slip list: number (or its beginning), part number, order date from / to. Dates are the
 * browser's own date inputs: their value is the YYYY-MM-DD text the API takes, and a filter read back from the URL
 * shows in them as it is.
 */
export function SlipFilterForm({
  numberLabel,
  numberPlaceholder,
  dateLabel,
  values,
  onSearch,
}: {
  numberLabel: string;
  numberPlaceholder: string;
  dateLabel: string;
  values: SlipFilterValues;
  onSearch: (v: SlipFilterValues) => void;
}) {
  const [form] = Form.useForm<SlipFilterValues>();
  // the URL is the source of the filters; the form follows it (back and forward included)
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(values);
  }, [form, values]);

  return (
    <Form<SlipFilterValues>
      form={form}
      layout="inline"
      style={{ rowGap: 8, marginBottom: 12 }}
      onFinish={onSearch}
      data-testid="slip-filters"
    >
      <Form.Item label={numberLabel} name="number">
        <Input allowClear maxLength={32} placeholder={numberPlaceholder} style={{ width: 170 }} />
      </Form.Item>
      <Form.Item label="型号" name="partNumber">
        <Input allowClear maxLength={64} placeholder="包含即可" style={{ width: 170 }} />
      </Form.Item>
      <Form.Item label={dateLabel} style={{ marginInlineEnd: 4 }}>
        <Form.Item name="dateFrom" noStyle>
          <Input type="date" aria-label={`${dateLabel}起`} style={{ width: 140 }} />
        </Form.Item>
        <span style={{ margin: '0 6px' }}>至</span>
        <Form.Item
          name="dateTo"
          noStyle
          dependencies={['dateFrom']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_: unknown, to: string | undefined) => {
                const from = getFieldValue('dateFrom') as string | undefined;
                return !to || !from || from <= to ? Promise.resolve() : Promise.reject(new Error('结束日期不能早于开始日期'));
              },
            }),
          ]}
        >
          <Input type="date" aria-label={`${dateLabel}止`} style={{ width: 140 }} />
        </Form.Item>
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit">
          查询
        </Button>
      </Form.Item>
      <Form.Item>
        <Button onClick={() => onSearch({})}>重置</Button>
      </Form.Item>
    </Form>
  );
}

/** Status tabs with the count of each status under the current filters (全部 first). */
export function StatusTabs<Status extends string>({
  active,
  counts,
  labels,
  onChange,
}: {
  active: Status | undefined;
  /** per status; undefined while the counts load */
  counts: { totalCount: number; byStatus: Partial<Record<Status, number>> } | undefined;
  labels: Record<Status, string>;
  onChange: (s: Status | undefined) => void;
}) {
  const countOf = (n: number | undefined) => (counts ? `（${n ?? 0}）` : '');
  const items = [
    { key: '', label: `全部${countOf(counts?.totalCount)}` },
    ...(Object.keys(labels) as Status[]).map((s) => ({ key: s, label: `${labels[s]}${countOf(counts?.byStatus[s])}` })),
  ];
  return (
    <Tabs
      size="small"
      activeKey={active ?? ''}
      items={items}
      onChange={(k) => onChange(k ? (k as Status) : undefined)}
      style={{ marginBottom: 4 }}
      data-testid="status-tabs"
    />
  );
}
