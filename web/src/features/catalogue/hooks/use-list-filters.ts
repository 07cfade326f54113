import type { SortOrder } from '@streaming/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

import { type FilterField, type FilterValues, type ListState, cleanFilters, DEFAULT_SORT, defaultOrder, listStateParams, readListState } from '../filters';

export interface ListFilters<S extends string> {
  state: ListState<S>;
  /** Replaces the applied filters (the sort stays). */
  apply: (filters: FilterValues) => void;
  /** Changes the sort at once; without an order, the sort's own default order. */
  sortBy: (sort: S, order?: SortOrder) => void;
  /** Back to no filter and the default sort. */
  reset: () => void;
}

/**
 * The applied sort and filters of a list page, kept in the address bar: a filtered list can be shared,
 * reloaded and left with the back button.
 */
export function useListFilters<S extends string>(fields: readonly FilterField[], sorts: readonly S[]): ListFilters<S> {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params, fields, sorts), [params, fields, sorts]);

  const go = useCallback(
    (next: ListState<S>) => setParams(listStateParams(next), { preventScrollReset: true }),
    [setParams],
  );

  return {
    state,
    apply: useCallback((filters: FilterValues) => go({ ...state, filters: cleanFilters(filters, fields) }), [go, state, fields]),
    sortBy: useCallback((sort: S, order?: SortOrder) => go({ ...state, sort, order: order ?? defaultOrder(sort) }), [go, state]),
    reset: useCallback(() => go({ sort: DEFAULT_SORT as S, order: defaultOrder(DEFAULT_SORT), filters: {} }), [go]),
  };
}
