import type { SessionView, UserView } from '@streaming/contracts';

import { isApiError } from '../api/api-error';
import { apiRequest, refreshSession } from '../api/client';
import { hasSessionMarker } from './session-marker';
import { sessionStore } from './session-store';

/** Session upkeep cadence (spec section 9): tick every 30 s, refresh when 90 s or less remain. */
export const SESSION_TICK_MS = 30_000;
export const REFRESH_MARGIN_MS = 90_000;
/** On the ban page, stop asking once the access token is about to expire (a 401 would sign the tab out). */
const BANNED_CHECK_MARGIN_MS = 10_000;

export function fetchMe(signal?: AbortSignal): Promise<UserView> {
  return apiRequest<UserView>('/me', { signal });
}

/**
 * Asks the server who is signed in. 403 ACCOUNT_BANNED (ban page) and 401 (signed out) are applied
 * by the API client; any other failure counts as "nothing new" and keeps the current state.
 */
export async function syncMe(): Promise<void> {
  try {
    sessionStore.signIn(await fetchMe());
  } catch (error) {
    if (!isApiError(error)) throw error;
  }
}

/**
 * Starts a session from a SessionView (login, register, password change). The screens switch only
 * once GET /api/me has answered, so a banned member goes straight to the ban page. A failed check
 * other than a ban counts as not banned (spec section 8).
 */
export async function startSession(session: SessionView): Promise<void> {
  sessionStore.applyToken(session);
  try {
    sessionStore.signIn(await fetchMe());
  } catch (error) {
    if (isApiError(error, 'ACCOUNT_BANNED')) return;
    if (isApiError(error) && error.status === 401) return;
    sessionStore.signIn(session.user);
  }
}

let restoring: Promise<void> | null = null;

/**
 * On page load: the refresh cookie gives an access token and the member, GET /api/me then confirms. Runs once.
 * Without the session marker (session-marker.ts) there is no refresh cookie to use: nothing is asked and
 * the tab stays signed out (the store starts so).
 */
export function restoreSession(): Promise<void> {
  restoring ??= (async () => {
    if (!hasSessionMarker()) {
      sessionStore.signOut();
      return;
    }
    try {
      const session = await refreshSession();
      if (!session) return;
      // A ban revokes every refresh token, so a refresh that worked means no ban: the screens switch at
      // once (the page's own requests start now rather than one round trip later) and GET /api/me
      // confirms in the background (a ban or a revocation that raced it still switches the screens).
      sessionStore.signIn(session.user);
      syncMe().catch(() => undefined);
    } catch {
      sessionStore.signOut();
    }
  })();
  return restoring;
}

/**
 * One upkeep tick: refresh the access token when 90 s or less remain, then ask GET /api/me so that
 * a ban or a revocation is noticed in an open tab. A ban revokes the refresh token, so on the ban page
 * only GET /api/me is asked (to notice an early unban), and only while the access token lasts.
 */
export async function sessionTick(): Promise<void> {
  const { status } = sessionStore.getState();
  try {
    if (status === 'signed-in') {
      if (sessionStore.tokenTimeLeft() <= REFRESH_MARGIN_MS && !(await refreshSession())) return;
      await syncMe();
    } else if (status === 'banned' && sessionStore.tokenTimeLeft() > BANNED_CHECK_MARGIN_MS) {
      await syncMe();
    }
  } catch {
    // A network failure during upkeep changes nothing; the next tick tries again.
  }
}

/** Ends the session on the server (the refresh cookie is cleared) and in this tab. */
export async function signOut(): Promise<void> {
  try {
    await apiRequest<void>('/auth/logout', { method: 'POST' });
  } finally {
    sessionStore.signOut();
  }
}
