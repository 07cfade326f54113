import { useQuery } from '@tanstack/react-query';

import { queryKeys } from '../../../shared/api/query-keys';
import { useSession } from '../../../shared/session/use-session';
import { fetchCatalogueStats } from '../api';

/** The film and series counts (header counters, films and series banners); members only. */
export function useFetchCatalogueStats() {
  const session = useSession();
  return useQuery({
    queryKey: queryKeys.catalogue.stats,
    queryFn: ({ signal }) => fetchCatalogueStats(signal),
    enabled: session.status === 'signed-in',
  });
}
