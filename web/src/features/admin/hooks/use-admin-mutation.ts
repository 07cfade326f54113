import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminKeys } from '../query-keys';

/**
 * A change made by an admin. Whatever its outcome (a refused transition means the row moved meanwhile),
 * every admin list and count is asked again once it is answered: the screen shows the server's state.
 * Reads still in flight are dropped first: one may have been read before the change, and a list's first
 * read (a search just typed) would otherwise be kept as the answer instead of being asked again.
 */
export function useAdminMutation<TVariables, TData>(mutationFn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await queryClient.cancelQueries({ queryKey: adminKeys.all });
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
