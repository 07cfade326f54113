import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminKeys } from '../query-keys';

/**
 * A change made by an admin. Whatever its outcome (a refused transition means the row moved meanwhile),
 * every admin list and count is asked again once it is answered: the screen shows the server's state.
 */
export function useAdminMutation<TVariables, TData>(mutationFn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
