import './DescriptionList.css';

// the grid's column count in DescriptionList.css: the last pair spans what is left of its row
const COLUMNS = 3;

/** Name–value pairs in a bordered grid of three pairs a row (one on narrow screens); the last pair fills its row. */
export function DescriptionList({ items }: { items: { key: string; label: string; value: string }[] }) {
  const lastSpan = COLUMNS - ((items.length - 1) % COLUMNS);
  return (
    <dl className="v2-desc">
      {items.map((item, i) => (
        <div
          key={item.key}
          className="v2-desc-item"
          style={i === items.length - 1 && lastSpan > 1 ? { gridColumn: `span ${lastSpan}` } : undefined}
        >
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
