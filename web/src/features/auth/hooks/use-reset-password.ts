import type { ResetPasswordDto } from '@streaming/contracts';
import { useMutation } from '@tanstack/react-query';

import { resetPassword } from '../api';

export function useResetPassword() {
  return useMutation({ mutationFn: (body: ResetPasswordDto) => resetPassword(body) });
}
