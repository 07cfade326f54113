import { useInfiniteQuery } from '@tanstack/react-query';

import { nextPageParam } from '../../../shared/api/paging';
import { queryKeys } from '../../../shared/api/query-keys';
import { fetchSearchResults } from '../api';
import { isSearchable } from '../rules';

const PAGE_SIZE = 24;

/** The search page's results, a page at a time ('Charger plus'); nothing is asked under 2 characters. */
export function useSearchTitles(query: string) {
  const q = query.trim();
  return useInfiniteQuery({
    queryKey: queryKeys.catalogue.search(q),
    queryFn: ({ pageParam, signal }) => fetchSearchResults(q, pageParam, PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled: isSearchable(q),
  });
}
