import { useQuery } from '@tanstack/react-query';

import { fetchAdminGenres } from '../api-catalogue';
import { adminKeys, FRESH } from '../query-keys';

/** Every genre by category, for the title forms' genre choice and the tables' genre filter. */
export function useFetchGenreChoices() {
  return useQuery({
    queryKey: adminKeys.catalogueGenres,
    queryFn: ({ signal }) => fetchAdminGenres(signal),
    select: (genres) => genres.categories,
    ...FRESH,
  });
}
