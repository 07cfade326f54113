import { createHmac } from 'node:crypto';

/** Within this interval a just-rotated refresh token may be presented again (two tabs opening at once). */
export const REFRESH_REUSE_INTERVAL_MS = 10_000;

export interface RefreshTokenState {
  usedAt: Date | null;
  revokedAt: Date | null;
  expiresAt: Date;
}

export type RefreshDecision =
  | 'rotate' // first use: mark used, issue the next token of the family
  | 'grace' // reused within the interval: hand back the successor already issued, revoke nothing
  | 'reuse' // reused later: a stolen token is being replayed, revoke the whole family
  | 'expired'
  | 'revoked';

export function decideRefresh(token: RefreshTokenState, now: Date, reuseIntervalMs = REFRESH_REUSE_INTERVAL_MS): RefreshDecision {
  if (token.revokedAt) return 'revoked';
  if (token.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (!token.usedAt) return 'rotate';
  return now.getTime() - token.usedAt.getTime() <= reuseIntervalMs ? 'grace' : 'reuse';
}

/** Whether the successor a grace-window replay would get back can still open the session. */
export function successorUsable(successor: Pick<RefreshTokenState, 'revokedAt' | 'expiresAt'> | null, now: Date): boolean {
  return !!successor && !successor.revokedAt && successor.expiresAt.getTime() > now.getTime();
}

/**
 * Key of the successor secrets, derived from the access-token secret with its own label so that
 * neither value can stand for the other.
 */
export function successorKey(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('refresh-token-successor/v1').digest();
}

/**
 * The secret of a refresh token issued by a rotation: an HMAC of its row id under the server's key
 * (256 bits, URL-safe). Only its SHA-256 is stored, as for every refresh token; deriving it again
 * from the id is what lets a replay within the grace window get the very same token back instead of
 * minting another one.
 */
export function successorSecret(key: Buffer, successorId: string): string {
  return createHmac('sha256', key).update(successorId).digest('base64url');
}
