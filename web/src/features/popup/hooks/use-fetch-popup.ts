import { useQuery } from '@tanstack/react-query';

import { queryKeys } from '../../../shared/api/query-keys';
import { fetchActivePopup } from '../api';

export function useFetchPopup() {
  return useQuery({
    queryKey: queryKeys.popup,
    queryFn: ({ signal }) => fetchActivePopup(signal),
    retry: false,
  });
}
