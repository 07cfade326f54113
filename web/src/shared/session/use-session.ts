import type { UserView } from '@streaming/contracts';
import { useSyncExternalStore } from 'react';

import { type SessionState, sessionStore } from './session-store';

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState);
}

/** The signed-in member, for screens rendered behind the protected-route guard. */
export function useCurrentUser(): UserView | null {
  const session = useSession();
  return session.status === 'signed-in' ? session.user : null;
}
