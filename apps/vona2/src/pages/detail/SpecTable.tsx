import Table from 'antd/es/table';
import type { SpecItem } from '@shop/api-clients';

/** Every spec of the series with its unit and the values offered. */
export function SpecTable({ specList }: { specList: SpecItem[] }) {
  const rows = [...specList].sort((a, b) => a.sort - b.sort);
  return (
    <div data-testid="spec-table">
    <Table<SpecItem>
      className="v2-table"
      size="small"
      bordered
      rowKey="specCode"
      pagination={false}
      dataSource={rows}
      columns={[
        { title: '规格项', dataIndex: 'specName', width: 160 },
        { title: '单位', dataIndex: 'specUnit', width: 80, render: (u: string) => u || '-' },
        {
          title: '可选值',
          key: 'values',
          render: (_: unknown, s) => (
            <span>
              {s.specValueList.map((v) => v.specValueDisp).join('、')}
              <span className="v2-muted v2-small">（{s.specValueList.length} 种）</span>
            </span>
          ),
        },
      ]}
    />
    </div>
  );
}
