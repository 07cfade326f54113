import type { LoginDto } from '@streaming/contracts';
import { useMutation } from '@tanstack/react-query';

import { startSession } from '../../../shared/session/session-service';
import { login } from '../api';

/** POST /api/auth/login, then the session starts (GET /api/me decides between home and ban page). */
export function useSignIn() {
  return useMutation({
    mutationFn: async (credentials: LoginDto) => {
      const session = await login(credentials);
      await startSession(session);
    },
  });
}
