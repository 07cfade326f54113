import { useQuery } from '@tanstack/react-query';

import { queryKeys } from '../../../shared/api/query-keys';
import { requestCaptcha } from '../api';

/** A fresh anti-robot challenge per visit of the registration form; challenges are single use. */
export function useFetchCaptcha() {
  return useQuery({
    queryKey: queryKeys.auth.captcha,
    queryFn: requestCaptcha,
    staleTime: 0,
    gcTime: 0,
  });
}
