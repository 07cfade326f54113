import { useQuery } from '@tanstack/react-query';

import { queryKeys } from '../../../shared/api/query-keys';
import { fetchSearchSuggestions } from '../api';
import { isSearchable } from '../rules';

/** Suggestions for a (debounced) query; nothing is asked under 2 characters. */
export function useSuggestTitles(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: queryKeys.catalogue.suggest(q),
    queryFn: ({ signal }) => fetchSearchSuggestions(q, signal),
    enabled: isSearchable(q),
  });
}
