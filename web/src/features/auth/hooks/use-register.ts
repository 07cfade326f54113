import type { RegisterDto } from '@streaming/contracts';
import { useMutation } from '@tanstack/react-query';

import { register } from '../api';

/** POST /api/auth/register; the page starts the session itself after showing its success text. */
export function useRegister() {
  return useMutation({ mutationFn: (body: RegisterDto) => register(body) });
}
