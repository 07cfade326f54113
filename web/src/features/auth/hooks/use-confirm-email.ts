import { useMutation } from '@tanstack/react-query';

import { sessionStore } from '../../../shared/session/session-store';
import { syncMe } from '../../../shared/session/session-service';
import { confirmEmail } from '../api';

/** POST /api/auth/email/confirm; a signed-in member then sees the new address at once. */
export function useConfirmEmail() {
  return useMutation({
    mutationFn: (token: string) => confirmEmail({ token }),
    onSuccess: async () => {
      if (sessionStore.getState().status === 'signed-in') await syncMe();
    },
  });
}
