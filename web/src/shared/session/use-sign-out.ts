import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';

import { signOut } from './session-service';

/**
 * Logout for the header and the ban page. The tab is signed out even when the server call fails
 * (spec section 8: a missing session counts as success); the member lands on the login page.
 */
export function useSignOut(): { signOut: () => Promise<void>; pending: boolean } {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const run = useCallback(async () => {
    setPending(true);
    try {
      await signOut();
    } catch {
      // Signed out locally already; the server-side session ends with its refresh token.
    } finally {
      setPending(false);
      navigate('/', { replace: true });
    }
  }, [navigate]);

  return { signOut: run, pending };
}
