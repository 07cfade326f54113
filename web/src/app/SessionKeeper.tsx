import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { queryKeys } from '../shared/api/query-keys';
import { restoreSession, SESSION_TICK_MS, sessionTick } from '../shared/session/session-service';
import { type SessionState, sessionStore } from '../shared/session/session-store';

function userIdOf(state: SessionState): string | null {
  return state.status === 'signed-in' || state.status === 'banned' ? (state.user?.id ?? null) : null;
}

/** Drops the member's cached data whenever the member changes (sign-in, sign-out, other account). */
function dropMemberDataOnUserChange(queryClient: QueryClient): () => void {
  let userId = userIdOf(sessionStore.getState());
  return sessionStore.subscribe(() => {
    const next = userIdOf(sessionStore.getState());
    if (next === userId) return;
    userId = next;
    queryClient.removeQueries({ queryKey: queryKeys.me.all });
  });
}

/**
 * Restores the session on load (refresh cookie, then GET /api/me) and keeps it alive:
 * every 30 s the token is refreshed when 90 s or less remain, and GET /api/me notices bans and revocations.
 */
export function SessionKeeper() {
  const queryClient = useQueryClient();

  useEffect(() => dropMemberDataOnUserChange(queryClient), [queryClient]);

  useEffect(() => {
    void restoreSession();
    const timer = window.setInterval(() => void sessionTick(), SESSION_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);

  return null;
}
