import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedSession, SessionView } from '@streaming/contracts';

export const REFRESH_COOKIE = 'rt';
const PATH = '/api/auth';

/**
 * Whether the session cookie is marked Secure: whenever the public address (APP_URL) is https,
 * even when TLS ends at a proxy in front of the gateway and the gateway itself speaks plain HTTP.
 */
export function secureCookies(appUrl: string): boolean {
  return /^https:\/\//i.test(appUrl);
}

/** Puts the refresh token in an httpOnly, SameSite=Strict cookie and returns the session without it. */
export function sendSession(reply: FastifyReply, session: IssuedSession, secure: boolean): SessionView {
  const { refreshToken, refreshExpiresAt, ...view } = session;
  reply.setCookie(REFRESH_COOKIE, refreshToken, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: PATH,
    expires: new Date(refreshExpiresAt),
  });
  return view;
}

export function clearSession(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: PATH });
}

export function refreshTokenOf(req: FastifyRequest): string | undefined {
  return req.cookies?.[REFRESH_COOKIE] || undefined;
}
