import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedSession, SessionView } from '@streaming/contracts';

export const REFRESH_COOKIE = 'rt';
const PATH = '/api/auth';
/**
 * Beside the refresh cookie, a marker the web app can read (not HttpOnly, no secret in it: "1") with the
 * same lifetime: without it the app knows at once that there is no session to restore and asks nothing,
 * so a guest's first screen neither waits for nor fails a POST /api/auth/refresh. With it, the app asks,
 * and the refresh cookie alone decides (a stale marker costs one refused refresh, which clears both).
 */
export const SESSION_MARKER_COOKIE = 'has_session';
const MARKER_PATH = '/';

/**
 * Whether the session cookie is marked Secure: whenever the public address (APP_URL) is https,
 * even when TLS ends at a proxy in front of the gateway and the gateway itself speaks plain HTTP.
 */
export function secureCookies(appUrl: string): boolean {
  return /^https:\/\//i.test(appUrl);
}

/**
 * Puts the refresh token in an httpOnly, SameSite=Strict cookie (and the readable session marker beside
 * it, same lifetime) and returns the session without the token.
 */
export function sendSession(reply: FastifyReply, session: IssuedSession, secure: boolean): SessionView {
  const { refreshToken, refreshExpiresAt, ...view } = session;
  const expires = new Date(refreshExpiresAt);
  reply.setCookie(REFRESH_COOKIE, refreshToken, { httpOnly: true, sameSite: 'strict', secure, path: PATH, expires });
  reply.setCookie(SESSION_MARKER_COOKIE, '1', { httpOnly: false, sameSite: 'strict', secure, path: MARKER_PATH, expires });
  return view;
}

/** Clears the refresh cookie and the session marker. */
export function clearSession(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: PATH });
  reply.clearCookie(SESSION_MARKER_COOKIE, { httpOnly: false, sameSite: 'strict', secure, path: MARKER_PATH });
}

/**
 * The refresh token the request's cookies carry, if any. Cookies are read here, where a route needs
 * them, not on every request: the gateway registers the cookie plugin without its parsing hook.
 */
export function refreshTokenOf(req: FastifyRequest): string | undefined {
  const header = req.headers.cookie;
  return (header && req.server.parseCookie(header)[REFRESH_COOKIE]) || undefined;
}
