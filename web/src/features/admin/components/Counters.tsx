import { formatCount } from '../../../shared/format/number';

/** A row of counters over a whole queue (not only the rows the filters keep). */
export function Counters({ label, items }: { label: string; items: Array<{ label: string; value: number }> }) {
  return (
    <dl className="stats-grid admin-counters" aria-label={label}>
      {items.map((item) => (
        <div key={item.label} className="stats-grid__item">
          <dt>{item.label}</dt>
          <dd>{formatCount(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
