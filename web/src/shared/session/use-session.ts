import type { UserView } from '@streaming/contracts';
import { startTransition, useEffect, useState } from 'react';

import { type SessionState, sessionStore } from './session-store';

/**
 * The session as the screens see it. Each render reads the store itself, so no screen ever decides on
 * a stale session (a guard right after signing in sees the member). A change of session re-renders its
 * readers in a background render (a transition, which React splits into short tasks), not in one long
 * blocking task as useSyncExternalStore would: signing in (on every member page load, once the refresh
 * answers) draws the header's member widgets and the whole page behind the guard.
 */
export function useSession(): SessionState {
  const [, setSeen] = useState<SessionState>(sessionStore.getState);
  useEffect(() => {
    const update = () => startTransition(() => setSeen(sessionStore.getState()));
    // A change between this component's render and this effect is not missed.
    update();
    return sessionStore.subscribe(update);
  }, []);
  return sessionStore.getState();
}

/** The signed-in member, for screens rendered behind the protected-route guard. */
export function useCurrentUser(): UserView | null {
  const session = useSession();
  return session.status === 'signed-in' ? session.user : null;
}
