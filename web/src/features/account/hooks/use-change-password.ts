import type { ChangePasswordDto } from '@streaming/contracts';
import { useMutation } from '@tanstack/react-query';

import { sessionStore } from '../../../shared/session/session-store';
import { changePassword } from '../api';

/** PATCH /api/me/password; the new SessionView replaces this tab's session (others are revoked). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordDto) => changePassword(body),
    onSuccess: (session) => {
      sessionStore.applyToken(session);
      sessionStore.signIn(session.user);
    },
  });
}
