import { useQuery } from '@tanstack/react-query';

import { fetchAdminGenres } from '../api-genres';
import { adminKeys, FRESH } from '../query-keys';

/** Every genre by category, with how many films and series use each. */
export function useFetchAdminGenres() {
  return useQuery({
    queryKey: adminKeys.genres,
    queryFn: ({ signal }) => fetchAdminGenres(signal),
    ...FRESH,
  });
}
