import type { SpecItem } from '@shop/api-clients';
import { bySort } from '../../lib/bySort';
import '../../components/grid.css';

/** Every spec of the series with its unit and the values offered (a plain table: see PartTable for why). */
export function SpecTable({ specList }: { specList: SpecItem[] }) {
  const rows = [...specList].sort(bySort);
  return (
    <div data-testid="spec-table" className="v2-grid-scroll">
      <table className="v2-grid">
        <thead>
          <tr>
            <th style={{ width: 160 }}>规格项</th>
            <th style={{ width: 80 }}>单位</th>
            <th>可选值</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((s) => (
            <tr key={s.specCode} data-row-key={s.specCode}>
              <td>{s.specName}</td>
              <td>{s.specUnit || '-'}</td>
              <td>
                {s.specValueList.map((v) => v.specValueDisp).join('、')}
                <span className="v2-muted v2-small">（{s.specValueList.length} 种）</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
