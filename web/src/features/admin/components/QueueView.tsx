import type { Page } from '@streaming/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';

import { formatCount, plural } from '../../../shared/format/number';
import { Spinner } from '../../../shared/ui/Spinner';
import { pageCount } from '../rules/list-queries';
import { Counters } from './Counters';
import { EmptyQueue } from './EmptyQueue';
import { LoadError } from '../../../shared/ui/LoadError';
import { Pager } from './Pager';
import { LOAD_FAILED } from './load-failed';

interface QueueViewProps<P extends Page<unknown>> {
  /** The page of the list as asked with the current filters (the previous one stays while the next loads). */
  list: UseQueryResult<P>;
  loadingLabel: string;
  counters: { label: string; items: (page: P) => Array<{ label: string; value: number }> };
  filters: ReactNode;
  /** "12 signalements trouvés". */
  found: (total: number) => string;
  /** Whether a filter is set: an empty list then says 'no match' and offers to clear them. */
  filtered: boolean;
  onClearFilters: () => void;
  empty: { title: string; text: string };
  noMatch: { title: string; text: string };
  listLabel: string;
  renderItem: (item: P['items'][number]) => ReactNode;
  onPage: (page: number) => void;
}

/**
 * The body of an admin queue: loading, the red banner of a failed load, the counters over the whole
 * queue, the filters, how many rows match, the two empty states, the cards and the server's paging.
 */
export function QueueView<P extends Page<unknown>>({
  list,
  loadingLabel,
  counters,
  filters,
  found,
  filtered,
  onClearFilters,
  empty,
  noMatch,
  listLabel,
  renderItem,
  onPage,
}: QueueViewProps<P>) {
  const retry = () => void list.refetch();
  // A page emptied meanwhile (its last rows handled, or moved by another admin): back to the last page that has rows.
  const shown = list.isPlaceholderData ? undefined : list.data;
  const lastPage = shown && shown.items.length === 0 && shown.page > 1 ? pageCount(shown.total, shown.pageSize) : undefined;
  useEffect(() => {
    if (lastPage !== undefined) onPage(lastPage);
  }, [lastPage, onPage]);

  if (list.isPending) return <Spinner label={loadingLabel} />;
  if (list.data === undefined) return <LoadError text={LOAD_FAILED} error={list.error} onRetry={retry} />;
  const page = list.data;
  return (
    <>
      {list.isError && <LoadError text={LOAD_FAILED} error={list.error} onRetry={retry} />}
      <Counters label={counters.label} items={counters.items(page)} />
      {filters}
      <p className="admin-results" aria-live="polite">
        {found(page.total)}
        {list.isPlaceholderData && <span className="admin-results__updating"> · mise à jour...</span>}
      </p>
      {page.items.length === 0 ? (
        filtered ? (
          <EmptyQueue title={noMatch.title} text={noMatch.text} onClear={onClearFilters} />
        ) : (
          <EmptyQueue title={empty.title} text={empty.text} />
        )
      ) : (
        <ul className="admin-cards" aria-label={listLabel}>
          {page.items.map(renderItem)}
        </ul>
      )}
      <Pager page={page.page} pageSize={page.pageSize} total={page.total} onPage={onPage} />
    </>
  );
}

/** "1 signalement trouvé", "12 signalements trouvés". */
export function foundText(singular: string, pluralForm: string): (total: number) => string {
  return (total) => `${formatCount(total)} ${plural(total, singular, pluralForm)}`;
}
