/**
 * The gateway sets a readable `has_session=1` cookie beside the httpOnly refresh cookie, with the same
 * lifetime, and clears both together (services/gateway/src/auth/session-cookie.ts). Without it a page
 * load has no session to restore: the app starts signed out and asks nothing, so a guest makes no
 * request bound to fail (a 401 in the console) and the login form is drawn at once.
 */
export function hasSessionMarker(): boolean {
  return typeof document !== 'undefined' && document.cookie.split(';').some((part) => part.trim() === 'has_session=1');
}
