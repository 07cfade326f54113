import { useQuery } from '@tanstack/react-query';

import { queryKeys } from '../../../shared/api/query-keys';
import { fetchCatalogueStats } from '../api';

export function useFetchCatalogueStats() {
  return useQuery({
    queryKey: queryKeys.catalogue.stats,
    queryFn: ({ signal }) => fetchCatalogueStats(signal),
  });
}
