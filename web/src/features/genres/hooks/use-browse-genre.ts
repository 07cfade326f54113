import { useInfiniteQuery } from '@tanstack/react-query';

import { isApiError } from '../../../shared/api/api-error';
import { nextPageParam } from '../../../shared/api/paging';
import { queryKeys } from '../../../shared/api/query-keys';
import { GRID_PAGE_SIZE } from '../../catalogue/filters';
import { fetchGenrePage } from '../api';

/** A genre's films and series a page at a time ('Charger plus'). */
export function useBrowseGenre(slug: string, query: Record<string, string>) {
  return useInfiniteQuery({
    queryKey: queryKeys.catalogue.genre(slug, query),
    queryFn: ({ pageParam, signal }) => fetchGenrePage(slug, { ...query, page: pageParam, pageSize: GRID_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    // An unknown genre will not appear on a second try.
    retry: (failures, error) => failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });
}
