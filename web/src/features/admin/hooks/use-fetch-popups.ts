import { useQuery } from '@tanstack/react-query';

import { fetchPopups } from '../api';
import { adminKeys, FRESH } from '../query-keys';

/** Every login message, newest first. */
export function useFetchPopups() {
  return useQuery({
    queryKey: adminKeys.popups,
    queryFn: ({ signal }) => fetchPopups(signal),
    ...FRESH,
  });
}
