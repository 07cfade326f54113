import { useMutation } from '@tanstack/react-query';

import { syncMe } from '../../../shared/session/session-service';
import { updateEmail } from '../api';

/** PATCH /api/me/email, then GET /api/me so the pending address shows on the profile. */
export function useUpdateEmail() {
  return useMutation({
    mutationFn: (email: string) => updateEmail({ email }),
    onSuccess: () => syncMe(),
  });
}
