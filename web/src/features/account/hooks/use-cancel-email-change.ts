import { useMutation } from '@tanstack/react-query';

import { sessionStore } from '../../../shared/session/session-store';
import { syncMe } from '../../../shared/session/session-service';
import { cancelEmailChange } from '../api';

/** POST /api/auth/email/cancel; a signed-in member then sees the pending address gone at once. */
export function useCancelEmailChange() {
  return useMutation({
    mutationFn: (token: string) => cancelEmailChange({ token }),
    onSuccess: async () => {
      if (sessionStore.getState().status === 'signed-in') await syncMe();
    },
  });
}
