import { useEffect } from 'react';

import { restoreSession, SESSION_TICK_MS, sessionTick } from '../shared/session/session-service';

/**
 * Restores the session on load (refresh cookie, then GET /api/me) and keeps it alive:
 * every 30 s the token is refreshed when 90 s or less remain, and GET /api/me notices bans and revocations.
 * (The member's cached queries are dropped on a change of member by the QueryClient itself: shared/queries/query-client.ts.)
 */
export function SessionKeeper() {
  useEffect(() => {
    void restoreSession();
    const timer = window.setInterval(() => void sessionTick(), SESSION_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);

  return null;
}
