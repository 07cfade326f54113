import type { ChangeEmailDto } from '@streaming/contracts';
import { useMutation } from '@tanstack/react-query';

import { syncMe } from '../../../shared/session/session-service';
import { updateEmail } from '../api';

/** PATCH /api/me/email, then GET /api/me so the pending address shows on the profile. */
export function useUpdateEmail() {
  return useMutation({
    mutationFn: (body: ChangeEmailDto) => updateEmail(body),
    onSuccess: () => syncMe(),
  });
}
