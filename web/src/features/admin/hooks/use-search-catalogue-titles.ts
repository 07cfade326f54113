import type { RequestContentType, SearchSuggestion } from '@streaming/contracts';
import { useQuery } from '@tanstack/react-query';

import { fetchSearchSuggestions } from '../../search/api';
import { isSearchable } from '../../search/rules';
import { adminKeys, FRESH } from '../query-keys';

/**
 * The catalogue titles of one kind matching a (debounced) query, for 'Marquer ajouté': the member search's
 * suggestions, asked fresh (a title the admin has just added must be found). Nothing under 2 characters.
 */
export function useSearchCatalogueTitles(query: string, kind: RequestContentType) {
  const q = query.trim();
  return useQuery({
    queryKey: adminKeys.titles(q),
    queryFn: ({ signal }) => fetchSearchSuggestions(q, signal),
    enabled: isSearchable(q),
    select: (found): SearchSuggestion[] => (kind === 'movie' ? found.movies : found.series),
    ...FRESH,
  });
}
