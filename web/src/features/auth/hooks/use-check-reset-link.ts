import { useQuery } from '@tanstack/react-query';

import { queryKeys } from '../../../shared/api/query-keys';
import { checkResetLink } from '../api';

/**
 * Whether the reset link can still be used, asked once when the reset page opens (null: no token to
 * ask about). Not retried: a dead link stays dead, and the form's own request tells the rest.
 */
export function useCheckResetLink(token: string | null) {
  return useQuery({
    queryKey: queryKeys.auth.resetLink(token ?? ''),
    // A query's data may not be undefined: true once the link answered that it can be used.
    queryFn: ({ signal }) => checkResetLink({ token: token ?? '' }, signal).then(() => true),
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}
