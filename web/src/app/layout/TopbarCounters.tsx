import type { CatalogueStats } from '@streaming/contracts';

import { formatCount, plural } from '../../shared/format/number';

/** "1 234 films"; '–' while the count is loading or could not be read. */
function Counter({ value, singular }: { value: number | undefined; singular: string }) {
  if (value === undefined) {
    return (
      <span className="topbar__counter">
        <strong>–</strong> {singular}s
      </span>
    );
  }
  return (
    <span className="topbar__counter">
      <strong>{formatCount(value)}</strong> {plural(value, singular)}
    </span>
  );
}

/** The film and series counts of the top bar; dashes until they are known. */
export function TopbarCounters({ stats }: { stats?: CatalogueStats }) {
  return (
    <>
      <Counter value={stats?.movies} singular="film" />
      <span aria-hidden="true">·</span>
      <Counter value={stats?.series} singular="série" />
    </>
  );
}
