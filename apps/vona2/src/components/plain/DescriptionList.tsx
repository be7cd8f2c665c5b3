import { PieceStyle } from './PieceStyle';

const COLUMNS = 3;

const css = `
.v2-desc { display: grid; grid-template-columns: repeat(${COLUMNS}, minmax(0, 1fr)); gap: 1px; margin: 0; border: 1px solid #e5e7eb; border-radius: 3px; background: #e5e7eb; font-size: 13px; overflow: hidden; }
.v2-desc-item { display: flex; min-width: 0; background: #fff; }
.v2-desc dt { flex: none; min-width: 72px; max-width: 45%; box-sizing: border-box; padding: 5px 8px; border-right: 1px solid #e5e7eb; background: #f7f9fc; color: #4b5563; }
.v2-desc dd { flex: 1; min-width: 0; margin: 0; padding: 5px 8px; color: #1f2329; overflow-wrap: anywhere; }
@media (max-width: 900px) {
  .v2-desc { grid-template-columns: minmax(0, 1fr); }
  .v2-desc .v2-desc-item { grid-column: auto !important; }
}
`;

/** Name–value pairs in a bordered grid of three pairs a row (one on narrow screens); the last pair fills its row. */
export function DescriptionList({ items }: { items: { key: string; label: string; value: string }[] }) {
  const lastSpan = COLUMNS - ((items.length - 1) % COLUMNS);
  return (
    <dl className="v2-desc">
      <PieceStyle name="desc" css={css} />
      {items.map((item, i) => (
        <div key={item.key} className="v2-desc-item" style={i === items.length - 1 && lastSpan > 1 ? { gridColumn: `span ${lastSpan}` } : undefined}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
