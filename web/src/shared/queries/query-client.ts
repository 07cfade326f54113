import { QueryClient } from '@tanstack/react-query';

import { queryKeys } from '../api/query-keys';
import { type SessionState, sessionStore } from '../session/session-store';

/** Spec section 9: fresh 5 min, kept 10 min, one retry, no refetch on focus, mount or reconnect. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        gcTime: 10 * 60 * 1000,
        retry: 1,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchOnReconnect: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

function userIdOf(state: SessionState): string | null {
  return state.status === 'signed-in' || state.status === 'banned' ? (state.user?.id ?? null) : null;
}

/** Drops the member's cached data ('me' keys) when the member signs out or another account signs in. */
function dropMemberDataOnUserChange(queryClient: QueryClient): void {
  let userId = userIdOf(sessionStore.getState());
  sessionStore.subscribe(() => {
    const next = userIdOf(sessionStore.getState());
    if (next === userId) return;
    const previous = userId;
    userId = next;
    // Nobody signed in before (start, or after a sign-out that dropped them already): there is no other
    // member's data to drop, and dropping would cancel and repeat the requests the member's first
    // screen has just sent.
    if (previous !== null) queryClient.removeQueries({ queryKey: queryKeys.me.all });
  });
}

let shared: QueryClient | undefined;

/**
 * The tab's one QueryClient, made on first use: every QueryProvider hands out this one, so the member
 * pages, the header's member widgets and the guest forms share one cache.
 */
export function getQueryClient(): QueryClient {
  if (!shared) {
    shared = createQueryClient();
    dropMemberDataOnUserChange(shared);
  }
  return shared;
}
