import type { CatalogueCard } from '@streaming/contracts';
import type { ReactNode } from 'react';

import { formatCount, plural } from '../../../shared/format/number';
import { useProgressiveCount } from '../../../shared/hooks/use-settled';
import { TitleCard } from './TitleCard';

interface TitleGridProps<T extends CatalogueCard> {
  items: readonly T[];
  label?: string;
  showKind?: boolean;
  badges?: (item: T) => readonly string[];
  /**
   * For a grid below the first screen (all the films of /films, similar films): its first cards are
   * drawn at once and the others a few at a time while the page is idle (useProgressiveCount). A grid
   * that is the page's answer (filter results, search) is drawn whole. Its posters are fetched as they
   * come near the screen; a grid at the top of its page fetches its first six at once.
   */
  progressive?: boolean;
}

/** Cards of a progressive grid drawn at once; the others follow a few at a time while the page is idle. */
const FIRST_CARDS = 6;

/** Cards in a responsive grid (a list, so its size is announced). */
export function TitleGrid<T extends CatalogueCard>({ items, label, showKind, badges, progressive = false }: TitleGridProps<T>) {
  // A step of Infinity: everything at once.
  const shown = useProgressiveCount(items.length, progressive ? FIRST_CARDS : Number.POSITIVE_INFINITY);
  return (
    <ul className="title-grid" aria-label={label}>
      {items.slice(0, shown).map((item, index) => (
        <li key={`${item.kind}-${item.id}`}>
          <TitleCard card={item} showKind={showKind} badges={badges?.(item)} eager={!progressive && index < 6} />
        </li>
      ))}
    </ul>
  );
}

/** Grey cards while a grid loads; read out once as `label`. */
export function TitleGridSkeleton({ label, count = 12 }: { label: string; count?: number }) {
  return (
    <div role="status" aria-label={label} className="title-grid-skeleton">
      <span className="visually-hidden">{label}</span>
      <ul className="title-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="skeleton-card">
            <span className="skeleton-card__poster" />
            <span className="skeleton-card__line" />
            <span className="skeleton-card__line skeleton-card__line--short" />
          </li>
        ))}
      </ul>
    </div>
  );
}

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** With a count while some are not shown yet: "24 sur 75 films" (noun in the singular: "film", "titre"...). */
  count?: { shown: number; total: number; noun: string };
}

/** The 'Charger plus' button while the server has more pages, after the count of what is shown. */
export function LoadMore({ hasMore, loading, onLoadMore, count }: LoadMoreProps): ReactNode {
  return (
    <div className="load-more">
      {count && count.shown < count.total && (
        <p className="load-more__count" aria-live="polite">
          {formatCount(count.shown)} sur {formatCount(count.total)} {plural(count.total, count.noun)}
        </p>
      )}
      {hasMore && (
        <button type="button" className="button button--secondary" onClick={onLoadMore} disabled={loading}>
          {loading ? 'Chargement...' : 'Charger plus'}
        </button>
      )}
    </div>
  );
}
