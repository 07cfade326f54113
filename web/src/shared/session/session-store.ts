import type { BanView, SessionView, UserView } from '@streaming/contracts';

import { hasSessionMarker } from './session-marker';

/**
 * The member's session as the screens see it. The access token is kept apart (in memory only,
 * never in storage) so that a token refresh for the same user changes nothing the screens read.
 */
export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: UserView }
  | { status: 'banned'; user: UserView | null; ban: BanView };

interface AccessToken {
  value: string;
  expiresAt: number;
}

/** Without the session marker there is nothing to restore: signed out from the first render. */
let state: SessionState = hasSessionMarker() ? { status: 'loading' } : { status: 'signed-out' };
let token: AccessToken | null = null;
const listeners = new Set<() => void>();

function setState(next: SessionState): void {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

function sameUser(a: UserView, b: UserView): boolean {
  return (
    a.id === b.id &&
    a.email === b.email &&
    a.createdAt === b.createdAt &&
    a.emailConfirmedAt === b.emailConfirmedAt &&
    a.lastSignInAt === b.lastSignInAt &&
    a.pendingEmail === b.pendingEmail &&
    a.isAdmin === b.isAdmin
  );
}

function currentUser(): UserView | null {
  return state.status === 'signed-in' || state.status === 'banned' ? state.user : null;
}

/** Keeps the current user object when nothing about it changed, so a refresh re-renders nothing. */
function stableUser(user: UserView): UserView {
  const current = currentUser();
  return current && sameUser(current, user) ? current : user;
}

export const sessionStore = {
  getState(): SessionState {
    return state;
  },

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  getAccessToken(): string | null {
    return token?.value ?? null;
  },

  /** Milliseconds left before the access token expires; 0 without a token. */
  tokenTimeLeft(now = Date.now()): number {
    return token ? Math.max(0, token.expiresAt - now) : 0;
  },

  /**
   * Stores a new access token. The screens only change when the token belongs to another user
   * than the one signed in (another tab signed in with a different account): that replaces the session.
   */
  applyToken(session: SessionView): void {
    token = { value: session.accessToken, expiresAt: Date.parse(session.expiresAt) };
    const current = currentUser();
    if (state.status === 'signed-in' && current && current.id !== session.user.id) {
      setState({ status: 'signed-in', user: session.user });
    }
  },

  /** The user as the server just described it (GET /api/me, login, password change). */
  signIn(user: UserView): void {
    const next = stableUser(user);
    if (state.status === 'signed-in' && state.user === next) return;
    setState({ status: 'signed-in', user: next });
  },

  setBanned(ban: BanView): void {
    if (
      state.status === 'banned' &&
      state.ban.reason === ban.reason &&
      state.ban.type === ban.type &&
      state.ban.bannedUntil === ban.bannedUntil &&
      state.ban.createdAt === ban.createdAt
    ) {
      return;
    }
    setState({ status: 'banned', user: currentUser(), ban });
  },

  signOut(): void {
    token = null;
    if (state.status === 'signed-out') return;
    setState({ status: 'signed-out' });
  },
};
