import { useCallback, useState } from 'react';

import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { isFiltered, queueQuery, type QueueFilters } from '../rules/list-queries';

/** The text search is asked once typing pauses for this long. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The filters and page of a moderation queue: the fields as typed, the query as sent (the search once
 * typing pauses), and a change of filter back to page 1.
 */
export function useQueueFilters<S extends string, T extends string>() {
  const [filters, setFilterState] = useState<QueueFilters<S, T>>({ search: '', status: 'all', contentType: 'all' });
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const sent = { ...filters, search };

  const setFilters = useCallback((next: QueueFilters<S, T>) => {
    setFilterState(next);
    setPage(1);
  }, []);
  const clear = useCallback(() => setFilters({ search: '', status: 'all', contentType: 'all' }), [setFilters]);

  return { filters, setFilters, clear, page, setPage, query: queueQuery(sent, page), filtered: isFiltered(sent) };
}
