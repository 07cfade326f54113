import { useQuery } from '@tanstack/react-query';

import { queryKeys } from '../../../shared/api/query-keys';
import { fetchHomeSections } from '../api';

export function useFetchHomeSections() {
  return useQuery({
    queryKey: queryKeys.catalogue.home,
    queryFn: ({ signal }) => fetchHomeSections(signal),
  });
}
