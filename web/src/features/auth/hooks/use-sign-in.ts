import type { LoginDto } from '@streaming/contracts';
import { useCallback, useState } from 'react';

import { startSession } from '../../../shared/session/session-service';
import { login } from '../api';

/**
 * POST /api/auth/login, then the session starts (GET /api/me decides between home and ban page).
 * A plain hook rather than a TanStack mutation: the login page is the first load, which goes without
 * TanStack Query (shared/queries/with-queries.tsx). Resolves on success, rejects with the failure.
 */
export function useSignIn(): { signIn: (credentials: LoginDto) => Promise<void>; isPending: boolean } {
  const [isPending, setPending] = useState(false);
  const signIn = useCallback(async (credentials: LoginDto) => {
    setPending(true);
    try {
      const session = await login(credentials);
      await startSession(session);
    } finally {
      setPending(false);
    }
  }, []);
  return { signIn, isPending };
}
